import type { postPage as en } from '../en/postPage.ts'
import type { Messages } from '../types.ts'

export const postPage: Messages<typeof en> = {
  title: 'Gönderi',
  back: 'Geri',
  fallbackTitle: 'Gönderi - Agora',
  documentTitle: "{{name}}, Agora'da",
  loading: 'Gönderi yükleniyor',
  error: 'Bu gönderi yüklenemedi',
  retry: 'Tekrar dene',
  notFound: {
    title: 'Gönderi bulunamadı',
    body: 'Bu gönderi silinmiş olabilir ya da sana görünür değil.',
    home: 'Ana Sayfaya git',
  },
  reply: {
    label: 'Yanıt yaz',
    placeholder: 'Yanıtını gönder',
    submit: 'Yanıtla',
    sending: 'Yanıtlanıyor…',
    addImages: 'Fotoğraf ekle',
    removeImage: '{{number}}. fotoğrafı kaldır',
    attached: 'Eklenen fotoğraflar',
    tooManyImages: 'Bir yanıtta en fazla 4 fotoğraf olabilir.',
    badType: 'Yanıtlara yalnızca resim eklenebilir.',
    imageTooLarge: 'Resimler en fazla 10 MB olabilir.',
    failed: 'Yanıt gönderilemedi',
    sent: 'Yanıtın gönderildi',
  },
  text: {
    counter: '{{count}} / {{max}} karakter',
    tooLong: 'Gönderi 280 karakteri geçemez',
  },
  replies: {
    heading: 'Yanıtlar',
    empty: 'Henüz yanıt yok. İlk yanıtı sen yaz.',
    viewAll_one: '{{count}} yanıtı gör',
    viewAll_other: '{{count}} yanıtın tümünü gör',
    showMore: 'Daha fazla yanıt göster',
    loading: 'Yanıtlar yükleniyor',
    error: 'Yanıtlar yüklenemedi',
    retry: 'Tekrar dene',
  },
  edit: {
    heading: 'Gönderiyi düzenle',
    label: 'Gönderi metni',
    save: 'Kaydet',
    saving: 'Kaydediliyor…',
    cancel: 'İptal',
    failed: 'Gönderi düzenlenirken hata oluştu',
    mediaKept: 'Fotoğraflar ve videolar olduğu gibi kalır.',
  },
}
