import type { ExportSection } from '../../platform/contributions/export-sections.ts'
import { subscriptionsOf } from './push.repository.ts'

/**
 * What the data export (issue 16) holds of Web Push: each device that gets pushes, by its push
 * service's host and when it was subscribed. Never the endpoint or keys: they would let anyone who
 * reads the archive push to the device.
 */
export const pushExportSection: ExportSection = {
  readme: [
    [
      'push_devices.json',
      'The devices that get your push notifications: the push service each one uses, the\nbrowser, when you allowed it and when a push last went to it.',
    ],
  ],
  async write(ctx, userId, archive) {
    const rows = await subscriptionsOf(ctx.db, userId)
    archive.json(
      'push_devices.json',
      rows.map((row) => ({
        push_service: new URL(row.endpoint).host,
        device: row.userAgent,
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt?.toISOString() ?? null,
      })),
    )
  },
}
