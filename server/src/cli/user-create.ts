import { findUniversityIdForEmail, getUniversity } from '../modules/universities/index.ts'
import { createUser } from '../modules/users/index.ts'
import { CliError, type Command, parseOptions, positiveInt, required } from './command.ts'
import { parseRole } from './roles.ts'

export const userCreate: Command = {
  name: 'user:create',
  usage: '--email E --username U --password P [--role admin|UniAdmin|user] [--verified] [--university ID]',
  summary: 'Create an account; --verified skips the mail, and then its address picks its university',
  prepare(args) {
    const o = parseOptions(args, {
      email: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      verified: { type: 'boolean' },
      university: { type: 'string' },
    })
    const input = {
      email: required(o.email, 'email'),
      username: required(o.username, 'username'),
      password: required(o.password, 'password'),
      role: o.role === undefined ? ('user' as const) : parseRole(o.role),
      verified: o.verified ?? false,
    }
    const universityId = o.university === undefined ? undefined : positiveInt(o.university, 'university')

    return async ({ db, out }) => {
      let university = universityId === undefined ? null : await getUniversity(db, universityId)
      if (universityId !== undefined && !university)
        throw new CliError(`No university with id ${universityId}`)
      // As verifying the address would (DESIGN.md section 5), unless the admin named one.
      if (!university && input.verified) {
        const fromDomain = await findUniversityIdForEmail(db, input.email)
        university = fromDomain === null ? null : await getUniversity(db, fromDomain)
      }
      const user = await createUser(db, { ...input, universityId: university?.id ?? null })
      const facts = [
        user.email,
        `role ${user.role}`,
        user.isVerified ? 'verified' : 'not verified',
        university ? `university ${university.id} (${university.name})` : 'no university',
      ]
      out(`Created user ${user.username} with id ${user.id}: ${facts.join(', ')}`)
    }
  },
}
