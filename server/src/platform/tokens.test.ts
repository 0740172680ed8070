import { pbkdf2 } from 'node:crypto'
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

  it('refuse a token without an expiry, and one not valid yet', async () => {
    const noExp = await new SignJWT({ sid: 42 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .sign(key)
    expect(await readAccessToken(SECRET, noExp)).toBeNull()
    const later = await new SignJWT({ sid: 42 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setExpirationTime('2h')
      .setNotBefore('1h')
      .sign(key)
    expect(await readAccessToken(SECRET, later)).toBeNull()
  })

  it('read a token signed elsewhere with the same key and claims (jose), and refuse a retouched one', async () => {
    const jose = await new SignJWT({ sid: 42 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('7')
      .setIssuedAt()
      .setExpirationTime('30m')
      .sign(key)
    expect(await readAccessToken(SECRET, jose)).toEqual({
      claims: { userId: 7, sessionId: 42 },
      expired: false,
    })
    const [header, payload, signature] = jose.split('.') as [string, string, string]
    const otherPayload = Buffer.from(JSON.stringify({ sid: 43, sub: '7', exp: 2e9 })).toString('base64url')
    expect(await readAccessToken(SECRET, `${header}.${otherPayload}.${signature}`)).toBeNull()
    // The last character of 32 bytes in base64url carries 4 unused bits: the same bytes, not our text.
    const last = signature.at(-1)!
    const twin = 'AEIMQUYcgkosw048'.includes(last) ? String.fromCharCode(last.charCodeAt(0) + 1) : last
    if (twin !== last)
      expect(
        await readAccessToken(SECRET, `${header}.${payload}.${signature.slice(0, -1)}${twin}`),
      ).toBeNull()
    for (const junk of [
      `${header}.${payload}`,
      `${header}.${payload}.${signature}.x`,
      `${header}.${payload}.${signature}=`,
    ]) {
      expect(await readAccessToken(SECRET, junk)).toBeNull()
    }
  })

  it('check a token without waiting for the thread pool that image and password work keep busy', async () => {
    const token = await signAccessToken(SECRET, { userId: 7, sessionId: 42 })
    // More jobs than the pool has threads (4 unless UV_THREADPOOL_SIZE says otherwise), each long.
    let poolWorkDone = 0
    const jobs = Array.from(
      { length: 8 },
      () =>
        new Promise<void>((resolve) =>
          pbkdf2('password', 'salt', 50_000, 64, 'sha512', () => {
            poolWorkDone++
            resolve()
          }),
        ),
    )
    const read = await readAccessToken(SECRET, token)
    expect(read?.claims).toEqual({ userId: 7, sessionId: 42 })
    expect(poolWorkDone).toBe(0)
    await Promise.all(jobs)
  })
})
