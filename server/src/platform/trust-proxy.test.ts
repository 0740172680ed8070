import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app.ts'

/** 25 failed sign-ins from one address, each claiming another address; then the 26th. */
async function signInStorm(t: TestApp, remoteAddress: string, forwarded: (i: number) => string) {
  const codes: number[] = []
  for (let i = 0; i < 26; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwarded(i) },
      // A new name each time: only the per-address counter is under test.
      payload: { username: `nobody_${remoteAddress.replaceAll('.', '_')}_${i}`, password: 'wrong password' },
    })
    codes.push(res.statusCode)
  }
  return codes
}

describe('TRUST_PROXY', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ throttle: true, env: { TRUST_PROXY: '127.0.0.1' } })
  })
  afterAll(() => t.close())

  it('ignores X-Forwarded-For from a client that is not a named proxy: a forged address escapes no limit', async () => {
    const codes = await signInStorm(t, '203.0.113.7', (i) => `198.51.100.${i + 1}`)
    expect(codes.slice(0, 25).every((c) => c === 401)).toBe(true)
    expect(codes[25]).toBe(429)
  })

  it('takes the client address from a named proxy, so that people behind it count apart', async () => {
    const codes = await signInStorm(t, '127.0.0.1', (i) => `192.0.2.${i + 1}`)
    expect(codes.every((c) => c === 401)).toBe(true)
  })
})
