import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { makeUser } from '../../../test/factories.ts'
import { readMessage, startSmtpServer } from '../../../test/smtp-server.ts'
import { expect429, freshIPv4, repeat } from '../../../test/throttles.ts'
import { createOutboxMailer } from '../../platform/mailer.ts'
import { createSmtpMailer } from '../../platform/mailer-smtp.ts'
import { passwordResetMail } from './auth.mails.ts'

/** The forgotten-password mail over real SMTP, its throttles, and the outbox's log line. */

describe('the password reset mail over real SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let t: TestApp
  beforeAll(async () => {
    smtp = await startSmtpServer()
    t = await buildTestApp({
      throttle: true,
      mailer: createSmtpMailer({ url: smtp.url, from: 'Agora <no-reply@agora.test>' }),
    })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  const forgot = (login: string, remoteAddress = freshIPv4()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress, payload: { login } })

  it('delivers the link to the SMTP peer, and the link sets the new password', async () => {
    const deniz = await makeUser(t, { username: 'smtp_deniz', email: 'deniz@example.edu' })
    expect((await forgot('smtp_deniz')).statusCode).toBe(200)
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1)
    const mail = smtp.received[0]!
    expect(mail.to).toEqual([deniz.email])
    const { subject, body } = readMessage(mail.raw)
    expect(subject).toBe('Reset your Agora password')
    const link = new URL(body.match(/https?:\/\/\S+/)![0])
    expect(link.pathname).toBe('/reset-password')
    expect(link.search).toBe('')
    const token = new URLSearchParams(link.hash.slice(1)).get('token')!
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, new_password: 'fresh and long' },
    })
    expect(res.statusCode).toBe(200)
  })

  it('allows 5 requests per 15 minutes from one address, then 429, accounts or not', async () => {
    const ip = freshIPv4()
    const codes = await repeat(5, (i) => forgot(`someone_${i}`, ip))
    expect(codes.every((c) => c === 200)).toBe(true)
    expect429(await forgot('someone_else', ip), 15 * 60, 'too_many_password_resets')
  })

  it('allows 5 requests an hour for one account from any addresses, however it is named', async () => {
    await makeUser(t, { username: 'smtp_target', email: 'target@example.edu' })
    const codes = await repeat(5, (i) => forgot(i % 2 ? 'target@example.edu' : 'SMTP_Target'))
    expect(codes.every((c) => c === 200)).toBe(true)
    expect429(await forgot('smtp_target'), 60 * 60, 'too_many_password_resets')
    // A name with no account is counted the same way, so the 429 tells nothing either.
    await repeat(5, () => forgot('no_such_name'))
    expect429(await forgot('no_such_name'), 60 * 60, 'too_many_password_resets')
  })
})

describe('the outbox without SMTP', () => {
  it('logs where a reset mail went but not its link', async () => {
    const lines: string[] = []
    const outbox = createOutboxMailer({
      dir: join(mkdtempSync(join(tmpdir(), 'agora-outbox-')), 'mail'),
      from: 'Agora <no-reply@agora.test>',
      log: (line) => lines.push(line),
    })
    const to = { email: 'x@example.edu', username: 'x', locale: 'en' as const }
    await outbox.send(passwordResetMail(to, 'http://127.0.0.1:8000/reset-password#token=SECRET'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('x@example.edu')
    expect(lines[0]).not.toContain('SECRET')
  })
})
