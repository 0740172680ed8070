import { NOTIFICATION_LIMITS, type Notification } from '@agora/contract'
import type { GroupRow } from './notifications.reads.repository.ts'

/**
 * A text on one line (line breaks and runs of spaces made one space), cut to its first `max`
 * characters (code points, so that an emoji is never split) with an ellipsis when longer.
 */
export function oneLineExcerpt(
  text: string | null,
  max: number = NOTIFICATION_LIMITS.excerptChars,
): string | null {
  if (text === null) return null
  const line = text.replace(/\s+/gu, ' ').trim()
  if (!line) return null
  const chars = [...line]
  return chars.length <= max ? line : `${chars.slice(0, max).join('').trimEnd()}…`
}

/** What the excerpt is cut from: the post as it reads now (else as stored), or a message's text. */
function excerptSource(g: GroupRow): string | null {
  if (g.postId !== null) return g.postText ?? g.content
  return g.type === 'message' ? g.content : null
}

/** A group of notifications as the list shows it: the newest one's fields, its latest actors. */
export function presentNotification(g: GroupRow, actors: Map<number, GroupRow['actor']>): Notification {
  return {
    id: g.id,
    notification_type: g.type,
    content: g.content,
    is_read: g.isRead,
    created_at: g.createdAt.toISOString(),
    actor_id: g.actorId,
    actor_username: g.actor?.username ?? null,
    actor_nickname: g.actor?.nickname ?? null,
    actor_avatar_url: g.actor?.avatarUrl ?? null,
    post_id: g.postId,
    community_id: g.communityId,
    community_name: g.communityName,
    event_id: g.eventId,
    announcement_id: g.announcementId,
    chat_id: g.chatId,
    follow_request: g.followRequest,
    group_count: g.groupCount,
    actors: g.actorIds.flatMap((id) => {
      const actor = actors.get(id)
      return actor
        ? [{ id: actor.id, username: actor.username, nickname: actor.nickname, avatar_url: actor.avatarUrl }]
        : []
    }),
    title: g.title,
    excerpt: oneLineExcerpt(excerptSource(g)),
  }
}
