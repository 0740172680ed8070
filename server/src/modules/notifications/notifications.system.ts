import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { notifications } from '../../db/schema/notifications.ts'
import type { ExportSection } from '../../platform/contributions/export-sections.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { eventTitleOf } from '../activities/index.ts'
import { usernameOf } from '../users/index.ts'
import { push } from './notifications.delivery.ts'

/**
 * A data export is ready (issue 16): a notice from Agora itself, with no actor, that no setting turns
 * off. The key makes a repeated job run write it once.
 */
export async function notifyExportReady(
  ctx: ServiceContext,
  userId: number,
  exportId: number,
): Promise<void> {
  const rows = await queryRows<{ id: number }>(
    ctx.db,
    sql`INSERT INTO ${notifications} (recipient_id, type, dedup_key, created_at)
    VALUES (${userId}, 'export_ready', ${`export_ready:x${exportId}`}, ${ctx.clock().toISOString()}::timestamptz)
    ON CONFLICT (recipient_id, dedup_key) DO NOTHING RETURNING id`,
  )
  if (rows.length > 0) await push(ctx, [userId])
}

/**
 * A place opened at a full event and the person, first on its waitlist, now attends (issue 17): from
 * Agora itself, with the event's title as its text. The key names the waitlist row they held, so a
 * listener heard on every instance writes it once, and waiting again later notifies again.
 */
export async function notifyEventSpot(
  ctx: ServiceContext,
  e: { event_id: number; user_id: number; waitlist_id: number },
): Promise<void> {
  const rows = await queryRows<{ id: number }>(
    ctx.db,
    sql`INSERT INTO ${notifications} (recipient_id, type, event_id, content, dedup_key, created_at)
    VALUES (${e.user_id}, 'event_spot', ${e.event_id}, ${eventTitleOf(e.event_id)},
      ${`event_spot:e${e.event_id}:w${e.waitlist_id}`}, ${ctx.clock().toISOString()}::timestamptz)
    ON CONFLICT (recipient_id, dedup_key) DO NOTHING RETURNING id`,
  )
  if (rows.length > 0) await push(ctx, [e.user_id])
}

/** The notifications part of a data export: what the person was told, with the actor's username. */
export function exportNotificationsOf(db: Executor, userId: number) {
  return queryRows(
    db,
    sql`SELECT n.id, n.type, n.created_at, n.is_read, ${usernameOf(sql`n.actor_id`)} AS actor_username,
      n.post_id, n.community_id, n.event_id, n.announcement_id, n.chat_id, n.content
    FROM ${notifications} n WHERE n.recipient_id = ${userId} AND NOT n.withdrawn ORDER BY n.id`,
  )
}

export const notificationsExportSection: ExportSection = {
  readme: [
    [
      'notifications.json',
      'Your notifications: kind, who caused it (username), what it is about (ids),\na short excerpt, and whether you read it.',
    ],
  ],
  async write(ctx, userId, archive) {
    archive.json('notifications.json', await exportNotificationsOf(ctx.db, userId))
  },
}
