import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { loginAs, makeUser } from '../../../test/factories.ts'
import { HttpError } from '../../platform/errors.ts'
import { verifyPassword } from '../../platform/passwords.ts'
import { createUniversity } from '../universities/index.ts'
import { setUserRole } from './users.roles.service.ts'
import { createUser } from './users.service.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

/** The status and detail a rejected call carries, for the CLI's one-line reasons. */
async function failure(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(HttpError)
  const { statusCode: status, detail, code } = err as HttpError
  return { status, detail, code }
}

describe('createUser (used by the CLI and seeds)', () => {
  it('hashes the password, normalises the address and can sign in', async () => {
    const uni = await createUniversity(t.database.db, {
      name: 'İstanbul Teknik Üniversitesi',
      domains: ['itu.edu.tr'],
    })
    const user = await createUser(t.database.db, {
      email: ' Admin@ITU.edu.tr ',
      username: 'site_admin',
      password: 'admin password',
      role: 'admin',
      verified: true,
      universityId: uni.id,
    })
    expect(user).toMatchObject({
      email: 'admin@itu.edu.tr',
      username: 'site_admin',
      role: 'admin',
      isVerified: true,
      universityId: uni.id,
    })
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(user.passwordHash, 'admin password')).toBe(true)
    await loginAs(t.app, { username: 'site_admin', password: 'admin password' })
  })

  it('makes unverified plain users by default', async () => {
    const user = await createUser(t.database.db, {
      email: 'plain@example.edu',
      username: 'plain',
      password: 'password1',
    })
    expect(user).toMatchObject({ role: 'user', isVerified: false, universityId: null })
  })

  it('refuses bad input with a one-line 400, and a missing university with 404', async () => {
    const base = { email: 'ok@example.edu', username: 'ok_name', password: 'password1' }
    expect(await failure(createUser(t.database.db, { ...base, email: 'nope' }))).toEqual({
      status: 400,
      detail: 'Enter a valid email address',
      code: 'invalid_input',
    })
    expect(await failure(createUser(t.database.db, { ...base, username: 'x' }))).toEqual({
      status: 400,
      detail: 'Username must be at least 3 characters',
      code: 'invalid_input',
    })
    expect(await failure(createUser(t.database.db, { ...base, password: 'short' }))).toEqual({
      status: 400,
      detail: 'Password must be at least 8 characters',
      code: 'invalid_input',
    })
    expect(await failure(createUser(t.database.db, { ...base, role: 'ComAdmin' as never }))).toMatchObject({
      status: 400,
    })
    expect(await failure(createUser(t.database.db, { ...base, universityId: 999999 }))).toEqual({
      status: 404,
      detail: 'No university with id 999999',
      code: 'university_not_found',
    })
  })

  it('refuses a taken address or name with 409', async () => {
    await makeUser(t, { username: 'existing', email: 'existing@example.edu' })
    expect(
      await failure(
        createUser(t.database.db, {
          email: 'EXISTING@example.edu',
          username: 'fresh1',
          password: 'password1',
        }),
      ),
    ).toEqual({ status: 409, detail: 'Email is already registered', code: 'email_taken' })
    expect(
      await failure(
        createUser(t.database.db, {
          email: 'fresh@example.edu',
          username: 'Existing',
          password: 'password1',
        }),
      ),
    ).toEqual({ status: 409, detail: 'Username is already taken', code: 'username_taken' })
  })
})

describe('setUserRole', () => {
  it('gives a site role by id or by username (any case)', async () => {
    const user = await makeUser(t, { username: 'promote_me' })
    expect((await setUserRole(t.database.db, user.id, 'user')).role).toBe('user')
    expect((await setUserRole(t.database.db, 'PROMOTE_me', 'admin')).role).toBe('admin')
  })

  it("makes a UniAdmin of a university: the given one, or the account's own; none is 422", async () => {
    const uni = await createUniversity(t.database.db, { name: 'Role Test University', domains: [] })
    const member = await makeUser(t, { universityId: uni.id })
    expect(await setUserRole(t.database.db, member.id, 'UniAdmin')).toMatchObject({
      role: 'UniAdmin',
      universityId: uni.id,
    })
    const loner = await makeUser(t)
    const refused = await failure(setUserRole(t.database.db, loner.id, 'UniAdmin'))
    expect(refused).toMatchObject({ status: 422, code: 'validation_failed' })
    expect(JSON.stringify(refused.detail)).toContain('university_required')
    expect(await setUserRole(t.database.db, loner.id, 'UniAdmin', uni.id)).toMatchObject({
      role: 'UniAdmin',
      universityId: uni.id,
    })
    expect((await failure(setUserRole(t.database.db, loner.id, 'user', 999_999))).code).toBe(
      'university_not_found',
    )
  })

  it('refuses an unknown role (400) and an unknown user (404)', async () => {
    const user = await makeUser(t)
    expect((await failure(setUserRole(t.database.db, user.id, 'ComMod'))).status).toBe(400)
    expect(await failure(setUserRole(t.database.db, 'nobody_at_all', 'admin'))).toEqual({
      status: 404,
      detail: 'No user named nobody_at_all',
      code: 'user_not_found',
    })
    expect((await failure(setUserRole(t.database.db, 999999, 'admin'))).status).toBe(404)
  })
})
