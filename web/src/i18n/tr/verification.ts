import type { verification as en } from '../en/verification.ts'
import type { Messages } from '../types.ts'

export const verification: Messages<typeof en> = {
  holding: {
    documentTitle: 'E-postanı doğrula',
    title: 'Gelen kutunu kontrol et',
    accountCreated: 'Hesabın oluşturuldu.',
    sentTo: 'Doğrulama bağlantısını şu adrese gönderdik:',
    noAddress: 'Doğrulama bağlantısını e-posta adresine gönderdik.',
    instructions:
      'Hesabını etkinleştirmek için e-postadaki bağlantıyı aç. Bunu yaptığında bu sayfa kendiliğinden devam eder.',
    waiting: 'Doğrulama bekleniyor…',
    resend: 'Doğrulama e-postasını yeniden gönder',
    resendIn: '{{seconds}} sn sonra yeniden gönder',
    resendSucceeded: 'Yeni bir doğrulama e-postası gönderildi.',
    resendFailed: 'Doğrulama e-postası gönderilemedi',
    deleteAccount: 'Hesabı sil',
    deleteConfirm: 'Bu doğrulanmamış hesap silinsin mi? Ardından aynı adresle yeniden kayıt olabilirsin.',
    deleteSucceeded: 'Hesabın silindi.',
    deleteFailed: 'Hesap silinemedi',
    redirectingToRegister: 'Kayıt sayfasına yönlendiriliyorsun…',
    signOut: 'Çıkış yap',
  },
  landing: {
    documentTitle: 'E-posta doğrulama',
    verifying: 'E-postan doğrulanıyor…',
    verified: "E-posta adresin doğrulandı. Agora'ya hoş geldin!",
    redirecting: "Agora'ya yönlendiriliyorsun…",
    goToSignIn: 'Giriş sayfasına git',
  },
}
