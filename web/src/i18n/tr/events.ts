import type { events as en } from '../en/events.ts'
import type { Messages } from '../types.ts'

export const events: Messages<typeof en> = {
  title: 'Etkinlik',
  loading: 'Etkinlik yükleniyor',
  loadFailed: 'Bu etkinlik yüklenemedi',
  notFound: { title: 'Etkinlik bulunamadı', body: 'Bu etkinlik yok ya da silinmiş.' },
  upcoming: {
    title: 'Yaklaşan etkinlikler',
    loading: 'Yaklaşan etkinlikler yükleniyor…',
    failed: 'Yaklaşan etkinlikler yüklenemedi',
    empty: 'Yaklaşan etkinlik yok',
  },
}
