import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { bearer, loginAs, makeUser, outboxMails, verificationTokenIn } from '../../../test/factories.ts'
import { queryRows } from '../../db/client.ts'
import { createUniversity } from '../universities/index.ts'
import { RESEND_MESSAGE } from './verification.service.ts'

let t: TestApp
let metuId: number
beforeAll(async () => {
  t = await buildTestApp()
  metuId = (
    await createUniversity(t.database.db, {
      name: 'Middle East Technical University',
      domains: ['metu.edu.tr'],
    })
  ).id
})
afterAll(() => t.close())

let registered = 0
/** Registers through the API; the account's address, password and first link token. */
async function register(email?: string) {
  registered += 1
  const address = email ?? `student${registered}@example.edu`
  const username = `student_${registered}`
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: address, username, password: 'long enough' },
  })
  expect(res.statusCode).toBe(201)
  const token = verificationTokenIn(outboxMails(t.dataDir, address).at(-1)!)
  return { email: address, username, password: 'long enough', token }
}

const verify = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/auth/verify-email?token=${token}` })
const resend = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email }, headers })
const meOf = async (account: { username: string; password: string }) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(await loginAs(t.app, account)) })
  ).json()
/** Moves the account's newest link back in time, as if it had been sent `seconds` earlier. */
const ageLinks = (email: string, seconds: number) =>
  queryRows(
    t.database.db,
    `update email_verification_tokens set created_at = created_at - interval '${seconds} seconds'
     where user_id = (select id from users where email = '${email}')`,
  )

describe('POST /api/auth/verify-email', () => {
  it('verifies the account and places it in the university of its domain', async () => {
    const account = await register('ayse@student.metu.edu.tr')
    const res = await verify(account.token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Email verified' })
    expect(await meOf(account)).toMatchObject({ is_verified: true, university_id: metuId })
  })

  it('verifies an address of no known university without giving one', async () => {
    const account = await register('someone@gmail.com')
    expect((await verify(account.token)).statusCode).toBe(200)
    expect(await meOf(account)).toMatchObject({ is_verified: true, university_id: null })
  })

  it('answers "already verified" for a spent link and for an older link of a verified account', async () => {
    const account = await register()
    await ageLinks(account.email, 120)
    await resend(account.email)
    const newest = verificationTokenIn(outboxMails(t.dataDir, account.email).at(-1)!)
    expect(newest).not.toBe(account.token)
    expect((await verify(newest)).json()).toEqual({ message: 'Email verified' })
    for (const token of [newest, account.token]) {
      const res = await verify(token)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ message: 'Email already verified' })
    }
  })

  it('answers 400 for an unknown link', async () => {
    const res = await verify('bm90LWEtcmVhbC10b2tlbi1ub3QtYS1yZWFsLXRva2Vu')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ detail: 'Invalid verification link', code: 'invalid_link' })
  })

  it('answers 400 for a link older than 24 hours and leaves the account unverified', async () => {
    const account = await register()
    await queryRows(
      t.database.db,
      `update email_verification_tokens set expires_at = now() - interval '1 second'
       where user_id = (select id from users where email = '${account.email}')`,
    )
    const res = await verify(account.token)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ detail: 'Verification link has expired', code: 'expired_link' })
    expect(await meOf(account)).toMatchObject({ is_verified: false })
  })

  it('answers 422 without a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email' })).statusCode).toBe(422)
  })
})

describe('POST /api/auth/resend-verification', () => {
  it('mails a new link to an unverified account once its last one is a minute old', async () => {
    const account = await register()
    await ageLinks(account.email, 61)
    const res = await resend(account.email.toUpperCase())
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: RESEND_MESSAGE })
    const mails = outboxMails(t.dataDir, account.email)
    expect(mails).toHaveLength(2)
    expect(mails[1]!.subject).toBe('Verify your Agora email')
    expect((await verify(verificationTokenIn(mails[1]!))).json()).toEqual({ message: 'Email verified' })
  })

  it('gives the same answer for an unknown and a verified address, and mails nothing', async () => {
    const verified = await makeUser(t, { email: 'done@example.edu' })
    for (const email of ['nobody@example.edu', verified.email]) {
      const res = await resend(email)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ message: RESEND_MESSAGE })
      expect(outboxMails(t.dataDir, email)).toHaveLength(0)
    }
  })

  it('sends nothing within a minute of the last link and tells strangers nothing', async () => {
    const account = await register()
    const stranger = await loginAs(t.app, await makeUser(t))
    for (const headers of [{}, bearer(stranger)]) {
      const res = await resend(account.email, headers)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ message: RESEND_MESSAGE })
    }
    expect(outboxMails(t.dataDir, account.email)).toHaveLength(1)
  })

  it("answers the account's own signed-in owner 429 with Retry-After during the cooldown", async () => {
    const account = await register()
    await ageLinks(account.email, 20)
    const res = await resend(account.email, bearer(await loginAs(t.app, account)))
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual({
      detail: 'Please wait a minute before requesting another verification email',
      code: 'resend_too_soon',
    })
    const retryAfter = Number(res.headers['retry-after'])
    expect(retryAfter).toBeGreaterThanOrEqual(39)
    expect(retryAfter).toBeLessThanOrEqual(41)
    expect(outboxMails(t.dataDir, account.email)).toHaveLength(1)
  })

  it('answers 422 for a malformed address', async () => {
    const res = await resend('not-an-address')
    expect(res.statusCode).toBe(422)
    expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'email'], code: 'email_invalid' })
  })
})

describe('DELETE /api/auth/delete-unverified-account', () => {
  const del = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/auth/delete-unverified-account',
      payload: { email },
      headers,
    })

  it("deletes the caller's own unverified account, its sessions with it; the address is free again", async () => {
    const account = await register()
    const token = await loginAs(t.app, account)
    const { id } = await meOf(account)
    const res = await del(account.email.toUpperCase(), bearer(token))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Account deleted' })
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode,
    ).toBe(401)
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-email',
      payload: { email: account.email },
    })
    expect(check.json().available).toBe(true)
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      `select (select count(*) from users where id = ${id}) + (select count(*) from sessions where user_id = ${id})
         + (select count(*) from email_verification_tokens where user_id = ${id}) as n`,
    )
    expect(Number(rows[0]!.n)).toBe(0)
  })

  it("answers 403 for someone else's token and keeps the account", async () => {
    const victim = await register()
    const other = await register()
    const res = await del(victim.email, bearer(await loginAs(t.app, other)))
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ detail: 'You can only delete your own account', code: 'not_your_account' })
    expect(await meOf(victim)).toMatchObject({ email: victim.email })
  })

  it('answers 400 for a verified account', async () => {
    const verified = await makeUser(t)
    const res = await del(verified.email, bearer(await loginAs(t.app, verified)))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      detail: 'This account is verified and cannot be deleted here',
      code: 'account_verified',
    })
  })

  it('answers 401 without a token and 422 for a malformed address', async () => {
    const account = await register()
    expect((await del(account.email)).statusCode).toBe(401)
    expect((await del('nope', bearer(await loginAs(t.app, account)))).statusCode).toBe(422)
  })
})
