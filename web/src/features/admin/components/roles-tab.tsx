import type { Role } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { UserRow } from '@/entities/user/components/user-row.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useDebouncedValue } from '@/lib/use-debounced-value.ts'
import { useAdminUniversities } from '../api/get-universities.ts'
import { useUserSearch } from '../api/search-users.ts'
import { useSetUserRole } from '../api/set-user-role.ts'

const ROLES: Role[] = ['user', 'UniAdmin', 'admin']

/** People's site roles: find someone, choose the role (and, for a UniAdmin, the university). */
export function RolesTab() {
  const { t } = useTranslation('admin')
  const [term, setTerm] = useState('')
  const debounced = useDebouncedValue(term, 300)
  const users = useUserSearch(debounced)
  return (
    <div>
      <div className="px-4 py-3">
        <TextField
          label={t('roles.search')}
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
      </div>
      {debounced.trim() && users.data?.length === 0 && (
        <p className="px-4 py-3 text-slate-500">{t('roles.none')}</p>
      )}
      <ul aria-label={t('tabs.roles')} className="divide-y divide-slate-200 dark:divide-slate-800">
        {users.data?.map((user) => (
          <li key={user.id}>
            <UserRow
              user={user}
              actions={
                <RoleForm userId={user.id} current={user.role as Role} universityId={user.university_id} />
              }
            />
          </li>
        ))}
      </ul>
    </div>
  )
}

function RoleForm({
  userId,
  current,
  universityId,
}: {
  userId: number
  current: Role
  universityId: number | null
}) {
  const { t } = useTranslation('admin')
  const toast = useToast()
  const set = useSetUserRole()
  const universities = useAdminUniversities('')
  const [role, setRole] = useState<Role>(current)
  const [university, setUniversity] = useState<string>(universityId?.toString() ?? '')
  const select =
    'rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900'
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault()
        set.mutate(
          {
            userId,
            body: {
              role,
              ...(role === 'UniAdmin' && university ? { university_id: Number(university) } : {}),
            },
          },
          {
            onSuccess: () => toast.success(t('roles.saved')),
            onError: (err) => toast.error(errorMessage(err, t('errors.action'))),
          },
        )
      }}
    >
      <select
        aria-label={t('roles.role')}
        value={role}
        onChange={(e) => setRole(e.target.value as Role)}
        className={select}
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`roles.values.${r as 'user'}`)}
          </option>
        ))}
      </select>
      {role === 'UniAdmin' && (
        <select
          aria-label={t('roles.university')}
          value={university}
          onChange={(e) => setUniversity(e.target.value)}
          className={select}
        >
          <option value="">—</option>
          {universities.data?.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name}
            </option>
          ))}
        </select>
      )}
      <Button type="submit" className="px-3 py-1.5 text-sm" busy={set.isPending}>
        {t('roles.set')}
      </Button>
    </form>
  )
}
