import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { eventually, settle } from '../../../test/eventually.ts'
import { bearer, loginAs, outboxMails } from '../../../test/factories.ts'
import { openUserSocket } from '../../../test/sockets.ts'
import { challengeFor, enableTwoFactor, movableClock, passwordStep } from '../../../test/two-factor.ts'
import { signedInUser } from '../../../test/users.ts'
import { FORGOT_PASSWORD_MESSAGE, PASSWORD_RESET_MESSAGE } from './auth.password-reset.service.ts'

const clock = movableClock()
const logLines: string[] = []
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now, logLines })
})
afterAll(() => t.close())

const forgot = (login: string) => as(t, null).post('/api/auth/forgot-password', { login })
const reset = (token: string, newPassword: string) =>
  as(t, null).post('/api/auth/reset-password', { token, new_password: newPassword })
const resetMails = (email: string) =>
  outboxMails(t.dataDir, email).filter((m) => /reset-password/.test(m.text))
/** The token of the newest reset link mailed to `email`, waiting for the mail. */
async function mailedToken(email: string, count = 1): Promise<string> {
  const mails = await eventually(
    async () => resetMails(email),
    (list) => list.length >= count,
  )
  const token = /\/reset-password#token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text)?.[1]
  if (!token) throw new Error(`no reset link in ${mails.at(-1)!.text}`)
  return token
}

describe('a forgotten password', () => {
  it('mails a link that sets a new password once, and ends every session of the account', async () => {
    const ada = await signedInUser(t, { username: 'reset_ada' })
    const other = await loginAs(t.app, ada)
    const res = await forgot(ada.email)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE })
    const token = await mailedToken(ada.email)
    expect(resetMails(ada.email)[0]!.subject).toBe('Reset your Agora password')

    const done = await reset(token, 'a brand new secret')
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ message: PASSWORD_RESET_MESSAGE })
    for (const old of [ada.token, other]) {
      expect((await as(t, old).get('/api/auth/me')).statusCode).toBe(401)
    }
    expect((await passwordStep(t.app, ada.username, ada.password)).statusCode).toBe(401)
    expect((await passwordStep(t.app, ada.username, 'a brand new secret')).statusCode).toBe(200)

    const again = await reset(token, 'yet another secret')
    expect(again.statusCode).toBe(400)
    expect(again.json().code).toBe('invalid_reset_link')
  })

  it('finds the account by its username too, in any case', async () => {
    const bo = await signedInUser(t, { username: 'reset_bo' })
    await forgot('RESET_BO')
    expect(await mailedToken(bo.email)).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('answers a name with no account exactly as one with an account, and mails nothing', async () => {
    const before = outboxMails(t.dataDir).length
    const known = await signedInUser(t, { username: 'reset_known' })
    const [a, b, c] = await Promise.all([
      forgot(known.email),
      forgot('nobody@example.edu'),
      forgot('nobody_here'),
    ])
    for (const res of [b, c]) {
      expect(res.statusCode).toBe(a.statusCode)
      expect(res.body).toBe(a.body)
    }
    await mailedToken(known.email)
    await settle()
    expect(outboxMails(t.dataDir).length).toBe(before + 1)
  })

  it('writes the mail in the account’s language', async () => {
    const res = await as(t, null).post('/api/auth/register', {
      email: 'elif@example.edu',
      username: 'reset_elif',
      password: 'long enough',
      locale: 'tr',
    })
    expect(res.statusCode).toBe(201)
    expect(outboxMails(t.dataDir, 'elif@example.edu')[0]!.subject).toBe('Agora e-posta adresini doğrula')
    await forgot('reset_elif')
    await mailedToken('elif@example.edu')
    const mail = resetMails('elif@example.edu')[0]!
    expect(mail.subject).toBe('Agora şifreni sıfırla')
    expect(mail.text).toMatch(/^Merhaba reset_elif,/)
  })

  it('follows the account’s language once it changes it in settings', async () => {
    const can = await signedInUser(t, { username: 'reset_can' })
    const me = await as(t, can).put('/api/users/me/profile', { locale: 'tr' })
    expect(me.json().locale).toBe('tr')
    await forgot(can.email)
    await mailedToken(can.email)
    expect(resetMails(can.email)[0]!.subject).toBe('Agora şifreni sıfırla')
    const bad = await as(t, can).put('/api/users/me/profile', { locale: 'de' })
    expect(bad.statusCode).toBe(422)
  })

  it('refuses a link after an hour, and a new password registration would refuse, changing nothing', async () => {
    const cem = await signedInUser(t, { username: 'reset_cem' })
    await forgot(cem.email)
    const token = await mailedToken(cem.email)
    const short = await reset(token, 'short')
    expect(short.statusCode).toBe(422)
    expect((await as(t, cem).get('/api/auth/me')).statusCode).toBe(200)
    clock.advance(61 * 60 * 1000)
    const late = await reset(token, 'long enough now')
    expect(late.statusCode).toBe(400)
    expect(late.json().code).toBe('expired_reset_link')
    expect((await passwordStep(t.app, cem.username, cem.password)).statusCode).toBe(200)
    const forged = await reset('A'.repeat(43), 'long enough now')
    expect(forged.json().code).toBe('invalid_reset_link')
  })

  it('spends every link of the account with the first one used', async () => {
    const dan = await signedInUser(t, { username: 'reset_dan' })
    await forgot(dan.email)
    const first = await mailedToken(dan.email, 1)
    await forgot(dan.username)
    const second = await mailedToken(dan.email, 2)
    expect((await reset(second, 'the second one')).statusCode).toBe(200)
    expect((await reset(first, 'the first one')).json().code).toBe('invalid_reset_link')
  })

  it('mails at most three links an hour to one account, whoever asks', async () => {
    const eda = await signedInUser(t, { username: 'reset_eda' })
    for (let i = 0; i < 5; i++) expect((await forgot(eda.email)).statusCode).toBe(200)
    await mailedToken(eda.email, 3)
    await settle()
    expect(resetMails(eda.email)).toHaveLength(3)
  })

  it('still asks for the second factor after the reset', async () => {
    const fay = await signedInUser(t, { username: 'reset_fay' })
    await enableTwoFactor(t.app, fay, clock.now())
    clock.advance()
    await forgot(fay.email)
    expect((await reset(await mailedToken(fay.email), 'new and long')).statusCode).toBe(200)
    expect(await challengeFor(t.app, fay.username, 'new and long')).toEqual(expect.any(String))
  })

  it('closes the account’s open sockets', async () => {
    const gul = await signedInUser(t, { username: 'reset_gul' })
    const socket = await openUserSocket(t.app, gul.token)
    await socket.next((m) => m.type === 'ready')
    await forgot(gul.email)
    await reset(await mailedToken(gul.email), 'new and long')
    expect(await socket.closed).toBe(4401)
  })

  it('mails nothing for a deleted account', async () => {
    const hal = await signedInUser(t, { username: 'reset_hal' })
    const email = hal.email
    expect((await as(t, hal).delete('/api/users/me', { password: hal.password })).statusCode).toBe(200)
    expect((await forgot(email)).statusCode).toBe(200)
    await settle()
    expect(resetMails(email)).toHaveLength(0)
  })

  it('keeps the link’s token out of every log line', async () => {
    const ida = await signedInUser(t, { username: 'reset_ida' })
    await forgot(ida.email)
    const token = await mailedToken(ida.email)
    await reset(token, 'new and long')
    expect(logLines.length).toBeGreaterThan(0)
    expect(logLines.filter((line) => line.includes(token))).toEqual([])
  })
})

describe('who may call it', () => {
  it('needs no token, and a bad body is a 422 that mails nothing', async () => {
    const empty = await as(t, null).post('/api/auth/forgot-password', { login: '' })
    expect(empty.statusCode).toBe(422)
    const noToken = await as(t, null).post('/api/auth/reset-password', { new_password: 'long enough' })
    expect(noToken.statusCode).toBe(422)
    const me = await signedInUser(t, { username: 'reset_jan' })
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          headers: bearer(me.token),
          payload: { login: me.email },
        })
      ).statusCode,
    ).toBe(200)
  })
})
