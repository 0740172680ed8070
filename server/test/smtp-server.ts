import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
}

/** A real SMTP peer on a random local port that keeps what it receives. */
export async function startSmtpServer(): Promise<{
  url: string
  received: ReceivedMail[]
  close(): Promise<void>
}> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const envelope = session.envelope
        received.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The decoded subject and plain-text body of a single-part message. */
export function readMessage(raw: string): { subject: string; body: string } {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const body = raw.slice(split + 4)
  const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1] ?? ''
  const subject = header('Subject').replace(
    /=\?UTF-8\?([BQ])\?([^?]*)\?=\s?/gi,
    (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  )
  const encoding = header('Content-Transfer-Encoding').toLowerCase()
  if (encoding === 'base64') return { subject, body: Buffer.from(body, 'base64').toString('utf8') }
  if (encoding === 'quoted-printable') return { subject, body: decodeQuotedPrintable(body) }
  return { subject, body }
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}
