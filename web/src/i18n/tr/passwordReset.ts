import type { passwordReset as en } from '../en/passwordReset.ts'
import type { Messages } from '../types.ts'

export const passwordReset: Messages<typeof en> = {
  forgot: {
    documentTitle: 'Şifreni mi unuttun',
    title: 'Şifreni mi unuttun?',
    subtitle:
      'Hesabının e-posta adresini ya da kullanıcı adını gir. Yeni bir şifre seçmen için bir bağlantı gönderelim.',
    loginLabel: 'Kullanıcı adı veya e-posta',
    send: 'Bağlantı gönder',
    sending: 'Gönderiliyor...',
    sentTitle: 'E-postanı kontrol et',
    sent: '{{login}} ile eşleşen bir hesap varsa, yeni bir şifre seçmesi için ona bir bağlantı gönderdik. Bağlantı bir kez ve 1 saat boyunca çalışır.',
    spam: 'Birkaç dakika içinde gelmedi mi? İstenmeyen klasörüne bak ya da yeniden iste.',
    again: 'Yeniden iste',
    failed: 'Bağlantı gönderilemedi. Lütfen tekrar dene.',
  },
  reset: {
    documentTitle: 'Yeni bir şifre seç',
    title: 'Yeni bir şifre seç',
    subtitle: 'Her cihazda oturumun kapanır; iki adımlı giriş açıksa kodun da sorulur.',
    newLabel: 'Yeni şifre',
    rule: 'En az {{min}} karakter',
    confirmLabel: 'Yeni şifreyi onayla',
    mismatch: 'Şifreler eşleşmiyor',
    save: 'Yeni şifreyi kaydet',
    saving: 'Kaydediliyor...',
    doneTitle: 'Şifren değişti',
    done: 'Yeni şifrenle giriş yap.',
    incompleteTitle: 'Bu bağlantı eksik',
    incomplete: 'E-postadaki bağlantıyı olduğu gibi aç ya da yenisini iste.',
    failed: 'Şifren değiştirilemedi. Lütfen tekrar dene.',
    newLink: 'Yeni bir bağlantı iste',
  },
  backToSignIn: 'Girişe dön',
  signIn: 'Giriş yap',
}
