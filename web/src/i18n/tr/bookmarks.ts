import type { bookmarks as en } from '../en/bookmarks.ts'
import type { Messages } from '../types.ts'

export const bookmarks: Messages<typeof en> = {
  title: 'Kaydedilenler',
  tabs: {
    label: 'Kaydedilen içerik',
    posts: 'Gönderiler',
    events: 'Etkinlikler',
    announcements: 'Duyurular',
  },
  empty: {
    posts: 'Henüz gönderi kaydetmedin',
    events: 'Henüz etkinlik kaydetmedin',
    announcements: 'Henüz duyuru kaydetmedin',
  },
  loadFailed: 'Kaydedilenler yüklenirken hata oluştu',
  retry: 'Tekrar dene',
  removed: 'Kaydedilenlerden kaldırıldı',
  undo: 'Geri al',
}
