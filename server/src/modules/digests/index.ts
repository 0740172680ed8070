import { exportSections } from '../../platform/contributions/export-sections.ts'
import type { AppModule } from '../../platform/module.ts'
import { accountRemovalSteps } from '../users/index.ts'
import { digestsExportSection } from './digests.export.ts'
import { deleteDigestRow } from './digests.repository.ts'
import { digestsRoutes } from './digests.routes.ts'
import { sendDueDigests } from './digests.service.ts'

const HOUR = 3600 * 1000

/**
 * The digests module's face (docs/modules.md): the mail digest for members who stayed away (issue 31),
 * its setting and its unsubscribe link. It owns the digest_settings table (db/schema/digests.ts) and
 * reads the other modules only through their faces: unread notifications, messages waiting, a
 * university's most liked posts (through the posts' visibility rule) and its upcoming events.
 */
export const digestsModule: AppModule = {
  name: 'digests',
  async register(api, ctx) {
    await api.register(digestsRoutes(ctx))
    // What the data export gathers from every module: the digest choice.
    ctx.ports.contribute(exportSections, 'digests', digestsExportSection)
    // A deleted account's choice goes inside the deletion's transaction.
    ctx.ports.add(accountRemovalSteps, async (tx, userId) => {
      await deleteDigestRow(tx, userId)
      return []
    })
    // Hourly: who became due (a day or a week away) is mailed within the hour.
    ctx.jobs.every(DIGEST_JOB, HOUR, async () => {
      const { sent, looked } = await sendDueDigests(ctx)
      if (looked > 0) ctx.log.info({ sent, looked }, 'mail digests')
    })
  },
}

/** The job's name, for `ctx.jobs.runNow` (tests, the CLI's digest:send). */
export const DIGEST_JOB = 'digests:send'
// The CLI's digest:send runs the same work outside the server.
export { type DigestContext, sendDueDigests } from './digests.service.ts'
