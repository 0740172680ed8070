import type { post as en } from '../en/post.ts'
import type { Messages } from '../types.ts'

export const post: Messages<typeof en> = {
  repostedBy: '{{name}} yeniden paylaştı',
  repostedByYou: 'Yeniden paylaştın',
  edited: 'Düzenlendi',
  editedAt: '{{date}} tarihinde düzenlendi',
  replyingTo: '<parent>@{{username}}</parent> kullanıcısına yanıt',
  deletedParent: 'Silinmiş bir gönderiye yanıt',
  deleted: 'Bu gönderi silindi.',
  loadingOriginal: 'Asıl gönderi yükleniyor',
  originalUnavailable: 'Bu gönderi kullanılamıyor.',
  views: 'Görüntülenme',
  quotes_one: 'Alıntı',
  quotes_other: 'Alıntı',
  actions: {
    reply: 'Yanıtla',
    like: 'Beğen',
    unlike: 'Beğenmekten vazgeç',
    save: 'Kaydet',
    unsave: 'Kaydetmekten vazgeç',
    repostMenu: 'Yeniden paylaş veya alıntıla',
    repost: 'Yeniden paylaş',
    undoRepost: 'Yeniden paylaşımı geri al',
    quote: 'Alıntıla',
    more: 'Diğer seçenekler',
    edit: 'Düzenle',
    delete: 'Sil',
  },
  media: {
    open: 'Resim {{current}} / {{total}} aç',
    image: 'Resim {{current}} / {{total}}',
    video: 'Video',
  },
  /** The post text field (entities/post/components/post-text-field.tsx). */
  text: {
    counter: '{{count}} / {{max}} karakter',
    tooLong: 'Gönderi 280 karakteri geçemez',
  },
  quote: {
    title: 'Gönderiyi alıntıla',
    label: 'Yorumun',
    placeholder: 'Bir yorum ekle…',
    submit: 'Alıntıla',
    submitting: 'Alıntılanıyor…',
    success: 'Alıntın paylaşıldı.',
    failed: 'Gönderi alıntılanamadı',
  },
  delete: {
    title: 'Gönderi silinsin mi?',
    body: 'Bu işlem geri alınamaz. Gönderi profilinden, takipçilerinin akışlarından ve arama sonuçlarından kaldırılacak.',
    confirm: 'Sil',
    cancel: 'Vazgeç',
    failed: 'Gönderi silinemedi',
  },
}
