import { join } from 'node:path'
import { sendDueDigests } from '../modules/digests/index.ts'
import { createOutboxMailer, type Mailer } from '../platform/mailer.ts'
import { createSmtpMailer } from '../platform/mailer-smtp.ts'
import { type Command, parseOptions } from './command.ts'

/**
 * `digest:send`: the mail digest job's run (issue 31), now: every member due a digest gets it, through
 * SMTP_URL or the outbox as the server would send it. What it sent is marked, so the server's hourly
 * job does not send it again; running it twice sends nothing more.
 */
export const digestSend: Command = {
  name: 'digest:send',
  usage: '',
  summary: 'Mail the digest now to every member due one (away a day or a week, as each chose)',
  prepare(args) {
    parseOptions(args, {})
    return async ({ db, out, config }) => {
      const c = config()
      const mailer: Mailer = c.smtpUrl
        ? createSmtpMailer({ url: c.smtpUrl, from: c.mailFrom })
        : createOutboxMailer({ dir: join(c.dataDir, 'mail'), from: c.mailFrom })
      const failures: string[] = []
      try {
        const { sent, looked } = await sendDueDigests({
          db,
          mailer,
          config: c,
          clock: () => new Date(),
          log: {
            error: (o: unknown) => failures.push(String((o as { err?: unknown }).err ?? o)),
            warn: () => {},
            info: () => {},
          },
        })
        const digests = `${sent} ${sent === 1 ? 'digest' : 'digests'}`
        out(
          looked === 0
            ? 'Nobody is due a digest'
            : `Mailed ${digests}; ${looked - sent} of the ${looked} members due had nothing to tell`,
        )
        if (failures.length > 0) out(`${failures.length} could not be sent: ${failures[0]}`)
      } finally {
        await mailer.close()
      }
    }
  },
}
