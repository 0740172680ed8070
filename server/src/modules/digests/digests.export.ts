import type { ExportSection } from '../../platform/contributions/export-sections.ts'
import { findDigestRow } from './digests.repository.ts'

/** What the data export (issue 16) holds of the mail digest: the choice and when the job last looked. */
export const digestsExportSection: ExportSection = {
  readme: [
    [
      'mail_digest.json',
      'Your mail digest choice (weekly, daily or never) and when the digest job last looked at\nyour account (it mails only when there is something to tell).',
    ],
  ],
  async write(ctx, userId, archive) {
    const row = await findDigestRow(ctx.db, userId)
    archive.json('mail_digest.json', {
      frequency: row.frequency,
      last_looked_at: row.lastSentAt?.toISOString() ?? null,
    })
  },
}
