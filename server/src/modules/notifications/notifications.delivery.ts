import type { SocketEvent } from '@agora/contract'
import type { SQL } from 'drizzle-orm'
import { userChannel } from '../../platform/realtime.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { type DeliveredNotification, notificationDeliverySteps } from './notifications.ports.ts'
import { countUnread } from './notifications.reads.repository.ts'
import {
  claimFanout,
  insertNotifications,
  type NotificationDraft,
  recipientBatch,
} from './notifications.repository.ts'

/** A fan-out writes this many recipients per statement. */
export const FANOUT_BATCH = 1000
/** Up to this many recipients get their new unread count in the push; a fan-out's refetch it. */
const COUNTED_PUSH = 50

/**
 * Writes the draft for these recipients (the repository applies every rule) and pushes each new,
 * unfiltered one to the recipient's sockets on whichever instance holds them.
 */
export async function notify(ctx: ServiceContext, draft: NotificationDraft, recipientIds: readonly number[]) {
  const rows = await insertNotifications(ctx.db, draft, recipientIds, ctx.clock())
  const delivered = rows.filter((row) => row.inserted && !row.filtered)
  const fresh = delivered.map((row) => row.recipientId)
  await push(ctx, fresh, fresh.length <= COUNTED_PUSH)
  deliverElsewhere(ctx, delivered)
  return rows
}

/**
 * One notification for each of many recipients (an announcement to a university), in batches after
 * the commit. Every instance hears the event; the one that claims `claimKey` does the work.
 */
export async function fanOut(
  ctx: ServiceContext,
  claimKey: string,
  draft: NotificationDraft,
  recipients: SQL,
): Promise<number> {
  if (!(await claimFanout(ctx.db, claimKey))) return 0
  let after = 0
  let written = 0
  for (;;) {
    const batch = await recipientBatch(ctx.db, recipients, after, FANOUT_BATCH)
    if (batch.length === 0) break
    const rows = await insertNotifications(ctx.db, draft, batch, ctx.clock())
    written += rows.filter((row) => row.inserted).length
    const delivered = rows.filter((row) => row.inserted && !row.filtered)
    await push(
      ctx,
      delivered.map((row) => row.recipientId),
      false,
    )
    deliverElsewhere(ctx, delivered)
    after = batch[batch.length - 1]!
    if (batch.length < FANOUT_BATCH) break
  }
  return written
}

/** Hands what the in-app lists gained to the modules that deliver it further (Web Push). */
function deliverElsewhere(ctx: ServiceContext, rows: readonly { id: number; recipientId: number }[]) {
  if (rows.length === 0) return
  const delivered: DeliveredNotification[] = rows.map((row) => ({ id: row.id, recipientId: row.recipientId }))
  for (const step of ctx.ports.steps(notificationDeliverySteps)) {
    try {
      step(ctx, delivered)
    } catch (err) {
      ctx.log.error({ err }, 'a notification delivery step failed')
    }
  }
}

/** Tells each person's sockets that their notifications changed, with the new count when `counted`. */
export async function push(ctx: ServiceContext, recipientIds: readonly number[], counted = true) {
  for (const id of new Set(recipientIds)) {
    const event: SocketEvent = {
      type: 'notification',
      notification: null,
      unread_count: counted ? await countUnread(ctx.db, id) : null,
    }
    try {
      await ctx.events.publish(userChannel(id), event)
    } catch (err) {
      ctx.log.error({ err }, 'pushing a notification failed')
    }
  }
}

/** After an undo or a deletion: the affected people's sockets get their new counts. */
export async function pushCounts(ctx: ServiceContext, recipientIds: readonly number[]) {
  for (const id of new Set(recipientIds)) {
    const event: SocketEvent = { type: 'unread', unread_count: await countUnread(ctx.db, id) }
    try {
      await ctx.events.publish(userChannel(id), event)
    } catch (err) {
      ctx.log.error({ err }, 'pushing a count failed')
    }
  }
}
