import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { notifications } from '../../db/schema/notifications.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
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

/** The notifications part of a data export: what the person was told, with the actor's username. */
export function exportNotificationsOf(db: Executor, userId: number) {
  return queryRows(
    db,
    sql`SELECT n.id, n.type, n.created_at, n.is_read, ${usernameOf(sql`n.actor_id`)} AS actor_username,
      n.post_id, n.community_id, n.event_id, n.announcement_id, n.chat_id, n.content
    FROM ${notifications} n WHERE n.recipient_id = ${userId} AND NOT n.withdrawn ORDER BY n.id`,
  )
}
