import type { University } from '@agora/contract'
import { useDeferredValue, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button.tsx'
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states.tsx'
import { useFaculties } from '@/entities/affiliation/api/get-faculties.ts'
import {
  FacultyDepartmentSelects,
  SELECT_CLASS,
  StudyYearSelect,
} from '@/entities/affiliation/components/affiliation-selects.tsx'
import { useAffiliationLine } from '@/entities/affiliation/lib/affiliation-text.ts'
import { UserRow } from '@/entities/user/components/user-row.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { countOptions } from '@/lib/count-label.ts'
import {
  DIRECTORY_PAGE_SIZE,
  type DirectoryFilters,
  useMemberDirectory,
} from '../api/get-member-directory.ts'

const NO_FILTERS: DirectoryFilters = {
  facultyId: null,
  departmentId: null,
  studyYear: null,
  alumni: null,
  q: '',
}

/**
 * The Members tab for the university's administrators (issue 17; abilities.can_manage_structure):
 * every live member with their department, faculty and year, filtered by faculty, department, year
 * and alumni status and searched by name, 20 a page with the total.
 */
export function MemberDirectory({ university }: { university: University }) {
  const { t } = useTranslation('university')
  const faculties = useFaculties(university.id)
  const line = useAffiliationLine()
  const statusId = useId()
  const [filters, setFilters] = useState<DirectoryFilters>(NO_FILTERS)
  const [page, setPage] = useState(1)
  // Typing refetches once the field settles, not at every keystroke.
  const asked = useDeferredValue(filters)
  const list = useMemberDirectory(university.id, asked, page)
  const update = (next: Partial<DirectoryFilters>) => {
    setFilters((prev) => ({ ...prev, ...next }))
    setPage(1)
  }
  const total = list.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE))

  return (
    <div>
      <fieldset className="space-y-3 border-b border-slate-200 px-4 py-4 dark:border-slate-800">
        <legend className="sr-only">{t('directory.filters')}</legend>
        <input
          type="search"
          aria-label={t('directory.search')}
          placeholder={t('directory.searchPlaceholder')}
          value={filters.q}
          onChange={(event) => update({ q: event.target.value })}
          className={SELECT_CLASS}
        />
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <FacultyDepartmentSelects
            faculties={faculties.data ?? []}
            facultyId={filters.facultyId}
            departmentId={filters.departmentId}
            onChange={(next) => update(next)}
            mode="filter"
          />
          <StudyYearSelect
            value={filters.studyYear}
            onChange={(studyYear) => update({ studyYear })}
            mode="filter"
          />
          <div className="min-w-0 flex-1">
            <label htmlFor={statusId} className="sr-only">
              {t('directory.status')}
            </label>
            <select
              id={statusId}
              value={filters.alumni === null ? '' : String(filters.alumni)}
              onChange={(event) =>
                update({ alumni: event.target.value === '' ? null : event.target.value === 'true' })
              }
              className={SELECT_CLASS}
            >
              <option value="">{t('directory.anyStatus')}</option>
              <option value="false">{t('directory.studentsOnly')}</option>
              <option value="true">{t('directory.alumniOnly')}</option>
            </select>
          </div>
        </div>
        {list.data && (
          <p role="status" className="text-sm text-slate-500 dark:text-slate-400">
            {t('directory.total', countOptions(total))}
          </p>
        )}
      </fieldset>
      {list.isPending ? (
        <ListSkeleton label={t('tabs.users')} rows={4} />
      ) : list.isError ? (
        <ErrorState
          message={errorMessage(list.error, t('directory.failed'))}
          retryLabel={t('retry')}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.members.length === 0 ? (
        <EmptyState title={t('directory.empty')} />
      ) : (
        <ul
          aria-label={t('directory.label', { name: university.name })}
          aria-busy={list.isPlaceholderData || undefined}
          className="divide-y divide-slate-200 dark:divide-slate-800"
        >
          {list.data.members.map((member) => (
            <li key={member.id}>
              {/* The row's second line is the member's affiliation, where a list shows the bio. */}
              <UserRow user={{ ...member, bio: line(member.affiliation) ?? t('directory.none') }} />
            </li>
          ))}
        </ul>
      )}
      {total > DIRECTORY_PAGE_SIZE && (
        <nav
          aria-label={t('directory.pagination')}
          className="flex items-center justify-between gap-3 px-4 py-4"
        >
          <Button
            variant="secondary"
            className="px-4 py-2 text-sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('directory.previous')}
          </Button>
          <span aria-current="page" className="text-sm text-slate-600 dark:text-slate-400">
            {t('directory.page', { page, pages })}
          </span>
          <Button
            variant="secondary"
            className="px-4 py-2 text-sm"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('directory.next')}
          </Button>
        </nav>
      )}
    </div>
  )
}
