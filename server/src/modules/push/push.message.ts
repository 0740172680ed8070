import {
  type Notification,
  type NotificationType,
  notificationTarget,
  type PushPayload,
} from '@agora/contract'

export type Locale = 'en' | 'tr'

type Sentences = Record<
  NotificationType | 'followRequest' | 'eventIn' | 'commentEvent' | 'commentAnnouncement',
  string
>

/**
 * The sentence of each kind, in both languages: the same words as the in-app list
 * (web/src/i18n/<locale>/notifications.ts, `text`), which a push cannot read from the web bundle.
 */
const TEXTS: Record<Locale, { sentences: Sentences; someone: string }> = {
  en: {
    someone: 'Someone',
    sentences: {
      like: '{name} liked your post',
      comment: '{name} replied to your post',
      commentEvent: '{name} commented on your event',
      commentAnnouncement: '{name} commented on your announcement',
      repost: '{name} reposted your post',
      quote: '{name} quoted your post',
      save: '{name} saved your post',
      mention: '{name} mentioned you',
      follow: '{name} followed you',
      followRequest: '{name} asked to follow you',
      community_join: '{name} asked to join {community}',
      community_post: '{name} posted in {community}',
      event: '{name} added an event',
      eventIn: '{name} added an event in {community}',
      announcement: '{name} published an announcement',
      message: '{name} sent you a message',
      community_invite: '{name} invited you to {community}',
      moderation: 'A moderator made a decision about your account',
      report_update: 'Update on your report',
      export_ready: 'Your data export is ready to download',
      announcement_reminder: 'Reminder: please confirm that you have read an announcement',
      event_spot: 'A place opened up: you are now attending',
      poll_closed: 'A poll you made or voted in has ended: see the results',
    },
  },
  tr: {
    someone: 'Biri',
    sentences: {
      like: '{name} gönderini beğendi',
      comment: '{name} gönderine yanıt verdi',
      commentEvent: '{name} etkinliğine yorum yaptı',
      commentAnnouncement: '{name} duyuruna yorum yaptı',
      repost: '{name} gönderini yeniden paylaştı',
      quote: '{name} gönderini alıntıladı',
      save: '{name} gönderini kaydetti',
      mention: '{name} senden bahsetti',
      follow: '{name} seni takip etti',
      followRequest: '{name} seni takip etmek istiyor',
      community_join: '{name}, {community} topluluğuna katılmak istiyor',
      community_post: '{name}, {community} topluluğunda paylaştı',
      event: '{name} bir etkinlik ekledi',
      eventIn: '{name}, {community} topluluğuna bir etkinlik ekledi',
      announcement: '{name} bir duyuru yayımladı',
      message: '{name} sana mesaj gönderdi',
      community_invite: '{name} seni {community} topluluğuna davet etti',
      moderation: 'Bir moderatör hesabın hakkında karar verdi',
      report_update: 'Şikâyetinle ilgili güncelleme',
      export_ready: 'Verilerin indirilmeye hazır',
      announcement_reminder: 'Hatırlatma: lütfen bir duyuruyu okuduğunu onayla',
      event_spot: 'Yer açıldı: artık etkinliğe katılıyorsun',
      poll_closed: 'Oluşturduğun ya da oy verdiğin bir anket sona erdi: sonuçlara bak',
    },
  },
}

/** Which sentence: the kind, or its variant (a follow request, an event in a community, a comment on an event). */
function sentenceKey(n: Notification): keyof Sentences {
  if (n.notification_type === 'follow' && n.follow_request) return 'followRequest'
  if (n.notification_type === 'event' && n.community_name) return 'eventIn'
  if (n.notification_type === 'comment' && n.event_id !== null) return 'commentEvent'
  if (n.notification_type === 'comment' && n.announcement_id !== null) return 'commentAnnouncement'
  return n.notification_type
}

/**
 * What a push says, in the recipient's language: who did what (the title), what about (the body: the
 * event's or announcement's title, the post's or message's start, else the stored text), and where
 * a tap opens. The tag is per notification, so the service worker replaces rather than stacks a repeat.
 */
export function pushPayload(n: Notification, locale: Locale): PushPayload {
  const texts = TEXTS[locale]
  const name = n.actor_nickname || n.actor_username || texts.someone
  const title = texts.sentences[sentenceKey(n)]
    .replace('{name}', name)
    .replace('{community}', n.community_name ?? '')
  // A report's outcome is a decision word (remove, warn...), not text to show; the sentence says enough.
  const about = n.notification_type === 'report_update' ? null : (n.title ?? n.excerpt ?? n.content)
  return {
    title,
    body: about ?? '',
    url: notificationTarget(n),
    tag: `notification-${n.id}`,
    notification_id: n.id,
  }
}
