import { TIMINGS } from '@agora/contract'
import { SignJWT, UnsecuredJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { readAccessToken, signAccessToken } from './tokens.ts'

const SECRET = 'a-test-secret-that-is-long-enough-1234'
const key = new TextEncoder().encode(SECRET)

describe('access tokens', () => {
  it('carry sub and sid, last 30 minutes and read back', async () => {
    const now = new Date()
    const token = await signAccessToken(SECRET, { userId: 7, sessionId: 42 }, now)
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())
    expect(payload.sub).toBe('7')
    expect(payload.sid).toBe(42)
    expect(payload.exp - payload.iat).toBe(TIMINGS.accessTokenSeconds)
    expect(await readAccessToken(SECRET, token)).toEqual({
      claims: { userId: 7, sessionId: 42 },
      expired: false,
    })
  })

  it('read an expired token as expired, with its claims', async () => {
    const longAgo = new Date(Date.now() - (TIMINGS.accessTokenSeconds + 60) * 1000)
    const token = await signAccessToken(SECRET, { userId: 7, sessionId: 42 }, longAgo)
    expect(await readAccessToken(SECRET, token)).toEqual({
      claims: { userId: 7, sessionId: 42 },
      expired: true,
    })
  })

  it('refuse another secret, garbage, an unsigned token and missing claims', async () => {
    const token = await signAccessToken(SECRET, { userId: 7, sessionId: 42 })
    expect(await readAccessToken(`${SECRET}-other`, token)).toBeNull()
    expect(await readAccessToken(SECRET, 'not.a.token')).toBeNull()
    expect(await readAccessToken(SECRET, '')).toBeNull()
    const unsigned = new UnsecuredJWT({ sid: 42 }).setSubject('7').setExpirationTime('30m').encode()
    expect(await readAccessToken(SECRET, unsigned)).toBeNull()
    const noSid = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('7').sign(key)
    expect(await readAccessToken(SECRET, noSid)).toBeNull()
    // Ids no row can have (PostgreSQL integers): refused, not looked up.
    for (const [userId, sessionId] of [
      [7, 2 ** 40],
      [2 ** 31, 1],
      [0, 42],
      [7, -1],
    ] as const) {
      expect(await readAccessToken(SECRET, await signAccessToken(SECRET, { userId, sessionId }))).toBeNull()
    }
    const badSub = await new SignJWT({ sid: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x7')
      .sign(key)
    expect(await readAccessToken(SECRET, badSub)).toBeNull()
  })

  it('refuse another algorithm even with the right key', async () => {
    const hs512 = await new SignJWT({ sid: 42 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('7')
      .setExpirationTime('30m')
      .sign(new TextEncoder().encode(SECRET.repeat(2)))
    expect(await readAccessToken(SECRET.repeat(2), hs512)).toBeNull()
  })
})
