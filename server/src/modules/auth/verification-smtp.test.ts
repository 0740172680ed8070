import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { readMessage, startSmtpServer } from '../../../test/smtp-server.ts'
import { createSmtpMailer } from '../../platform/mailer-smtp.ts'

describe('sign-up mail over real SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let t: TestApp
  beforeAll(async () => {
    smtp = await startSmtpServer()
    t = await buildTestApp({
      mailer: createSmtpMailer({ url: smtp.url, from: 'Agora <no-reply@agora.test>' }),
    })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  it('delivers the verification mail to the SMTP peer, and its link verifies the account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'Deniz@Example.edu', username: 'deniz', password: 'a long enough secret' },
    })
    expect(res.statusCode).toBe(201)
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1)

    const mail = smtp.received[0]!
    expect(mail.to).toEqual(['deniz@example.edu'])
    const { subject, body } = readMessage(mail.raw)
    expect(subject).toBe('Verify your Agora email')
    const link = new URL(body.match(/https?:\/\/\S+/)![0])
    expect(link.pathname).toBe('/verify-email')

    const verify = await t.app.inject({
      method: 'POST',
      url: `/api/auth/verify-email?token=${encodeURIComponent(link.searchParams.get('token')!)}`,
    })
    expect(verify.statusCode).toBe(200)
    expect(verify.json()).toEqual({ message: 'Email verified' })
  })
})
