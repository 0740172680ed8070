import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { makeUser } from '../../../test/factories.ts'
import { FACTORY_PASSWORD_HASH } from '../../platform/passwords.ts'
import { insertUser, isForeignKeyViolation, takenField } from './users.repository.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  await makeUser(t, { username: 'Holder', email: 'holder@example.edu' })
})
afterAll(() => t.close())

/** The error of an insert that skips the service's checks, as a lost race would meet it. */
async function insertError(values: { username: string; email: string; universityId?: number }) {
  return insertUser(t.database.db, { ...values, passwordHash: FACTORY_PASSWORD_HASH }).then(
    () => null,
    (err: unknown) => err,
  )
}

describe('users repository', () => {
  it('tells which unique index refused a duplicate', async () => {
    const sameName = await insertError({ username: 'HOLDER', email: 'other@example.edu' })
    expect(takenField(sameName)).toBe('username')
    const sameEmail = await insertError({ username: 'other_name', email: 'holder@example.edu' })
    expect(takenField(sameEmail)).toBe('email')
    expect(isForeignKeyViolation(sameEmail)).toBe(false)
  })

  it('recognises an unknown university id', async () => {
    const err = await insertError({ username: 'nowhere', email: 'nowhere@example.edu', universityId: 424242 })
    expect(isForeignKeyViolation(err)).toBe(true)
    expect(takenField(err)).toBeNull()
  })
})
