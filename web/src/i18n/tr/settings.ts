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
    'two-factor': 'İki adımlı giriş',
    sessions: 'Açık oturumlar',
    calendar: 'Takvim aboneliği',
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
  calendar: {
    description:
      'Bu adrese Google Takvim, Apple Takvim veya Outlook’ta abone ol: katıldığın etkinlikler ve üniversitenin duyuru tarihleri orada görünür ve güncel kalır.',
    address: 'Takvim adresin',
    copy: 'Adresi kopyala',
    copied: 'Adres kopyalandı',
    copyFailed: 'Adres kopyalanamadı',
    private: 'Bu adrese sahip olan herkes bu tarihleri görebilir. Kimseyle paylaşma.',
    reset: 'Adresi sıfırla',
    resetTitle: 'Takvim adresi sıfırlansın mı?',
    resetBody: 'Şu anki adrese abone olan takvimler güncellenmez. Yeni adrese yeniden abone olman gerekir.',
    resetDone: 'Yeni adres hazır; eskisi artık çalışmıyor.',
    resetFailed: 'Adres sıfırlanamadı',
    loading: 'Takvim adresin yükleniyor',
    loadFailed: 'Takvim adresin yüklenemedi',
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
  notificationFilters: {
    description:
      'Geri tutulan bildirimler sayılmaz ve anında gönderilmez; Bildirimler sayfasının Filtrelenen sekmesinde bekler.',
    filter_not_following: {
      label: 'Takip etmediğin kişiler',
      description: 'Takip etmediğin hesaplardan gelen bildirimleri geri tut.',
    },
    filter_not_followers: {
      label: 'Seni takip etmeyen kişiler',
      description: 'Seni takip etmeyen hesaplardan gelen bildirimleri geri tut.',
    },
    filter_new_accounts: {
      label: 'Yeni hesaplar',
      description: '30 günden yeni hesaplardan gelen bildirimleri geri tut.',
    },
  },
  notificationPreferences: {
    description: 'Neler için bildirim almak istediğini seç. Kapattığın türler hiç oluşturulmaz.',
    loadFailed: 'Bildirim ayarların yüklenemedi',
    saveFailed: 'Bildirim ayarların kaydedilemedi',
    kinds: {
      like: 'Beğeniler',
      comment: 'Yanıtlar',
      repost: 'Yeniden paylaşımlar',
      quote: 'Alıntılar',
      save: 'Kaydetmeler',
      mention: 'Bahsetmeler',
      follow: 'Yeni takipçiler ve takip istekleri',
      community_join: 'Topluluklarına katılma istekleri',
      community_post: 'Zilini açtığın topluluklardaki gönderiler',
      event: 'Üniversitenin ve topluluklarının etkinlikleri',
      announcement: 'Üniversitenin duyuruları',
      message: 'Mesajlar',
      community_invite: 'Topluluk davetleri',
    },
  },
  directMessages: {
    who: {
      legend: 'Sana kimler mesaj gönderebilir',
      everyone: { label: 'Herkes', hint: 'Seni engellemeyen herkes seninle sohbet başlatabilir.' },
      following: {
        label: 'Takip ettiğin kişiler',
        hint: 'Yalnızca takip ettiğin kişiler seninle sohbet başlatabilir. Var olan sohbetlerin sürer.',
      },
    },
    activity: {
      label: 'Etkinlik durumunu göster',
      description:
        'Diğerleri çevrimiçi olduğunu, yazdığını ve mesajlarını gördüğünü görür. Kapalıyken sen de onlarınkini görmezsin.',
    },
    loadFailed: 'Mesaj ayarların yüklenemedi',
    saveFailed: 'Mesaj ayarların kaydedilemedi',
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
