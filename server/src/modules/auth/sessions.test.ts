import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { bearer, loginAs } from '../../../test/factories.ts'
import { openUserSocket } from '../../../test/sockets.ts'
import { signedInUser } from '../../../test/users.ts'
import { SOCKET_UNAUTHORIZED } from '../../platform/realtime.ts'
import { deviceOf } from './auth.sessions.presenter.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

async function signInFrom(username: string, password: string, userAgent: string, remoteAddress: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'user-agent': userAgent },
    payload: { username, password },
  })
  expect(res.statusCode).toBe(200)
  return res.json().access_token as string
}
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })
const list = (token: string) => as(t.app, token).get('/api/auth/sessions')

describe('GET /api/auth/sessions', () => {
  it("lists the viewer's live sessions with device, address and times, marking the current one", async () => {
    const ana = await signedInUser(t, { username: 'ses_ana' })
    const phone = await signInFrom('ses_ana', ana.password, SAFARI_IPHONE, '203.0.113.7')
    const laptop = await signInFrom('ses_ana', ana.password, FIREFOX_WINDOWS, '198.51.100.2')
    await signedInUser(t, { username: 'ses_other' })

    const res = await list(laptop)
    expect(res.statusCode).toBe(200)
    const sessions = res.json() as { id: number; current: boolean; browser: string; os: string; ip: string }[]
    expect(sessions).toHaveLength(3)
    expect(sessions.filter((s) => s.current)).toEqual([
      expect.objectContaining({ browser: 'Firefox', os: 'Windows', ip: '198.51.100.2' }),
    ])
    expect(sessions).toContainEqual({
      id: expect.any(Number),
      browser: 'Safari',
      os: 'iOS',
      ip: '203.0.113.7',
      created_at: expect.any(String),
      last_used_at: expect.any(String),
      current: false,
    })
    expect((await list(phone)).json().filter((s: { current: boolean }) => s.current)[0].browser).toBe(
      'Safari',
    )
  })

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401)
  })
})

describe('signing sessions out', () => {
  it('ends one session at once: its token, its refresh and its sockets are refused', async () => {
    const ben = await signedInUser(t, { username: 'ses_ben' })
    const other = await loginAs(t.app, ben)
    const socket = await openUserSocket(t.app, other)
    await socket.next((m) => m.type === 'ready')
    const target = (await list(other)).json().find((s: { current: boolean }) => s.current).id

    const res = await as(t.app, ben.token).delete(`/api/auth/sessions/${target}`)
    expect(res.statusCode).toBe(200)
    expect((await me(other)).statusCode).toBe(401)
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(other) })
    expect(refresh.statusCode).toBe(401)
    expect(await socket.closed).toBe(SOCKET_UNAUTHORIZED)
    expect((await me(ben.token)).statusCode).toBe(200)
    expect((await list(ben.token)).json().map((s: { id: number }) => s.id)).not.toContain(target)

    const again = await as(t.app, ben.token).delete(`/api/auth/sessions/${target}`)
    expect(again.statusCode).toBe(404)
    expect(again.json().code).toBe('session_not_found')
  })

  it("answers another person's session as a missing one and leaves it alive", async () => {
    const cem = await signedInUser(t, { username: 'ses_cem' })
    const deniz = await signedInUser(t, { username: 'ses_deniz' })
    const denizSession = (await list(deniz.token)).json()[0].id
    const res = await as(t.app, cem.token).delete(`/api/auth/sessions/${denizSession}`)
    const missing = await as(t.app, cem.token).delete('/api/auth/sessions/2147483647')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual(missing.json())
    expect((await me(deniz.token)).statusCode).toBe(200)
    expect((await as(t.app, cem.token).delete('/api/auth/sessions/abc')).statusCode).toBe(422)
  })

  it('signs out every other session and keeps the current one', async () => {
    const ece = await signedInUser(t, { username: 'ses_ece' })
    const second = await loginAs(t.app, ece)
    const third = await loginAs(t.app, ece)
    const fay = await signedInUser(t, { username: 'ses_fay' })
    const res = await as(t.app, ece.token).post('/api/auth/sessions/sign-out-others')
    expect(res.statusCode).toBe(200)
    expect((await me(second)).statusCode).toBe(401)
    expect((await me(third)).statusCode).toBe(401)
    expect((await me(ece.token)).statusCode).toBe(200)
    expect((await me(fay.token)).statusCode).toBe(200)
    expect((await list(ece.token)).json()).toEqual([expect.objectContaining({ current: true })])
  })
})

describe('deviceOf', () => {
  it.each([
    [FIREFOX_WINDOWS, 'Firefox', 'Windows'],
    [SAFARI_IPHONE, 'Safari', 'iOS'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      'Edge',
      'macOS',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
      'Chrome',
      'Linux',
    ],
    ['curl/8.5.0', 'curl', null],
    ['something else', null, null],
  ])('%s', (ua, browser, os) => {
    expect(deviceOf(ua)).toEqual({ browser, os })
  })
  it('knows nothing without a user agent', () => {
    expect(deviceOf(null)).toEqual({ browser: null, os: null })
  })
})
