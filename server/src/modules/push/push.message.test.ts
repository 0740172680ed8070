import type { Notification } from '@agora/contract'
import { describe, expect, it } from 'vitest'
import { pushPayload } from './push.message.ts'

const base: Notification = {
  id: 7,
  notification_type: 'like',
  content: null,
  is_read: false,
  created_at: '2026-11-27T08:00:00.000Z',
  actor_id: 3,
  actor_username: 'ayse',
  actor_nickname: null,
  actor_avatar_url: null,
  post_id: 11,
  community_id: null,
  community_name: null,
  event_id: null,
  announcement_id: null,
  chat_id: null,
  follow_request: false,
  group_count: 1,
  actors: [],
  title: null,
  excerpt: 'Exam notes',
}

describe('what a push says', () => {
  it('says who and what in either language, about what, with a tag per notification', () => {
    expect(pushPayload(base, 'en')).toEqual({
      title: 'ayse liked your post',
      body: 'Exam notes',
      url: '/posts/11',
      tag: 'notification-7',
      notification_id: 7,
    })
    expect(pushPayload({ ...base, actor_nickname: 'Ayşe' }, 'tr').title).toBe('Ayşe gönderini beğendi')
    const joined = {
      ...base,
      notification_type: 'community_join' as const,
      community_id: 4,
      community_name: 'Chess',
    }
    expect(pushPayload(joined, 'tr')).toMatchObject({
      title: 'ayse, Chess topluluğuna katılmak istiyor',
      url: '/communities/4?tab=requests',
    })
    const system = {
      ...base,
      notification_type: 'export_ready' as const,
      actor_id: null,
      actor_username: null,
      post_id: null,
      excerpt: null,
    }
    expect(pushPayload(system, 'en')).toMatchObject({
      title: 'Your data export is ready to download',
      body: '',
      url: '/settings?section=data-export',
    })
  })

  it('opens the screen the web app opens for the notification (notificationTarget, in the contract)', () => {
    expect(pushPayload({ ...base, notification_type: 'message', chat_id: 5 }, 'en').url).toBe('/messages/5')
    expect(pushPayload({ ...base, notification_type: 'follow', follow_request: true }, 'tr').url).toBe(
      '/myprofile?followTab=requests',
    )
  })
})
