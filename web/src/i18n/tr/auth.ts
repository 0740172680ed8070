import type { auth as en } from '../en/auth.ts'
import type { Messages } from '../types.ts'

export const auth: Messages<typeof en> = {
  documentTitle: { login: 'Giriş yap', register: 'Hesap oluştur' },
  welcome: {
    title: 'Kampüsün tek bir yerde',
    subtitle: 'Üniversitenden gönderiler, topluluklar, etkinlikler ve duyurular.',
    unlock: 'Kilidi aç',
    unlockHint: 'Giriş yapmak için dokun',
  },
  links: {
    noAccount: 'Hesabın yok mu?',
    haveAccount: 'Zaten bir hesabım var',
    back: 'Geri',
  },
  login: {
    usernameTitle: "Agora'ya giriş yap",
    usernameSubtitle: 'Tekrar hoş geldin. Kullanıcı adını veya e-postanı gir.',
    usernameLabel: 'Kullanıcı adı veya e-posta',
    passwordTitle: 'Şifreni gir',
    signingInAs: '{{username}} olarak giriş yapılıyor',
    passwordLabel: 'Şifre',
    signingIn: 'Giriş yapılıyor...',
    signIn: 'Giriş Yap',
    errors: { loginFailed: 'Giriş başarısız oldu. Lütfen tekrar deneyin.' },
  },
  register: {
    step: 'Adım {{current}} / {{total}}',
    emailTitle: 'Hesabını oluştur',
    emailSubtitle: 'E-posta adresini kullan; tercihen üniversite adresini.',
    emailLabel: 'E-posta',
    usernameTitle: 'Bir kullanıcı adı seç',
    usernameSubtitle: 'İnsanlar seni bu adla bulur ve anar.',
    usernameLabel: 'Kullanıcı adı',
    passwordTitle: 'Bir şifre belirle',
    passwordSubtitle: 'Neredeyse bitti. Şifreni kimseyle paylaşma.',
    passwordLabel: 'Şifre',
    passwordRule: 'En az {{min}} karakter',
    creating: 'Hesap oluşturuluyor...',
    create: 'Hesap Oluştur',
    errors: { registrationFailed: 'Kayıt başarısız oldu' },
  },
  continue: 'Devam',
  checking: 'Kontrol ediliyor…',
  availability: { email: 'E-posta adresi kullanılabilir', username: 'Kullanıcı adı kullanılabilir' },
  password: { show: 'Şifreyi göster', hide: 'Şifreyi gizle' },
}
