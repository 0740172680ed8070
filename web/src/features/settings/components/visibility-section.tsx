import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useProfile } from '../api/get-profile.ts'
import { useUpdateVisibility } from '../api/update-visibility.ts'
import { ChoiceRow, SectionLoading } from './settings-parts.tsx'

type Visibility = 'public' | 'private'

const OPTIONS: readonly Visibility[] = ['public', 'private']

/**
 * Public or private (spec 000 section 4, spec 001 section 4). A choice is ignored while a save is in
 * flight or when it equals the saved value; a failed save is only logged (spec 000 section 8) and the
 * choice falls back to the saved value.
 */
export function VisibilitySection() {
  const { t } = useTranslation('settings')
  const profile = useProfile()
  const update = useUpdateVisibility()
  // The choice being saved, shown until the answer; null shows the saved value.
  const [pending, setPending] = useState<Visibility | null>(null)
  const [saved, setSaved] = useState<Visibility | null>(null)
  // A ref, not the mutation's state: two clicks in one tick must not both start a save.
  const inFlight = useRef(false)

  if (profile.isPending) {
    return <SectionLoading />
  }
  if (profile.isError) {
    return <Alert tone="error">{errorMessage(profile.error, t('account.loadFailed'))}</Alert>
  }

  const current: Visibility = profile.data.is_private ? 'private' : 'public'
  const shown = pending ?? current

  const choose = (next: Visibility) => {
    if (inFlight.current || next === current) return
    inFlight.current = true
    setPending(next)
    setSaved(null)
    update.mutate(next === 'private', {
      onSuccess: () => setSaved(next),
      onError: (error) => console.error('Account visibility could not be saved', error),
      onSettled: () => {
        inFlight.current = false
        setPending(null)
      },
    })
  }

  return (
    <div className="space-y-5">
      <p className="text-slate-500 dark:text-slate-400">{t('visibility.description')}</p>
      <fieldset aria-busy={pending !== null}>
        <legend className="sr-only">{t('visibility.legend')}</legend>
        <div className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
          {OPTIONS.map((option) => (
            <ChoiceRow
              key={option}
              name="visibility"
              value={option}
              label={t(`visibility.${option}.label`)}
              hint={t(`visibility.${option}.hint`)}
              checked={shown === option}
              onChoose={() => choose(option)}
            />
          ))}
        </div>
      </fieldset>
      {pending !== null && (
        <p className="inline-flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
          <Spinner className="size-4" />
          {t('visibility.saving')}
        </p>
      )}
      {saved !== null && pending === null && <Alert tone="success">{t(`visibility.saved.${saved}`)}</Alert>}
    </div>
  )
}
