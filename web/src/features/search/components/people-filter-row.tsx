import { useTranslation } from 'react-i18next'
import { useFaculties } from '@/entities/affiliation/api/get-faculties.ts'
import {
  FacultyDepartmentSelects,
  StudyYearSelect,
} from '@/entities/affiliation/components/affiliation-selects.tsx'
import type { PeopleFilters } from '../api/get-detailed-search.ts'

export const NO_PEOPLE_FILTERS: PeopleFilters = { faculty_id: null, department_id: null, study_year: null }

/**
 * The People results' filters (issue 17), for a viewer with a university: a faculty of it, then one
 * of that faculty's departments, and a year of study.
 */
export function PeopleFilterRow({
  universityId,
  value,
  onChange,
}: {
  universityId: number
  value: PeopleFilters
  onChange: (next: PeopleFilters) => void
}) {
  const { t } = useTranslation('search')
  const faculties = useFaculties(universityId)
  if (!faculties.data || faculties.data.length === 0) return null
  return (
    <fieldset className="grid grid-cols-1 gap-2 border-b border-slate-200 px-4 py-3 sm:grid-cols-3 dark:border-slate-800">
      <legend className="sr-only">{t('peopleFilters')}</legend>
      <FacultyDepartmentSelects
        faculties={faculties.data}
        facultyId={value.faculty_id}
        departmentId={value.department_id}
        onChange={(next) =>
          onChange({ ...value, faculty_id: next.facultyId, department_id: next.departmentId })
        }
        mode="filter"
      />
      <StudyYearSelect
        value={value.study_year}
        onChange={(studyYear) => onChange({ ...value, study_year: studyYear })}
        mode="filter"
      />
    </fieldset>
  )
}
