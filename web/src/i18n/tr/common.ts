import type { common as en } from '../en/common.ts'
import type { Messages } from '../types.ts'

export const common: Messages<typeof en> = {
  appName: 'Agora',
  theme: { toLight: 'Açık temaya geç', toDark: 'Koyu temaya geç' },
  loading: 'Yükleniyor…',
  time: {
    now: 'şimdi',
    minutes: '{{count}} dk',
    hours: '{{count}} sa',
    days: '{{count}} g',
    weeks: '{{count}} hf',
  },
  ui: {
    retry: 'Tekrar dene',
    close: 'Kapat',
    dismiss: 'Kapat',
    previousImage: 'Önceki resim',
    nextImage: 'Sonraki resim',
    imageCounter: 'Resim {{current}} / {{total}}',
    imageViewer: 'Resim görüntüleyici',
    cancel: 'Vazgeç',
    crop: { zoom: 'Yakınlaştır', apply: 'Uygula', uploading: 'Yükleniyor…' },
    notification: 'Bildirim',
    notificationsRegion: 'Bildirimler ({hotkey})',
    /** Bağlantı kartları (issue 31, components/ui/link-card.tsx). */
    linkCard: {
      remove: 'Bağlantı önizlemesini kaldır',
      loading: 'Bağlantı önizlemesi yükleniyor…',
      opensOutside: '{{site}}, yeni sekmede açılır',
    },
  },
  notFound: {
    title: 'Sayfa bulunamadı',
    body: 'Bu sayfa yok ya da henüz kullanılamıyor.',
    home: 'Ana Sayfaya git',
  },
  crash: {
    title: 'Bir şeyler ters gitti',
    body: 'Beklenmeyen bir hata bu sayfayı durdurdu. Sayfayı yenilemek genellikle sorunu çözer.',
    reload: 'Sayfayı yenile',
  },
}
