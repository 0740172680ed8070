import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { inject } from 'vitest'

/**
 * The newest mail in the server's outbox (DATA_DIR/mail) addressed to `to`, and holding `containing`
 * when given, waiting for it to arrive.
 */
export async function latestMailTo(to: string, timeoutMs = 10_000, containing?: string): Promise<string> {
  const dir = join(inject('dataDir'), 'mail')
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    let files: string[] = []
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml'))
    } catch {
      // the outbox folder appears with the first mail
    }
    const mails = files
      .sort()
      .reverse()
      .map((f) => readFileSync(join(dir, f), 'utf8'))
    const mail = mails.find(
      (m) =>
        new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}\\r?$`, 'mi').test(m) &&
        (containing === undefined || m.includes(containing)),
    )
    if (mail) return mail
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`)
}

export function linkIn(mail: string): URL {
  const m = mail.match(/https?:\/\/\S+/)
  if (!m) throw new Error('the mail has no link')
  return new URL(m[0])
}
