import { exportSections } from '../../platform/contributions/export-sections.ts'
import type { AppModule } from '../../platform/module.ts'
import { pruneFanouts } from './notifications.repository.ts'
import { notificationsRoutes } from './notifications.routes.ts'
import { RULES } from './notifications.rules.ts'
import { notificationsExportSection } from './notifications.system.ts'

const DAY = 24 * 3600 * 1000

/**
 * The notifications module's face (docs/modules.md): it listens to what the other modules publish
 * after their commits and stores one notification per recipient and cause (db/schema/notifications.ts),
 * answers the notification calls and pushes new ones to the recipient's sockets (`user:<id>`).
 */
export const notificationsModule: AppModule = {
  name: 'notifications',
  async register(api, ctx) {
    await api.register(notificationsRoutes(ctx))
    // What the data export gathers from every module: a person's notifications.
    ctx.ports.contribute(exportSections, 'notifications', notificationsExportSection)
    for (const { channel, handle } of RULES) {
      await ctx.events.subscribe(channel, (event) => {
        void handle(ctx, event as never).catch((err: unknown) =>
          ctx.log.error({ err, event: channel }, 'a notification listener failed'),
        )
      })
    }
    ctx.jobs.every('notifications:prune-fanouts', 3600 * 1000, () =>
      pruneFanouts(ctx.db, new Date(ctx.clock().getTime() - DAY)),
    )
  },
}

// Web Push (issue 31): who hears of each notification the in-app list gains.
export type { DeliveredNotification } from './notifications.ports.ts'
export { notificationDeliverySteps } from './notifications.ports.ts'
// The mail digest's count of unread notifications (issue 31).
export { countUnread } from './notifications.reads.repository.ts'
// Seeds (demo:seed, tests).
export type { NotificationDraft } from './notifications.repository.ts'
export { seedDrafts, seedNotification } from './notifications.seed.ts'
// Web Push (issue 31): one notification as the recipient's list shows it, for the push's text.
export { findUnreadNotification } from './notifications.service.ts'
// Data export (issue 16): the export_ready notice.
export { notifyExportReady } from './notifications.system.ts'
