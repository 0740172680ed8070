import type { chat as en } from '../en/chat.ts'
import type { Messages } from '../types.ts'

export const chat: Messages<typeof en> = {
  time: {
    now: 'şimdi',
    minutes: '{{count}} dk',
    hours: '{{count}} sa',
    days: '{{count}} g',
    weeks: '{{count}} hf',
    months: '{{count}} ay',
  },
  divider: { today: 'Bugün', yesterday: 'Dün' },
  presence: { online: 'Çevrimiçi', lastSeen: '{{time}} önce görüldü', lastSeenNow: 'Az önce görüldü' },
  sendFailed: 'Mesaj gönderilemedi',
  retrySend: 'Tekrar dene',
  discard: 'Sil',
  composer: {
    label: 'Mesaj yaz',
    input: 'Mesaj',
    placeholder: 'Bir mesaj yaz…',
    counter: '{{count}}/{{max}}',
    send: 'Gönder',
  },
  connection: {
    reconnecting: 'Yeniden bağlanıyor…',
    lost: 'Bağlantı yok: yeni mesajlar görünmeyebilir.',
    retry: 'Tekrar dene',
  },
  unknownChat: 'Sohbet',
  you: 'Sen: {{text}}',
  noMessages: 'Henüz mesaj yok',
  requestSent: 'İstek gönderildi',
  requestDeclined: 'İstek reddedildi',
  declinedNote: '{{title}} mesaj isteğini reddetti. Bu sohbette artık mesaj gönderemezsin.',
  unreadAfterTitle_one: ', {{count}} okunmamış mesaj',
  unreadAfterTitle_other: ', {{count}} okunmamış mesaj',
}
