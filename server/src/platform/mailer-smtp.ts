import nodemailer from 'nodemailer'
import { extraHeaders, type Mailer } from './mailer.ts'

/**
 * Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:587 upgrades with STARTTLS when
 * offered, smtps:// is TLS from the start). Links are not logged here: the mail is the only copy of a
 * verification token once it leaves the outbox mode.
 */
export function createSmtpMailer(opts: { url: string; from: string; log?: (line: string) => void }): Mailer {
  const transport = nodemailer.createTransport(opts.url)
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: opts.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        headers: Object.fromEntries(extraHeaders(mail)),
      })
      opts.log?.(`mail to ${mail.to} sent (${info.messageId})`)
    },
    async close() {
      transport.close()
    },
  }
}
