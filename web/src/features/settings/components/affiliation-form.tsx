import type { MyAccount } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { SwitchRow } from '@/components/ui/switch.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { useFaculties } from '@/entities/affiliation/api/get-faculties.ts'
import {
  FacultyDepartmentSelects,
  StudyYearSelect,
} from '@/entities/affiliation/components/affiliation-selects.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useUpdateAffiliation } from '../api/update-affiliation.ts'

/**
 * Faculty, department, year of study and "I have graduated" (issue 17), for an account with a
 * university: the department's options are the chosen faculty's, and graduating clears the year
 * (alumni keep none). Save sends the four fields; the server checks they belong together.
 */
export function AffiliationForm({ me }: { me: MyAccount & { university_id: number } }) {
  const { t } = useTranslation('settings')
  const toast = useToast()
  const faculties = useFaculties(me.university_id)
  const save = useUpdateAffiliation()
  const [facultyId, setFacultyId] = useState(me.affiliation.faculty?.id ?? null)
  const [departmentId, setDepartmentId] = useState(me.affiliation.department?.id ?? null)
  const [studyYear, setStudyYear] = useState(me.affiliation.study_year)
  const [alumni, setAlumni] = useState(me.affiliation.is_alumni)

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    save.mutate(
      {
        faculty_id: facultyId,
        department_id: departmentId,
        study_year: alumni ? null : studyYear,
        is_alumni: alumni,
      },
      { onSuccess: () => toast.success(t('affiliation.saved')) },
    )
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby="affiliation-title"
      className="space-y-4 border-t border-slate-200 pt-6 dark:border-slate-800"
    >
      <div>
        <h3 id="affiliation-title" className="text-lg font-bold">
          {t('affiliation.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t('affiliation.description')}</p>
      </div>
      {faculties.isError && (
        <Alert tone="error">{errorMessage(faculties.error, t('affiliation.loadFailed'))}</Alert>
      )}
      <div className="flex flex-col gap-4 sm:flex-row">
        <FacultyDepartmentSelects
          faculties={faculties.data ?? []}
          facultyId={facultyId}
          departmentId={departmentId}
          onChange={(next) => {
            setFacultyId(next.facultyId)
            setDepartmentId(next.departmentId)
          }}
          mode="edit"
          disabled={faculties.isPending}
        />
      </div>
      <StudyYearSelect
        value={alumni ? null : studyYear}
        onChange={setStudyYear}
        mode="edit"
        disabled={alumni}
      />
      <div className="-mx-4 rounded-xl">
        <SwitchRow
          label={t('affiliation.graduated')}
          description={t('affiliation.graduatedHint')}
          checked={alumni}
          onChange={setAlumni}
        />
      </div>
      {save.isError && <Alert tone="error">{errorMessage(save.error, t('affiliation.failed'))}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? t('affiliation.saving') : t('affiliation.save')}
        </Button>
      </div>
    </form>
  )
}
