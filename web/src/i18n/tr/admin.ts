import type { admin as en } from '../en/admin.ts'
import type { Messages } from '../types.ts'

/** Site yöneticilerinin paneli, /admin. */
export const admin: Messages<typeof en> = {
  title: 'Yönetim',
  retry: 'Tekrar dene',
  tabs: {
    label: 'Yönetim bölümleri',
    applications: 'Topluluk başvuruları',
    reports: 'Şikâyetler',
    appeals: 'İtirazlar',
    log: 'Moderasyon kaydı',
    universities: 'Üniversiteler',
    roles: 'Roller',
  },
  applications: {
    empty: 'Bekleyen başvuru yok',
    approve: 'Onayla',
    reject: 'Reddet',
    approved: 'Onaylandı: {{name}} açıldı',
    rejected: 'Başvuru reddedildi',
    by: '@{{username}} tarafından',
    manager: '{{name}} · {{email}} · {{phone}}',
    reason: 'Ret gerekçesi',
    confirmReject: 'Başvuruyu reddet',
  },
  universities: {
    add: 'Üniversite ekle',
    edit: 'Düzenle',
    save: 'Kaydet',
    saved: 'Üniversite kaydedildi',
    name: 'Ad',
    city: 'Şehir',
    website: 'Web sitesi',
    students: 'Öğrenci sayısı',
    domains: 'E-posta alan adları (virgülle ayrılmış)',
    type: 'Tür',
    types: { public: 'Devlet', private: 'Özel', foundation: 'Vakıf' },
    empty: 'Henüz üniversite yok',
  },
  roles: {
    search: 'Adıyla bir kişi bul',
    role: 'Rol',
    university: 'Üniversite (UniAdmin için)',
    set: 'Rolü ata',
    saved: 'Rol güncellendi',
    none: 'Kimse bulunamadı',
    values: { user: 'Doğrulanmış Kullanıcı', UniAdmin: 'Üniversite Yöneticisi', admin: 'Site Yöneticisi' },
  },
  errors: { load: 'Bu liste yüklenemedi', action: 'Bu işlem yapılamadı' },
}
