import type { University } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { useDebouncedValue } from '@/lib/use-debounced-value.ts'
import { useApplyCommunity } from '../api/apply-community.ts'
import { useUniversitySearch } from '../api/search-universities.ts'

const STEPS = 6

interface Draft {
  university: Pick<University, 'id' | 'name'> | null
  name: string
  manager: string
  email: string
  phone: string
}
const EMPTY: Draft = { university: null, name: '', manager: '', email: '', phone: '' }

/** Spec 000 section 5: each step's rule, checked before Continue is enabled. */
function stepValid(step: number, d: Draft): boolean {
  if (step === 2) return d.university !== null
  if (step === 3) return d.name.trim() !== ''
  if (step === 4) return d.manager.trim() !== ''
  if (step === 5) return d.email.trim() !== '' && d.phone.trim() !== ''
  return true
}

/**
 * The 6-step application of spec 000 section 6 in a modal: welcome, university (from a search
 * dropdown), community name, manager name, manager contact, summary. Confirming submits, resets and
 * closes, even when the submission fails (a failure is silent, spec 000 section 8; it is logged).
 */
export function ApplicationWizard({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('communities')
  const toast = useToast()
  const [step, setStep] = useState(1)
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const apply = useApplyCommunity()
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }))

  const confirm = () => {
    const { university, name, manager, email, phone } = draft
    if (!university) return
    apply.mutate(
      {
        university_id: university.id,
        community_name: name.trim(),
        manager_name: manager.trim(),
        manager_email: email.trim(),
        manager_phone: phone.trim(),
      },
      {
        onSuccess: () => toast.success(t('apply.sent')),
        onError: (error) => console.warn('community application failed', error),
      },
    )
    setDraft(EMPTY)
    setStep(1)
    onClose()
  }

  return (
    <Dialog title={t('apply.title')} onClose={onClose}>
      <p className="mb-4 text-sm text-slate-500 dark:text-slate-400">
        {t('apply.step', { step, total: STEPS })}
      </p>
      <div className="min-h-40">
        {step === 1 && (
          <div>
            <h3 className="mb-2 text-lg font-bold">{t('apply.welcome.title')}</h3>
            <p className="text-slate-600 dark:text-slate-400">{t('apply.welcome.body')}</p>
          </div>
        )}
        {step === 2 && (
          <UniversityStep chosen={draft.university} onChoose={(university) => set({ university })} />
        )}
        {step === 3 && (
          <TextField
            label={t('apply.name.label')}
            placeholder={t('apply.name.placeholder')}
            value={draft.name}
            maxLength={100}
            onChange={(e) => set({ name: e.target.value })}
          />
        )}
        {step === 4 && (
          <TextField
            label={t('apply.manager.label')}
            placeholder={t('apply.manager.placeholder')}
            value={draft.manager}
            maxLength={100}
            onChange={(e) => set({ manager: e.target.value })}
          />
        )}
        {step === 5 && (
          <div className="space-y-4">
            <TextField
              label={t('apply.contact.email')}
              type="email"
              value={draft.email}
              onChange={(e) => set({ email: e.target.value })}
            />
            <TextField
              label={t('apply.contact.phone')}
              type="tel"
              value={draft.phone}
              onChange={(e) => set({ phone: e.target.value })}
            />
          </div>
        )}
        {step === 6 && (
          <div>
            <h3 className="mb-3 text-lg font-bold">{t('apply.summary.title')}</h3>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-[15px]">
              {(
                [
                  ['university', draft.university?.name],
                  ['name', draft.name.trim()],
                  ['manager', draft.manager.trim()],
                  ['email', draft.email.trim()],
                  ['phone', draft.phone.trim()],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="text-slate-500 dark:text-slate-400">{t(`apply.summary.${key}`)}</dt>
                  <dd className="font-medium break-words">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </div>
      <div className="mt-6 flex justify-between gap-3">
        <Button variant="secondary" disabled={step === 1} onClick={() => setStep((s) => s - 1)}>
          {t('apply.back')}
        </Button>
        {step < STEPS ? (
          <Button disabled={!stepValid(step, draft)} onClick={() => setStep((s) => s + 1)}>
            {t('apply.continue')}
          </Button>
        ) : (
          <Button onClick={confirm}>{t('apply.confirm')}</Button>
        )}
      </div>
    </Dialog>
  )
}

/** Step 2: a search box whose matches drop down below it; one is chosen by clicking it. */
function UniversityStep({
  chosen,
  onChoose,
}: {
  chosen: Pick<University, 'id' | 'name'> | null
  onChoose: (u: Pick<University, 'id' | 'name'>) => void
}) {
  const { t } = useTranslation('communities')
  const [term, setTerm] = useState('')
  const debounced = useDebouncedValue(term, 250)
  const results = useUniversitySearch(debounced)
  return (
    <div>
      <TextField
        label={t('apply.university.label')}
        placeholder={t('apply.university.placeholder')}
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
      {debounced.trim() && results.data && (
        <ul
          aria-label={t('apply.university.label')}
          className="mt-2 max-h-48 overflow-y-auto rounded-xl border border-slate-200 dark:border-slate-700"
        >
          {results.data.length === 0 && (
            <li className="px-4 py-2 text-slate-500">{t('apply.university.none')}</li>
          )}
          {results.data.map((u) => (
            <li key={u.id}>
              <button
                type="button"
                aria-pressed={chosen?.id === u.id}
                onClick={() => onChoose({ id: u.id, name: u.name })}
                className="block w-full px-4 py-2 text-left hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none aria-pressed:font-bold dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
              >
                {u.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <p className="mt-3 text-sm font-medium">{t('apply.university.chosen', { name: chosen.name })}</p>
      )}
    </div>
  )
}
