import { TIMINGS } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { bearer, loginAs, makeUser, type TestUser } from '../../../test/factories.ts'
import { queryRows } from '../../db/client.ts'
import { readAccessToken, signAccessToken } from '../../platform/tokens.ts'

let t: TestApp
let alice: TestUser
beforeAll(async () => {
  t = await buildTestApp()
  alice = await makeUser(t, { username: 'alice', email: 'alice@example.edu' })
})
afterAll(() => t.close())

const FAILED = { detail: 'Incorrect username or password', code: 'sign_in_failed' }

function login(payload: Record<string, string>, json = false) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
    payload: json ? JSON.stringify(payload) : new URLSearchParams(payload).toString(),
  })
}
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })
const refresh = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers })

async function claimsOf(token: string) {
  return (await readAccessToken(t.config.jwtSecret, token))!.claims
}

describe('POST /api/auth/login', () => {
  it('signs in form-encoded with the username and answers a bearer token', async () => {
    const res = await login({ username: 'alice', password: alice.password })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer' })
    expect((await me(res.json().access_token)).json().username).toBe('alice')
  })

  it('accepts JSON, the email instead of the username, and either in any case', async () => {
    expect((await login({ username: 'alice', password: alice.password }, true)).statusCode).toBe(200)
    expect((await login({ username: 'Alice@Example.EDU', password: alice.password })).statusCode).toBe(200)
    expect((await login({ username: 'ALICE', password: alice.password })).statusCode).toBe(200)
  })

  it('opens one session per sign-in, with the address and user agent', async () => {
    const before = await queryRows<{ n: number }>(
      t.database.db,
      `select count(*)::int as n from sessions where user_id = ${alice.id}`,
    )
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': 'session-test/1.0' },
      payload: { username: 'alice', password: alice.password },
    })
    const { sessionId } = await claimsOf(res.json().access_token)
    const [row] = await queryRows<{ user_id: number; user_agent: string; ip: string }>(
      t.database.db,
      `select user_id, user_agent, ip from sessions where id = ${sessionId}`,
    )
    expect(row).toEqual({ user_id: alice.id, user_agent: 'session-test/1.0', ip: '127.0.0.1' })
    const after = await queryRows<{ n: number }>(
      t.database.db,
      `select count(*)::int as n from sessions where user_id = ${alice.id}`,
    )
    expect(after[0]!.n).toBe(before[0]!.n + 1)
  })

  it('answers the same 401 for a wrong password and for an unknown account', async () => {
    const wrong = await login({ username: 'alice', password: 'wrong password' })
    const unknown = await login({ username: 'nobody_here', password: 'whatever1' })
    const unknownEmail = await login({ username: 'nobody@example.edu', password: 'whatever1' })
    for (const res of [wrong, unknown, unknownEmail]) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual(FAILED)
    }
  })

  it('answers 422 for a missing or empty field', async () => {
    expect((await login({ username: 'alice' })).statusCode).toBe(422)
    expect((await login({ username: '', password: 'x' })).statusCode).toBe(422)
    expect((await login({ username: 'alice', password: '' })).statusCode).toBe(422)
  })

  it('lets an unverified account sign in (it needs a token for the verification screens)', async () => {
    const unverified = await makeUser(t, { verified: false })
    const token = await loginAs(t.app, unverified)
    expect((await me(token)).json()).toMatchObject({ id: unverified.id, is_verified: false })
  })
})

describe('authentication of protected calls', () => {
  it('answers 401 without a token, with a malformed header and with garbage', async () => {
    for (const headers of [{}, { authorization: 'Basic YWxpY2U6eA==' }, { authorization: 'Bearer' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ detail: 'Not authenticated', code: 'not_authenticated' })
      expect(res.headers['www-authenticate']).toBe('Bearer')
    }
    const garbage = await me('not-a-jwt')
    expect(garbage.statusCode).toBe(401)
    expect(garbage.json()).toEqual({ detail: 'Invalid token', code: 'invalid_token' })
  })

  it('answers 401 for a token signed with another secret', async () => {
    const claims = await claimsOf(await loginAs(t.app, alice))
    const forged = await signAccessToken('another-secret-another-secret-another', claims)
    expect((await me(forged)).statusCode).toBe(401)
  })

  it('answers 401 for an expired token of a live session', async () => {
    const claims = await claimsOf(await loginAs(t.app, alice))
    const old = await signAccessToken(t.config.jwtSecret, claims, new Date(Date.now() - 31 * 60 * 1000))
    const res = await me(old)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ detail: 'Token expired', code: 'token_expired' })
  })

  it("answers 401 for a token naming someone else's session", async () => {
    const bob = await makeUser(t)
    const bobs = await claimsOf(await loginAs(t.app, bob))
    const mixed = await signAccessToken(t.config.jwtSecret, { userId: alice.id, sessionId: bobs.sessionId })
    expect((await me(mixed)).statusCode).toBe(401)
  })

  it('answers 401 once the session is revoked (sign out)', async () => {
    const token = await loginAs(t.app, alice)
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })
    expect(out.statusCode).toBe(200)
    expect(out.json()).toEqual({ message: 'Signed out' })
    const res = await me(token)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ detail: 'Session expired', code: 'session_expired' })
  })

  it('answers 401 once the session has been idle for 30 days', async () => {
    const token = await loginAs(t.app, alice)
    const { sessionId } = await claimsOf(token)
    await idleFor(sessionId, TIMINGS.sessionIdleDays * 24 * 60 + 1)
    expect((await me(token)).statusCode).toBe(401)
  })

  it('answers 401 after the account is gone', async () => {
    const carol = await makeUser(t)
    const token = await loginAs(t.app, carol)
    await queryRows(t.database.db, `delete from users where id = ${carol.id}`)
    expect((await me(token)).statusCode).toBe(401)
  })
})

describe('POST /api/auth/refresh', () => {
  it('answers a new working token for the current one and keeps the session alive', async () => {
    const token = await loginAs(t.app, alice)
    const { sessionId } = await claimsOf(token)
    await idleFor(sessionId, 10 * 24 * 60)
    const res = await refresh(bearer(token))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer' })
    expect(await claimsOf(res.json().access_token)).toEqual({ userId: alice.id, sessionId })
    expect((await me(res.json().access_token)).statusCode).toBe(200)
    const [row] = await queryRows<{ idle_s: number }>(
      t.database.db,
      `select extract(epoch from now() - last_used_at)::int as idle_s from sessions where id = ${sessionId}`,
    )
    expect(row!.idle_s).toBeLessThan(60)
  })

  it('renews an expired token while its session lives', async () => {
    const claims = await claimsOf(await loginAs(t.app, alice))
    const old = await signAccessToken(t.config.jwtSecret, claims, new Date(Date.now() - 2 * 60 * 60 * 1000))
    const res = await refresh(bearer(old))
    expect(res.statusCode).toBe(200)
    expect((await me(res.json().access_token)).statusCode).toBe(200)
  })

  it('answers 401 without a token or with garbage', async () => {
    expect((await refresh()).statusCode).toBe(401)
    expect((await refresh(bearer('garbage'))).statusCode).toBe(401)
  })

  it('answers 401 for a revoked or idle session', async () => {
    const revoked = await loginAs(t.app, alice)
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(revoked) })
    expect((await refresh(bearer(revoked))).json()).toEqual({
      detail: 'Session expired',
      code: 'session_expired',
    })

    const idle = await loginAs(t.app, alice)
    await idleFor((await claimsOf(idle)).sessionId, TIMINGS.sessionIdleDays * 24 * 60 + 1)
    expect((await refresh(bearer(idle))).statusCode).toBe(401)
  })

  it('signing out one device leaves the others signed in', async () => {
    const phone = await loginAs(t.app, alice)
    const laptop = await loginAs(t.app, alice)
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(phone) })
    expect((await me(phone)).statusCode).toBe(401)
    expect((await me(laptop)).statusCode).toBe(200)
  })
})

async function idleFor(sessionId: number, minutes: number) {
  await queryRows(
    t.database.db,
    `update sessions set last_used_at = now() - interval '${minutes} minutes' where id = ${sessionId}`,
  )
}
