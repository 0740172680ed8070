import { notificationTarget } from '@agora/contract'
import { describe, expect, it } from 'vitest'
import { makeNotification } from '@/testing/builders/index.ts'

const base = makeNotification({
  notification_type: 'export_ready',
  content: null,
  created_at: '2026-11-20T10:00:00.000Z',
  actor_id: null,
  actor_username: null,
  actor_nickname: null,
  post_id: null,
  actors: [],
  excerpt: null,
})

describe('notificationTarget', () => {
  it('opens Settings > Download your data for a ready export', () => {
    expect(notificationTarget(base)).toBe('/settings?section=data-export')
  })

  it('opens the event when a place opened and the person now attends (issue 17)', () => {
    expect(notificationTarget({ ...base, notification_type: 'event_spot', event_id: 31 })).toBe('/events/31')
  })
})
