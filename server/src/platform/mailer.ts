import { randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface Mail {
  to: string
  subject: string
  /** Plain text; links stand in it as they are, so that any mail client (and a test) can follow them. */
  text: string
  /**
   * The mail's link is a credential (a password reset): the outbox leaves it out of its log line, so
   * that no log holds it. Verification links are logged there by design (DESIGN.md section 4).
   */
  secret?: boolean
  /**
   * Extra header fields, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 2369, RFC 8058) of the
   * mail digest. Names are tokens and values single lines: anything else throws rather than let a value
   * start a header of its own.
   */
  headers?: Record<string, string>
}

const HEADER_NAME = /^[A-Za-z0-9-]+$/

/** The extra headers of `mail`, checked; throws on a name or value that could break the header block. */
export function extraHeaders(mail: Pick<Mail, 'headers'>): [string, string][] {
  return Object.entries(mail.headers ?? {}).map(([name, value]) => {
    if (!HEADER_NAME.test(name) || /[\r\n]/.test(value)) throw new Error(`Refusing the mail header ${name}`)
    return [name, value]
  })
}

export interface Mailer {
  send(mail: Mail): Promise<void>
  close(): Promise<void>
}

/**
 * Without SMTP_URL each mail becomes one RFC 5322 .eml file in DATA_DIR/mail, and its first link is
 * logged, so that a newcomer can verify an account with no mail server (DESIGN.md section 4).
 */
export function createOutboxMailer(opts: {
  dir: string
  from: string
  log?: (line: string) => void
}): Mailer {
  mkdirSync(opts.dir, { recursive: true })
  return {
    async send(mail) {
      const date = new Date()
      const id = `${date.toISOString().replace(/[:.]/g, '-')}-${randomUUID()}`
      writeFileSync(join(opts.dir, `${id}.eml`), formatEml(opts.from, mail, date, id))
      const link = mail.secret ? undefined : mail.text.match(/https?:\/\/\S+/)?.[0]
      opts.log?.(`mail to ${mail.to} written to ${opts.dir}${link ? `; link: ${link}` : ''}`)
    },
    async close() {},
  }
}

function formatEml(from: string, mail: Mail, date: Date, id: string): string {
  const headers = [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${id}@agora.local>`,
    ...extraHeaders(mail).map(([name, value]) => `${name}: ${encodeHeader(value)}`),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ]
  return `${headers.join('\r\n')}\r\n\r\n${mail.text.replace(/\r?\n/g, '\r\n')}\r\n`
}

/** RFC 2047 for subjects outside ASCII (Turkish letters). */
function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`
}
