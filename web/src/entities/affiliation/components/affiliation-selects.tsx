import type { Faculty } from '@agora/contract'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { STUDY_YEARS, useStudyYearLabel } from '../lib/affiliation-text.ts'

export const SELECT_CLASS =
  'w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-[15px] text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100'

/** A labelled native select: the platform's own picker on phones, the arrow keys everywhere. */
function LabelledSelect({
  label,
  value,
  onChange,
  disabled,
  compact,
  children,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  disabled?: boolean
  /** In a filter row the label is for screen readers only; the empty option says what it is. */
  compact?: boolean
  children: React.ReactNode
}) {
  const id = useId()
  return (
    <div className="min-w-0 flex-1">
      <label
        htmlFor={id}
        className={
          compact ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300'
        }
      >
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        className={SELECT_CLASS}
      >
        {children}
      </select>
    </div>
  )
}

const toId = (value: string): number | null => (value === '' ? null : Number(value))

/**
 * A faculty select and a department select whose options are the chosen faculty's; choosing another
 * faculty clears the department. `mode` 'filter' names the empty options "Any …", 'edit' "No … chosen".
 */
export function FacultyDepartmentSelects({
  faculties,
  facultyId,
  departmentId,
  onChange,
  mode,
  disabled,
}: {
  faculties: Faculty[]
  facultyId: number | null
  departmentId: number | null
  onChange: (next: { facultyId: number | null; departmentId: number | null }) => void
  mode: 'edit' | 'filter'
  disabled?: boolean
}) {
  const { t } = useTranslation('affiliation')
  const faculty = faculties.find((f) => f.id === facultyId) ?? null
  const compact = mode === 'filter'
  return (
    <>
      <LabelledSelect
        label={t('faculty')}
        value={facultyId === null ? '' : String(facultyId)}
        onChange={(value) => onChange({ facultyId: toId(value), departmentId: null })}
        disabled={disabled}
        compact={compact}
      >
        <option value="">{compact ? t('anyFaculty') : t('noFaculty')}</option>
        {faculties.map((f) => (
          <option key={f.id} value={f.id}>
            {f.name}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect
        label={t('department')}
        value={departmentId === null ? '' : String(departmentId)}
        onChange={(value) => onChange({ facultyId, departmentId: toId(value) })}
        disabled={disabled || faculty === null}
        compact={compact}
      >
        <option value="">
          {compact ? t('anyDepartment') : faculty === null ? t('chooseFacultyFirst') : t('noDepartment')}
        </option>
        {faculty?.departments.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </LabelledSelect>
    </>
  )
}

/** Year of study, 1..7, or none ("Any year" in a filter, "Not given" when editing). */
export function StudyYearSelect({
  value,
  onChange,
  mode,
  disabled,
}: {
  value: number | null
  onChange: (year: number | null) => void
  mode: 'edit' | 'filter'
  disabled?: boolean
}) {
  const { t } = useTranslation('affiliation')
  const yearLabel = useStudyYearLabel()
  return (
    <LabelledSelect
      label={t('year')}
      value={value === null ? '' : String(value)}
      onChange={(next) => onChange(toId(next))}
      disabled={disabled}
      compact={mode === 'filter'}
    >
      <option value="">{mode === 'filter' ? t('anyYear') : t('noYear')}</option>
      {STUDY_YEARS.map((year) => (
        <option key={year} value={year}>
          {yearLabel(year)}
        </option>
      ))}
    </LabelledSelect>
  )
}
