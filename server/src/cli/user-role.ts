import { findUser, findUserForSignIn, setUserRole } from '../modules/users/index.ts'
import { CliError, type Command, parseOptions, positiveInt, required } from './command.ts'
import { parseRole } from './roles.ts'

export const userRole: Command = {
  name: 'user:role',
  usage: '(--username U | --id ID) --role admin|UniAdmin|user [--university ID]',
  summary: "Change a user's site role",
  prepare(args) {
    const o = parseOptions(args, {
      username: { type: 'string' },
      id: { type: 'string' },
      role: { type: 'string' },
      university: { type: 'string' },
    })
    if ((o.username === undefined) === (o.id === undefined))
      throw new CliError('Give --username or --id (one of them)')
    const who = o.id === undefined ? required(o.username, 'username').trim() : positiveInt(o.id, 'id')
    // The lookup below also takes addresses; this command names users by their username only.
    if (typeof who === 'string' && who.includes('@')) {
      throw new CliError('--username takes a username, not an email address')
    }
    const role = parseRole(required(o.role, 'role'))
    // A UniAdmin administers their account's university: --university sets it (any role).
    const universityId = o.university === undefined ? undefined : positiveInt(o.university, 'university')

    return async ({ db, out }) => {
      const before = typeof who === 'number' ? await findUser(db, who) : await findUserForSignIn(db, who)
      if (!before)
        throw new CliError(typeof who === 'number' ? `No user with id ${who}` : `No user named ${who}`)
      if (before.role === role && (universityId ?? before.universityId) === before.universityId) {
        out(`${before.username} (id ${before.id}) already has the role ${role}; nothing changed`)
        return
      }
      const after = await setUserRole(db, before.id, role, universityId)
      const university =
        after.universityId === before.universityId ? '' : `, university ${after.universityId ?? 'none'}`
      out(
        `${after.username} (id ${after.id}) now has the role ${after.role} (was ${before.role})${university}`,
      )
    }
  },
}
