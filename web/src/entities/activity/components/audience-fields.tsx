import { AFFILIATION_LIMITS, type Faculty } from '@agora/contract'
import { useId, useState } from 'react'
import { type Control, type UseFormRegister, useController } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '@/components/ui/text-field.tsx'
import { useFaculties } from '@/entities/affiliation/api/get-faculties.ts'
import { type ActivityFormValues, type AudienceValues, DATE_BOUNDS } from '../lib/activity-form.ts'

const YEARS = Array.from({ length: AFFILIATION_LIMITS.studyYearMax }, (_, i) => i + 1)
const BOX = 'size-4 rounded border-slate-400 accent-brand-600 dark:border-slate-600'
const LABEL = 'flex cursor-pointer items-center gap-2 py-1 text-[15px]'
const NONE: AudienceValues = { facultyIds: [], departmentIds: [], years: [] }

const isWhole = (a: AudienceValues) =>
  a.facultyIds.length === 0 && a.departmentIds.length === 0 && a.years.length === 0
const toggled = (list: number[], id: number, on: boolean) =>
  on ? [...new Set([...list, id])].sort((x, y) => x - y) : list.filter((x) => x !== id)

/**
 * An announcement's audience, confirmation and deadline (issue 17): the whole university, or chosen
 * faculties (all of one, or some of its departments) and years of study.
 */
export function AudienceFields({
  control,
  register,
  universityId,
  deadlineError,
}: {
  control: Control<ActivityFormValues>
  register: UseFormRegister<ActivityFormValues>
  universityId: number | null
  /** The deadline's failed check, in the reader's language. */
  deadlineError?: string
}) {
  const { t } = useTranslation('audience')
  const name = useId()
  const { field } = useController({ control, name: 'audience' })
  const value = field.value
  const [chosen, setChosen] = useState(!isWhole(value))
  const faculties = useFaculties(universityId)
  const set = (next: AudienceValues) => field.onChange(next)

  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <legend className="px-1 text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('form.legend')}
      </legend>
      <label className={LABEL}>
        <input
          type="radio"
          name={name}
          className={BOX}
          checked={!chosen}
          onChange={() => {
            setChosen(false)
            set(NONE)
          }}
        />
        {t('form.whole')}
      </label>
      <label className={LABEL}>
        <input type="radio" name={name} className={BOX} checked={chosen} onChange={() => setChosen(true)} />
        {t('form.chosen')}
      </label>
      {chosen && (
        <div className="flex flex-col gap-3 pl-6">
          <FacultyChoices faculties={faculties.data ?? []} value={value} onChange={set} />
          <fieldset>
            <legend className="text-sm font-semibold text-slate-700 dark:text-slate-300">
              {t('form.years')}
            </legend>
            <div className="mt-1 flex flex-wrap gap-x-4">
              {YEARS.map((year) => (
                <label key={year} className={LABEL}>
                  <input
                    type="checkbox"
                    className={BOX}
                    checked={value.years.includes(year)}
                    onChange={(e) => set({ ...value, years: toggled(value.years, year, e.target.checked) })}
                  />
                  {t('form.year', { year })}
                </label>
              ))}
            </div>
          </fieldset>
          {isWhole(value) && (
            <p role="status" className="text-sm text-amber-700 dark:text-amber-400">
              {t('form.nothingChosen')}
            </p>
          )}
        </div>
      )}
      <label className={`${LABEL} mt-2`}>
        <input type="checkbox" className={BOX} {...register('requiresAck')} />
        <span>
          {t('form.requiresAck')}
          <span className="block text-sm text-slate-500 dark:text-slate-400">
            {t('form.requiresAckHint')}
          </span>
        </span>
      </label>
      <TextField
        {...register('deadline')}
        type="date"
        {...DATE_BOUNDS}
        label={t('form.deadline')}
        error={deadlineError}
      />
    </fieldset>
  )
}

/** Each faculty as a whole, or some of its departments (a chosen faculty covers them all). */
function FacultyChoices({
  faculties,
  value,
  onChange,
}: {
  faculties: Faculty[]
  value: AudienceValues
  onChange: (next: AudienceValues) => void
}) {
  const { t } = useTranslation('audience')
  if (faculties.length === 0) {
    return <p className="text-sm text-slate-500 dark:text-slate-400">{t('form.noFaculties')}</p>
  }
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        {t('form.faculties')}
      </legend>
      <ul className="mt-1 flex flex-col gap-1">
        {faculties.map((faculty) => {
          const whole = value.facultyIds.includes(faculty.id)
          const departmentIds = faculty.departments.map((d) => d.id)
          return (
            <li key={faculty.id}>
              <label className={`${LABEL} font-medium`}>
                <input
                  type="checkbox"
                  className={BOX}
                  checked={whole}
                  onChange={(e) =>
                    onChange({
                      ...value,
                      facultyIds: toggled(value.facultyIds, faculty.id, e.target.checked),
                      // The faculty covers its departments: they are not listed twice.
                      departmentIds: value.departmentIds.filter((id) => !departmentIds.includes(id)),
                    })
                  }
                />
                {t('form.wholeFaculty', { name: faculty.name })}
              </label>
              {faculty.departments.length > 0 && (
                <ul className="ml-6 flex flex-col">
                  {faculty.departments.map((department) => (
                    <li key={department.id}>
                      <label className={LABEL}>
                        <input
                          type="checkbox"
                          className={BOX}
                          disabled={whole}
                          checked={whole || value.departmentIds.includes(department.id)}
                          onChange={(e) =>
                            onChange({
                              ...value,
                              departmentIds: toggled(value.departmentIds, department.id, e.target.checked),
                            })
                          }
                        />
                        {department.name}
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
