import { randomInt } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { makeUser, type TestUser } from '../../../test/factories.ts'
import { expect429, freshIPv4, repeat } from '../../../test/throttles.ts'

function login(app: TestApp['app'], username: string, password: string, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  })
}

describe('throttles', () => {
  let t: TestApp
  let alice: TestUser
  beforeAll(async () => {
    t = await buildTestApp({ throttle: true })
    alice = await makeUser(t, { username: 'alice' })
  })
  afterAll(() => t.close())

  it('allow 25 sign-ins per 5 minutes from one address, then 429 even with the right password', async () => {
    const ip = freshIPv4()
    const codes = await repeat(25, () => login(t.app, 'nobody', 'wrong password', ip))
    expect(codes.every((c) => c === 401)).toBe(true)
    expect429(await login(t.app, 'alice', alice.password, ip), 300)
    expect((await login(t.app, 'alice', alice.password, freshIPv4())).statusCode).toBe(200)
  })

  it('allow 25 sign-ins per hour for one account from any addresses, whatever its case', async () => {
    const victim = await makeUser(t, { username: 'victim_user' })
    const codes = await repeat(25, (i) =>
      login(t.app, i % 2 ? 'VICTIM_user' : 'victim_user', 'guess', freshIPv4()),
    )
    expect(codes.every((c) => c === 401)).toBe(true)
    expect429(await login(t.app, 'victim_user', victim.password, freshIPv4()), 3600)
    expect((await login(t.app, 'alice', alice.password, freshIPv4())).statusCode).toBe(200)
  })

  it('allow 5 sign-ups per 30 minutes from one address, malformed ones included', async () => {
    const ip = freshIPv4()
    const register = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: ip, payload: {} })
    expect(await repeat(5, register)).toEqual([422, 422, 422, 422, 422])
    expect429(await register(), 1800)
  })

  it('count an IPv6 address for its whole /64', async () => {
    const prefix = `2001:db8:${randomInt(65536).toString(16)}:${randomInt(65536).toString(16)}`
    const register = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: ip, payload: {} })
    expect(await repeat(5, (i) => register(`${prefix}::${i + 1}`))).toEqual([422, 422, 422, 422, 422])
    expect429(await register(`${prefix}:ffff:ffff:ffff:ffff`), 1800)
    expect((await register(`2001:db8:ffff:${randomInt(65536).toString(16)}::1`)).statusCode).toBe(422)
  })

  it('allow 60 availability checks per minute per address for each check', async () => {
    const ip = freshIPv4()
    const check = (what: 'email' | 'username') =>
      t.app.inject({
        method: 'POST',
        url: `/api/auth/check-${what}`,
        remoteAddress: ip,
        payload: what === 'email' ? { email: 'x@example.edu' } : { username: 'some_name' },
      })
    const codes = await repeat(60, () => check('email'))
    expect(codes.every((c) => c === 200)).toBe(true)
    expect429(await check('email'), 60)
    expect((await check('username')).statusCode).toBe(200)
  })

  it('allow 5 verification resends per 10 minutes per address', async () => {
    const ip = freshIPv4()
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        remoteAddress: ip,
        payload: { email: 'someone@example.edu' },
      })
    expect(await repeat(5, resend)).toEqual([200, 200, 200, 200, 200])
    expect429(await resend(), 600)
  })
})

describe('throttles are off unless asked for', () => {
  it('let a test app check availability past the limit', async () => {
    const t = await buildTestApp()
    try {
      const codes = await repeat(61, () =>
        t.app.inject({ method: 'POST', url: '/api/auth/check-username', payload: { username: 'some_name' } }),
      )
      expect(codes.every((c) => c === 200)).toBe(true)
    } finally {
      await t.close()
    }
  })
})

describe.skipIf(!process.env.REDIS_URL)('throttles on Redis', () => {
  let redis: Redis
  let first: TestApp
  let second: TestApp
  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL!)
    first = await buildTestApp({ throttle: true, redis })
    second = await buildTestApp({ throttle: true, redis })
  })
  afterAll(async () => {
    await first.close()
    await second.close()
    redis.disconnect()
  })

  it('count requests to every instance together', async () => {
    const ip = freshIPv4()
    const register = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: ip, payload: {} })
    const codes = await repeat(5, (i) => register(i % 2 ? first : second))
    expect(codes).toEqual([422, 422, 422, 422, 422])
    expect429(await register(first), 1800)
    expect429(await register(second), 1800)
  })
})
