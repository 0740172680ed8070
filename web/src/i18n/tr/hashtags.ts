import type { hashtags as en } from '../en/hashtags.ts'
import type { Messages } from '../types.ts'

export const hashtags: Messages<typeof en> = {
  back: 'Geri',
  postsLabel: '{{tag}} içeren gönderiler',
  loading: 'Gönderiler yükleniyor',
  loadingMore: 'Daha fazla gönderi yükleniyor',
  empty: 'Henüz {{tag}} içeren gönderi yok',
  emptyHint: 'Bu etiketi kullanan gönderiler burada görünecek.',
  error: 'Gönderiler alınamadı',
  retry: 'Tekrar dene',
  end: 'Hepsini gördün',
  trending: {
    title: 'Gündemdekiler',
    loading: 'Gündem yükleniyor…',
    failed: 'Gündem yüklenemedi',
    empty: 'Henüz gündemde bir şey yok',
    posts_one: '{{formatted}} gönderi',
    posts_other: '{{formatted}} gönderi',
  },
}
