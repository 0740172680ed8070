import type { floatingMessages as en } from '../en/floatingMessages.ts'
import type { Messages } from '../types.ts'

export const floatingMessages: Messages<typeof en> = {
  title: 'Mesajlar',
  /** After the closed bar's unread count, in its name: 'Messages 3 unread'. */
  unreadSuffix: 'okunmamış',
  close: 'Mesajları kapat',
  expand: 'Genişlet',
  collapse: 'Daralt',
  latest: 'Son sohbetler',
  loading: 'Sohbetler yükleniyor…',
  loadFailed: 'Sohbetlerin yüklenemedi',
  retry: 'Tekrar dene',
  noChats: 'Henüz sohbet yok. Mesajlar’dan ya da birinin profilinden başlat.',
  viewAll: 'Tümünü gör',
  back: 'Sohbetlere dön',
  openFull: 'Tam görünümde aç',
  chat: 'Sohbet',
  loadingChat: 'Sohbet yükleniyor…',
  loadChatFailed: 'Bu sohbet yüklenemedi',
  missing: 'Bu sohbet artık yok.',
  messagesLabel: 'Mesajlar',
  sayHello: 'Henüz mesaj yok. Merhaba de!',
  request: 'Bu isteği Mesajlar’da kabul et ya da reddet.',
}
