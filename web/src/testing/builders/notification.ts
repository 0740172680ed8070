import type { Notification } from '@agora/contract'

/** Test-only: a like on post 10 by @ayse, five minutes ago. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    notification_type: 'like',
    content: 'Exam week starts tomorrow',
    is_read: false,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    actor_id: 2,
    actor_username: 'ayse',
    actor_nickname: 'Ayşe',
    actor_avatar_url: null,
    post_id: 10,
    community_id: null,
    community_name: null,
    event_id: null,
    announcement_id: null,
    chat_id: null,
    follow_request: false,
    group_count: 1,
    actors: [{ id: 2, username: 'ayse', nickname: 'Ayşe', avatar_url: null }],
    title: null,
    excerpt: 'Exam week starts tomorrow',
    ...overrides,
  }
}
