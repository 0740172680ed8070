import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app.ts'
import { makeUser, type TestUser } from '../../test/factories.ts'
import { redactUrl } from './log-redaction.ts'

describe('security of answers and logs', () => {
  let t: TestApp
  let user: TestUser
  const logLines: string[] = []
  beforeAll(async () => {
    t = await buildTestApp({ logLines })
    user = await makeUser(t)
  })
  afterAll(() => t.close())

  it('sends Cache-Control: no-store with answers that carry tokens, and with every API answer', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: user.password },
    })
    expect(login.statusCode).toBe(200)
    expect(login.headers['cache-control']).toBe('no-store')
    const token = login.json().access_token as string
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(refresh.statusCode).toBe(200)
    expect(refresh.headers['cache-control']).toBe('no-store')
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' })
    expect(missing.headers['cache-control']).toBe('no-store')
  })

  it('allows sockets to this origin only in its content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    const csp = String(res.headers['content-security-policy'])
    const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src'))
    expect(connect?.trim().split(/\s+/)).toEqual([
      'connect-src',
      "'self'",
      `ws://${new URL(t.config.publicUrl).host}`,
    ])
  })

  it('sends neither HSTS nor upgrade-insecure-requests when the public URL is http', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.headers['strict-transport-security']).toBeUndefined()
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests')
  })

  it('sends both when the public URL is https', async () => {
    const secure = await buildTestApp({ env: { PUBLIC_URL: 'https://agora.example.edu' } })
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/health' })
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests')
      expect(String(res.headers['content-security-policy'])).toContain('wss://agora.example.edu')
    } finally {
      await secure.close()
    }
  })

  it('keeps tokens in URLs out of the request log', async () => {
    const secret = 'abcdefghijklmnopqrstuvwxyz0123456789'
    await t.app.inject({ method: 'POST', url: `/api/auth/verify-email?token=${secret}` })
    await t.app.inject({ method: 'GET', url: `/api/ws/chat/1?x=1&token=${secret}` })
    const log = logLines.join('')
    expect(log).toContain('/api/auth/verify-email?token=[redacted]')
    expect(log).not.toContain(secret)
  })

  it('redacts every secret parameter of a URL and leaves the rest', () => {
    expect(redactUrl('/a?token=1&b=2&access_token=3#x')).toBe(
      '/a?token=[redacted]&b=2&access_token=[redacted]#x',
    )
    expect(redactUrl('/a?tokens=1')).toBe('/a?tokens=1')
  })
})
