import { type MyAccount, Role, type RoleChangeRequest } from '@agora/contract'
import type { Executor } from '../../db/client.ts'
import type { Viewer } from '../../platform/auth.ts'
import { badRequest, forbidden, invalidField, notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { getUniversityName } from '../universities/index.ts'
import { canChangeRoles } from './users.policy.ts'
import { findUserByIdForUpdate, findUserByUsername, type UserRow, updateUser } from './users.repository.ts'
import { getMe } from './users.service.ts'

/** Site roles: PUT /admin/users/{id}/role and the CLI's user:role share this. */

/**
 * Gives a site role (admin, UniAdmin, user) to the user with that id or username, and with
 * `universityId` moves the account to that university. A UniAdmin administers the university of
 * their account, so one without a university (given or already theirs) is refused (422
 * university_required). An unknown university is 404. One transaction, the user row locked.
 */
export async function setUserRole(
  db: Executor,
  user: number | string,
  role: Role | string,
  universityId?: number,
): Promise<UserRow> {
  const parsed = Role.safeParse(role)
  if (!parsed.success)
    throw badRequest('bad_request', `Unknown role "${role}"; use ${Role.options.join(', ')}`)
  const newRole = parsed.data
  return db.transaction(async (tx): Promise<UserRow> => {
    const id = typeof user === 'number' ? user : (await findUserByUsername(tx, user))?.id
    const row = id === undefined ? undefined : await findUserByIdForUpdate(tx, id)
    if (!row)
      throw notFound(
        'user_not_found',
        `No user ${typeof user === 'number' ? `with id ${user}` : `named ${user}`}`,
      )
    if (universityId !== undefined && (await getUniversityName(tx, universityId)) === null)
      throw notFound('university_not_found', `No university with id ${universityId}`)
    const university = universityId ?? row.universityId
    if (newRole === 'UniAdmin' && university === null)
      throw invalidField(['body', 'university_id'], 'university_required')
    if (row.role === newRole && university === row.universityId) return row
    // A faculty and department belong to the university the account leaves (issue 17).
    const moved = university !== row.universityId
    return (await updateUser(tx, row.id, {
      role: newRole,
      universityId: university,
      ...(moved ? { facultyId: null, departmentId: null } : {}),
    }))!
  })
}

/** PUT /admin/users/{id}/role: site admins only (403 admin_only); the account as its owner sees it. */
export async function changeUserRole(
  ctx: ServiceContext,
  viewer: Viewer,
  userId: number,
  input: RoleChangeRequest,
): Promise<MyAccount> {
  if (!canChangeRoles(viewer)) throw forbidden('admin_only')
  const row = await setUserRole(ctx.db, userId, input.role, input.university_id)
  return getMe(ctx.db, row.id)
}
