import type { Notification } from '@agora/contract'

/**
 * Where a notification opens (spec 000 section 2), for the web's list and the server's push
 * notifications (issue 31) alike: the post, the follow requests, the person, the
 * community, the event, the announcement or the chat; a ready data export, Settings (issue 16).
 */
export function notificationTarget(n: Notification): string {
  switch (n.notification_type) {
    case 'follow':
      return n.follow_request ? '/myprofile?followTab=requests' : `/users/${n.actor_id}`
    case 'message':
      return n.chat_id === null ? '/messages' : `/messages/${n.chat_id}`
    case 'community_join':
      return `/communities/${n.community_id}?tab=requests`
    case 'community_invite':
      return `/communities/${n.community_id}`
    case 'comment':
      if (n.event_id !== null) return `/events/${n.event_id}`
      if (n.announcement_id !== null) return `/academics/${n.announcement_id}`
      return `/posts/${n.post_id}`
    case 'event':
    case 'event_spot':
      return `/events/${n.event_id}`
    case 'announcement':
    case 'announcement_reminder':
      return `/academics/${n.announcement_id}`
    case 'moderation':
      return '/settings?section=account-standing'
    case 'report_update':
      return '/notifications'
    case 'export_ready':
      return '/settings?section=data-export'
    default:
      if (n.post_id !== null) return `/posts/${n.post_id}`
      if (n.community_id !== null) return `/communities/${n.community_id}`
      return n.actor_id === null ? '/notifications' : `/users/${n.actor_id}`
  }
}
