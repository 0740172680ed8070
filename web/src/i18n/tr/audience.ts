import type { audience as en } from '../en/audience.ts'
import type { Messages } from '../types.ts'

/** Seçili kişilere duyurular (konu 17): hedef kitle, "Okudum" onayı, hatırlatma, son tarih. */
export const audience: Messages<typeof en> = {
  form: {
    legend: 'Kimin için?',
    whole: 'Tüm üniversite',
    chosen: 'Seçili fakülteler, bölümler ve sınıflar',
    faculties: 'Fakülteler ve bölümler',
    wholeFaculty: '{{name}} (tümü)',
    years: 'Sınıflar',
    year: '{{year}}. sınıf',
    noFaculties: 'Bu üniversitenin henüz fakültesi yok. Fakülteler sekmesinden ekleyebilirsin.',
    nothingChosen: 'Henüz bir seçim yok: bu hâliyle tüm üniversiteye gider.',
    requiresAck: 'Öğrencilerden okuduklarını onaylamalarını iste',
    requiresAckHint: 'Kaç kişinin onayladığını görür, diğerlerine bir kez hatırlatma gönderebilirsin.',
    deadline: 'Son tarih (isteğe bağlı)',
  },
  facts: {
    label: 'Kimin için',
    for: 'Hedef: {{list}}',
    wholeUniversity: 'Tüm üniversite için',
    year_one: '{{years}}. sınıf',
    year_other: '{{years}}. sınıflar',
    deadline: 'Son gün {{date}}',
    ackRequested: 'Onay isteniyor',
  },
  ack: {
    region: 'Onay',
    button: 'Okudum',
    sending: 'Onaylanıyor…',
    done: 'Bu duyuruyu {{date}} tarihinde okuduğunu onayladın.',
    notTargeted: 'Bu duyuru başka öğrenciler için; yine de okuyabilirsin.',
    confirmed: 'Teşekkürler, onayın kaydedildi.',
    failed: 'Onayın kaydedilemedi',
    stats: '{{targeted}} kişiden {{acknowledged}} kişi onayladı',
    statsLabel: 'Onaylar',
    sentTo_one: '{{formatted}} üyeye gönderildi',
    sentTo_other: '{{formatted}} üyeye gönderildi',
    remind: 'Onaylamayanlara hatırlat',
    reminding: 'Gönderiliyor…',
    reminded: 'Onaylamayanlara {{date}} tarihinde hatırlatma gönderildi.',
    remindSent: 'Hatırlatma gönderildi.',
    remindFailed: 'Hatırlatma gönderilemedi',
  },
}
