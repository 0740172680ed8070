import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { pushSubscriptions } from '../../db/schema/push.ts'

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect

export interface NewSubscription {
  userId: number
  endpoint: string
  p256dh: string
  auth: string
  userAgent: string | null
}

/**
 * Saves a device's subscription. The endpoint is the device's: subscribing it again (new keys, or
 * another person signed in on it) replaces the row, so a device never pushes to its previous owner.
 */
export async function upsertSubscription(db: Executor, s: NewSubscription, now: Date) {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...s, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: s.userId, p256dh: s.p256dh, auth: s.auth, userAgent: s.userAgent, createdAt: now },
    })
    .returning()
  return row!
}

/** Removes the caller's own subscription of this endpoint; false when they have none. */
export async function deleteOwnSubscription(
  db: Executor,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id })
  return rows.length > 0
}

/** Removes the caller's own device by its id (Settings' list); false when they have none of that id. */
export async function deleteOwnDevice(db: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)))
    .returning({ id: pushSubscriptions.id })
  return rows.length > 0
}

/** Every device of a deleted account. */
export async function deleteSubscriptionsOf(db: Executor, userId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
}

/** A subscription the push service called gone (404, 410). */
export async function deleteSubscription(db: Executor, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id))
}

export function subscriptionsOf(db: Executor, userId: number): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id))
}

export async function markUsed(db: Executor, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return
  await db
    .update(pushSubscriptions)
    .set({ lastUsedAt: now })
    .where(inArray(pushSubscriptions.id, [...ids]))
}

/** Keeps a person's `keep` newest devices: an old phone nobody unsubscribed goes first. */
export async function trimSubscriptions(db: Executor, userId: number, keep: number): Promise<void> {
  const rows = await subscriptionsOf(db, userId)
  const old = rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .slice(keep)
    .map((row) => row.id)
  if (old.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, old))
}
