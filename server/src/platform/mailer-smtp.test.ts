import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMessage, startSmtpServer } from '../../test/smtp-server.ts'
import { createOutboxMailer } from './mailer.ts'
import { createSmtpMailer } from './mailer-smtp.ts'

describe('SMTP mailer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer()
  })
  afterAll(() => smtp.close())

  it('delivers the mail with its subject and the link in the body', async () => {
    const lines: string[] = []
    const mailer = createSmtpMailer({
      url: smtp.url,
      from: 'Agora <no-reply@agora.test>',
      log: (l) => lines.push(l),
    })
    const link = `http://127.0.0.1:8000/verify-email?token=${'a1B2-c3_D4'.repeat(5)}`
    await mailer.send({
      to: 'ayse@metu.edu.tr',
      subject: 'Verify your Agora email',
      text: `Hello,\n\n${link}\n`,
    })
    await mailer.close()

    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    expect(mail?.from).toBe('no-reply@agora.test')
    expect(mail?.to).toEqual(['ayse@metu.edu.tr'])
    const { subject, body } = readMessage(mail!.raw)
    expect(subject).toBe('Verify your Agora email')
    expect(body.split(/\r?\n/)).toContain(link)
    expect(lines).toEqual([expect.stringMatching(/^mail to ayse@metu\.edu\.tr sent \(<.+>\)$/)])
  })

  it('keeps Turkish letters in the subject and the body', async () => {
    const mailer = createSmtpMailer({ url: smtp.url, from: 'Agora <no-reply@agora.test>' })
    await mailer.send({ to: 'ali@itu.edu.tr', subject: 'E-postanı doğrula', text: 'Güzel günler, İstanbul!' })
    await mailer.close()
    const { subject, body } = readMessage(smtp.received.at(-1)!.raw)
    expect(subject).toBe('E-postanı doğrula')
    expect(body.trim()).toBe('Güzel günler, İstanbul!')
  })

  it('sends extra headers (List-Unsubscribe), and refuses one that would start another header', async () => {
    const mailer = createSmtpMailer({ url: smtp.url, from: 'Agora <no-reply@agora.test>' })
    const headers = {
      'List-Unsubscribe': '<https://agora.example/api/digests/unsubscribe?token=1.abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    }
    await mailer.send({ to: 'ali@itu.edu.tr', subject: 'Digest', text: 'Hi', headers })
    const raw = smtp.received.at(-1)!.raw.replace(/\r\n(?=[ \t])/g, '') // unfolded
    expect(raw).toMatch(
      /^List-Unsubscribe: <https:\/\/agora\.example\/api\/digests\/unsubscribe\?token=1\.abc>\r$/m,
    )
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m)
    const count = smtp.received.length
    const evil = { 'List-Unsubscribe': '<x>\r\nBcc: someone@example.com' }
    await expect(mailer.send({ to: 'a@b.co', subject: 's', text: 't', headers: evil })).rejects.toThrow()
    await mailer.close()
    expect(smtp.received.length).toBe(count)
  })

  it('writes extra headers into the outbox file too', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'agora-outbox-')), 'mail')
    const outbox = createOutboxMailer({ dir, from: 'Agora <no-reply@agora.test>' })
    const headers = { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    await outbox.send({ to: 'a@b.co', subject: 's', text: 't', headers })
    const [file] = readdirSync(dir)
    expect(readFileSync(join(dir, file!), 'utf8')).toMatch(
      /^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m,
    )
    await expect(
      outbox.send({ to: 'a@b.co', subject: 's', text: 't', headers: { 'Bad Name': 'x' } }),
    ).rejects.toThrow()
  })

  it('fails the send when no server answers', async () => {
    const closed = await startSmtpServer()
    await closed.close()
    const mailer = createSmtpMailer({ url: closed.url, from: 'Agora <no-reply@agora.test>' })
    await expect(mailer.send({ to: 'a@b.co', subject: 's', text: 't' })).rejects.toThrow()
    await mailer.close()
  })
})
