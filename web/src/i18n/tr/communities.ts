import type { communities as en } from '../en/communities.ts'
import type { Messages } from '../types.ts'

/** Topluluk listesi ve başvuru sihirbazı, /communities. */
export const communities: Messages<typeof en> = {
  title: 'Topluluklar',
  search: 'Topluluk ara',
  loading: 'Topluluklar yükleniyor',
  retry: 'Tekrar dene',
  tabs: { label: 'Topluluklar', popular: 'Popüler', university: 'Üniversite', mine: 'Topluluklarım' },
  empty: {
    popular: 'Henüz topluluk yok',
    university: 'Üniversitende henüz topluluk yok',
    mine: 'Henüz bir topluluğa katılmadın',
    search: '“{{term}}” ile eşleşen topluluk yok',
  },
  noDescription: 'Henüz açıklama yok',
  members_one: '{{formatted}} üye',
  members_other: '{{formatted}} üye',
  badge: { admin: 'Site Yöneticisi', own: 'Senin Topluluğun' },
  roleTips: {
    admin: 'Site Yöneticisi',
    ComAdmin: 'Topluluk Yöneticisi',
    ComMod: 'Topluluk Moderatörü',
    creator: 'Topluluk Yöneticisi',
  },
  popular: { title: 'Popüler topluluklar' },
  join: 'Katıl',
  pending: 'Beklemede',
  member: 'Üye',
  errors: { load: 'Topluluklar yüklenemedi', join: 'Topluluğa katılınamadı' },
  apply: {
    open: 'Topluluğunu bulamıyor musun?',
    title: 'Topluluk başvurusu',
    step: 'Adım {{step}} / {{total}}',
    back: 'Geri',
    continue: 'Devam',
    confirm: 'Başvuruyu gönder',
    sending: 'Gönderiliyor…',
    welcome: {
      title: 'Topluluğunu başlat',
      body: 'Yönettiğin topluluğu anlat. Her başvuruyu bir site yöneticisi inceler; onaylanınca topluluğun yöneticisi sen olursun.',
    },
    university: {
      label: 'Üniversite',
      placeholder: 'Üniversiteni ara',
      none: 'Üniversite bulunamadı',
      chosen: 'Seçilen: {{name}}',
    },
    name: { label: 'Topluluk adı', placeholder: 'ör. Robotik Kulübü' },
    manager: { label: 'Yönetici adı', placeholder: 'Sorumlu kişinin adı soyadı' },
    contact: { email: 'Yönetici e-postası', phone: 'Yönetici telefonu' },
    summary: {
      title: 'Kontrol et ve gönder',
      university: 'Üniversite',
      name: 'Topluluk',
      manager: 'Yönetici',
      email: 'E-posta',
      phone: 'Telefon',
    },
    sent: 'Başvurun gönderildi. Sana haber vereceğiz.',
  },
}
