import type { home as en } from '../en/home.ts'
import type { Messages } from '../types.ts'

export const home: Messages<typeof en> = {
  title: 'Ana Sayfa',
  tabs: { label: 'Akış', for_you: 'Sana Özel', following: 'Takip Edilenler' },
  dismiss: 'Kapat',
  composer: {
    label: 'Gönderi yaz',
    placeholder: 'Kampüste neler oluyor?',
    submit: 'Gönder',
    posting: 'Gönderiliyor…',
    addMedia: 'Fotoğraf veya video ekle',
    removeMedia: 'Medyayı kaldır',
    mediaPreview: 'Eklenen medya',
    failed: 'Gönderi paylaşılamadı',
    posted: 'Gönderin paylaşıldı',
    badType: 'Bir resim ya da MP4 veya QuickTime video seç.',
    imageTooLarge: 'Resimler en fazla 10 MB olabilir.',
    videoTooLarge: 'Videolar en fazla 50 MB olabilir.',
    suggestions: 'Etiket önerileri',
    suggestionCount_one: '{{formatted}} gönderi',
    suggestionCount_other: '{{formatted}} gönderi',
  },
  feed: {
    empty: 'gösterilecek içerik yok',
    emptyHint: {
      for_you: 'Üniversitenden, takip ettiklerinden ve tüm kampüsten gönderiler burada görünecek.',
      following: 'Gönderilerini ve yeniden paylaşımlarını burada görmek için insanları takip et.',
    },
    error: 'Hay aksi, bir şeyler ters gitti',
    retry: 'Tekrar dene',
    loading: 'Gönderiler yükleniyor',
    loadingMore: 'Daha fazla gönderi yükleniyor',
    end: 'Hepsini gördün',
    showNew: 'Yeni gönderileri göster',
  },
}
