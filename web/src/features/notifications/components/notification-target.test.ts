import type { Notification } from '@agora/contract'
import { describe, expect, it } from 'vitest'
import { notificationTarget } from './notification-target.ts'

const base: Notification = {
  id: 1,
  notification_type: 'export_ready',
  content: null,
  is_read: false,
  created_at: '2026-11-20T10:00:00.000Z',
  actor_id: null,
  actor_username: null,
  actor_nickname: null,
  actor_avatar_url: null,
  post_id: null,
  community_id: null,
  community_name: null,
  event_id: null,
  announcement_id: null,
  chat_id: null,
  follow_request: false,
  group_count: 1,
  actors: [],
  title: null,
  excerpt: null,
}

describe('notificationTarget', () => {
  it('opens Settings > Download your data for a ready export', () => {
    expect(notificationTarget(base)).toBe('/settings?section=data-export')
  })

  it('opens the event when a place opened and the person now attends (issue 17)', () => {
    expect(notificationTarget({ ...base, notification_type: 'event_spot', event_id: 31 })).toBe('/events/31')
  })
})
