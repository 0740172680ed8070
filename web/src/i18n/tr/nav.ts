import type { nav as en } from '../en/nav.ts'
import type { Messages } from '../types.ts'

export const nav: Messages<typeof en> = {
  items: {
    home: 'Ana Sayfa',
    explore: 'Keşfet',
    messages: 'Mesajlar',
    bookmarks: 'Yer İşaretleri',
    notifications: 'Bildirimler',
    communities: 'Topluluklar',
    universities: 'Üniversiteler',
    settings: 'Ayarlar',
    profile: 'Profil',
  },
  mainNavigation: 'Ana gezinme',
  tabBar: 'Hızlı gezinme',
  homeLink: 'Agora ana sayfa',
  /** After an entry's unread count, in its accessible name: 'Messages 3 new'. */
  newSuffix: 'yeni',
  skipToContent: 'İçeriğe geç',
  more: 'Daha fazla',
  accountMenu: 'Hesap menüsü',
  logout: 'Çıkış yap',
  adminConsole: 'Yönetim paneli',
  sidePanel: 'Yan panel',
}
