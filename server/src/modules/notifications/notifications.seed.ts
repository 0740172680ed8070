import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { notifications } from '../../db/schema/notifications.ts'
import { followKey, insertNotifications, type NotificationDraft } from './notifications.repository.ts'

/**
 * Seeds for demo:seed and tests: a notification written at a chosen time, read or not, through the
 * same rules as a live one (the actor, blocks, visibility, settings). True when it was written.
 */
export async function seedNotification(
  db: Executor,
  draft: NotificationDraft,
  recipientId: number,
  { at, read }: { at: Date; read: boolean },
): Promise<boolean> {
  const [row] = await insertNotifications(db, draft, [recipientId], at)
  if (!row?.inserted) return false
  if (read) await db.execute(sql`UPDATE ${notifications} SET is_read = true WHERE id = ${row.id}`)
  return true
}

/** The draft a live listener would write for each kind of cause (the same keys, so nothing doubles). */
export const seedDrafts = {
  toggle: (kind: 'like' | 'save' | 'repost', actorId: number, postId: number): NotificationDraft => ({
    type: kind,
    actorId,
    postId,
    dedupKey: `${kind}:p${postId}:a${actorId}`,
    groupPrefix: `${kind}:p${postId}`,
  }),
  post: (kind: 'comment' | 'quote' | 'mention', actorId: number, postId: number): NotificationDraft => ({
    type: kind,
    actorId,
    postId,
    dedupKey: `${kind}:p${postId}`,
  }),
  follow: (followerId: number, pending: boolean): NotificationDraft => ({
    type: 'follow',
    actorId: followerId,
    followRequest: pending,
    dedupKey: followKey(followerId),
    groupPrefix: pending ? null : 'follow',
  }),
  activity: (kind: 'event' | 'announcement', actorId: number, id: number): NotificationDraft =>
    kind === 'event'
      ? { type: 'event', actorId, eventId: id, dedupKey: `event:${id}` }
      : { type: 'announcement', actorId, announcementId: id, dedupKey: `announcement:${id}` },
}
