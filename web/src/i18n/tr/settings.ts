import type { settings as en } from '../en/settings.ts'
import type { Messages } from '../types.ts'

export const settings: Messages<typeof en> = {
  title: 'Ayarlar',
  navLabel: 'Ayar bölümleri',
  back: 'Geri',
  groups: {
    account: 'Hesap',
    security: 'Güvenlik ve gizlilik',
    notifications: 'Bildirimler',
    accessibility: 'Erişilebilirlik',
    help: 'Yardım',
  },
  sections: {
    account: 'Hesap bilgileri',
    password: 'Şifre değiştir',
    'delete-account': 'Hesabı sil',
    'your-posts': 'Gönderilerin',
    visibility: 'Hesap görünürlüğü',
    'direct-messages': 'Doğrudan mesajlar',
    'mute-block': 'Sessize alma ve engelleme',
    filters: 'Filtreler',
    preferences: 'Tercihler',
    'accessibility-options': 'Erişilebilirlik seçenekleri',
    display: 'Görünüm',
    language: 'Dil',
    help: 'Yardım',
  },
  comingSoon: {
    title: 'Çok yakında',
    body: 'Bu bölüm henüz kullanılamıyor. Üzerinde çalışıyoruz.',
  },
  account: {
    username: 'Kullanıcı adı',
    usernameHint: 'Kullanıcı adın değiştirilemez.',
    email: 'E-posta',
    nickname: 'Takma ad',
    memberSince: 'Üyelik tarihi',
    university: 'Üniversite',
    loadFailed: 'Profil yüklenemedi',
  },
  password: {
    description: 'Yeni bir şifre seç. Hesabına bağlı diğer cihazlarda oturum kapatılır.',
    current: 'Mevcut şifre',
    new: 'Yeni şifre',
    confirm: 'Yeni şifre (tekrar)',
    submit: 'Şifreyi güncelle',
    submitting: 'Güncelleniyor…',
    /** The contract's minimum for a new password, under its field. */
    rule: 'En az {{min}} karakter',
    success: 'Şifren güncellendi.',
    errors: {
      required: 'Lütfen tüm alanları doldur.',
      mismatch: 'Şifreler eşleşmiyor.',
      failed: 'Şifre güncellenemedi.',
    },
  },
  visibility: {
    description:
      'Gönderilerini ve beğenilerini kimlerin görebileceğini seç. Profilin, adın ve fotoğrafın herkese görünür kalır.',
    legend: 'Hesap görünürlüğü',
    public: {
      label: 'Herkese açık',
      hint: 'Gönderilerini ve beğenilerini herkes görebilir, herkes seni hemen takip edebilir.',
    },
    private: {
      label: 'Gizli (korumalı)',
      hint: 'Gönderilerini ve beğenilerini yalnızca onayladığın takipçiler görür. Yeni takipçiler istek gönderir, sen onaylar ya da reddedersin. Herkese açığa geri dönmek bekleyen istekleri onaylar.',
    },
    saving: 'Kaydediliyor…',
    saved: {
      public: 'Hesabın artık herkese açık.',
      private: 'Hesabın artık gizli.',
    },
  },
  block: {
    title: 'Engellenen hesaplar',
    description:
      'Engellenen hesaplar seni takip edemez, sana yanıt veremez ve senden bahsedemez; birbirinizin gönderilerini görmezsiniz.',
    emptyTitle: 'Engellenen hesap yok',
    emptyBody: 'Profilinden engellediğin hesaplar burada görünür.',
    unblock: 'Engeli kaldır',
    unblockLabel: '@{{username}} engelini kaldır',
    unblocking: 'Kaldırılıyor…',
    unblocked: '@{{username}} engeli kaldırıldı.',
    unblockFailed: 'Bu hesabın engeli kaldırılamadı.',
  },
  mute: {
    title: 'Sessize alınan hesaplar',
    description: 'Sessize almak, bir hesabı engellemeden gönderilerini akışlarından gizler.',
    action: 'Sessize al',
  },
  deleteAccount: {
    description: 'Hesabını silmek kalıcıdır ve geri alınamaz.',
    removes: {
      content:
        'Profilin, gönderilerin, yorumların, beğenilerin, kaydettiğin gönderiler ve yeniden paylaşımların silinir.',
      relations: 'Takipçilerin, takip ettiğin hesaplar, takip istekleri ve engellemeler silinir.',
      sessions: 'Tüm cihazlarda oturumun kapatılır.',
      again: 'Daha sonra aynı e-posta adresiyle yeniden kaydolabilirsin.',
    },
    password: 'Şifre',
    submit: 'Hesabı sil',
    submitting: 'Siliniyor…',
    confirmTitle: 'Hesabın silinsin mi?',
    confirmBody: 'Hesabın ve içindeki her şey kalıcı olarak silinecek. Bu işlem geri alınamaz.',
    confirm: 'Kalıcı olarak sil',
    success: 'Hesabın silindi.',
    redirecting: 'Giriş sayfasına yönlendiriliyorsun…',
    failed: 'Hesap silinemedi.',
  },
  language: {
    description: 'Arayüz dilini seç.',
    en: 'English',
    tr: 'Türkçe',
  },
}
