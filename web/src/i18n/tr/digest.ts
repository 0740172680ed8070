import type { digest as en } from '../en/digest.ts'
import type { Messages } from '../types.ts'

export const digest: Messages<typeof en> = {
  documentTitle: 'E-posta özetinden çık',
  title: 'E-posta özeti dursun mu?',
  body: 'Agora’da kaçırdıklarınla ilgili e-postalar artık gelmez. Ayarlar > Bildirimler > E-posta özeti’nden yeniden açabilirsin.',
  confirm: 'Abonelikten çık',
  confirming: 'Çıkılıyor...',
  doneTitle: 'Abonelikten çıktın',
  done: 'Artık özet e-postası gelmeyecek. Yeniden almak için Ayarlar > Bildirimler > E-posta özeti’nden Haftalık ya da Günlük’ü seç.',
  openSettings: 'Ayarları aç',
  incompleteTitle: 'Bu bağlantı eksik',
  incomplete: 'E-postadaki bağlantıyı olduğu gibi aç.',
  failed: 'Abonelikten çıkarılamadın. Lütfen tekrar dene.',
}
