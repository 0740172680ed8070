import type { University, UniversityInput } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { PanelStates } from '@/components/ui/panel-states.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useAdminUniversities } from '../api/get-universities.ts'
import { useSaveUniversity } from '../api/save-university.ts'

type Form = { name: string; city: string; website: string; students: string; domains: string; type: string }
const toForm = (u: University | null): Form => ({
  name: u?.name ?? '',
  city: u?.city ?? '',
  website: u?.website ?? '',
  students: u?.students?.toString() ?? '',
  domains: u?.domains.join(', ') ?? '',
  type: u?.type ?? '',
})

function toInput(f: Form): UniversityInput {
  return {
    name: f.name.trim(),
    city: f.city.trim() || null,
    website: f.website.trim() || null,
    students: f.students.trim() ? Number(f.students) : null,
    domains: f.domains
      .split(',')
      .map((d) => d.trim())
      .filter(Boolean),
    type: (f.type || null) as UniversityInput['type'],
  }
}

/** Universities: create one, or edit one's name, figures and email domains. */
export function UniversitiesTab() {
  const { t } = useTranslation('admin')
  const [editing, setEditing] = useState<University | 'new' | null>(null)
  const universities = useAdminUniversities('')
  return (
    <>
      <div className="border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <Button variant="secondary" onClick={() => setEditing('new')}>
          {t('universities.add')}
        </Button>
      </div>
      {editing && (
        <UniversityForm university={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      )}
      <PanelStates
        query={universities}
        label={t('tabs.universities')}
        failed={t('errors.load')}
        empty={t('universities.empty')}
      >
        {(items) => (
          <ul aria-label={t('tabs.universities')} className="divide-y divide-slate-200 dark:divide-slate-800">
            {items.map((u) => (
              <li key={u.id} className="flex items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="font-semibold">{u.name}</p>
                  <p className="truncate text-sm text-slate-500 dark:text-slate-400">
                    {u.domains.join(', ')}
                  </p>
                </div>
                <Button variant="ghost" className="px-3 py-1.5 text-sm" onClick={() => setEditing(u)}>
                  {t('universities.edit')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </PanelStates>
    </>
  )
}

function UniversityForm({ university, onDone }: { university: University | null; onDone: () => void }) {
  const { t } = useTranslation('admin')
  const toast = useToast()
  const save = useSaveUniversity()
  const [form, setForm] = useState<Form>(() => toForm(university))
  const field = (key: keyof Form, type = 'text') => (
    <TextField
      label={t(`universities.${key}`)}
      type={type}
      value={form[key]}
      onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
    />
  )
  return (
    <form
      aria-label={university ? university.name : t('universities.add')}
      className="space-y-3 border-b border-slate-200 px-4 py-4 dark:border-slate-800"
      onSubmit={(e) => {
        e.preventDefault()
        save.mutate(
          { id: university?.id ?? null, input: toInput(form) },
          {
            onSuccess: () => {
              toast.success(t('universities.saved'))
              onDone()
            },
          },
        )
      }}
    >
      {field('name')}
      {field('city')}
      {field('website', 'url')}
      {field('students', 'number')}
      {field('domains')}
      <label className="block text-sm font-medium">
        {t('universities.type')}
        <select
          value={form.type}
          onChange={(e) => setForm((f) => ({ ...f, type: e.target.value }))}
          className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 dark:border-slate-700 dark:bg-slate-900"
        >
          <option value="">—</option>
          {(['public', 'private', 'foundation'] as const).map((type) => (
            <option key={type} value={type}>
              {t(`universities.types.${type}`)}
            </option>
          ))}
        </select>
      </label>
      {save.isError && <Alert tone="error">{errorMessage(save.error, t('errors.action'))}</Alert>}
      <Button type="submit" busy={save.isPending} disabled={!form.name.trim()}>
        {t('universities.save')}
      </Button>
    </form>
  )
}
