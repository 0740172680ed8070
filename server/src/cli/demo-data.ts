import type { Role } from '@agora/contract'
import type { NewUniversity } from '../modules/universities/index.ts'

/** One password for every demo account, printed at the end of demo:seed. Demo data only. */
export const DEMO_PASSWORD = 'agora-demo-2026'

export type DemoUniversityKey = 'metu' | 'boun' | 'itu'

export const DEMO_UNIVERSITIES: Record<DemoUniversityKey, NewUniversity> = {
  metu: {
    name: 'Middle East Technical University',
    domains: ['metu.edu.tr'],
    city: 'Ankara',
    location: 'Üniversiteler Mahallesi, Çankaya, Ankara',
    founded: 1956,
    website: 'https://www.metu.edu.tr',
  },
  boun: {
    name: 'Boğaziçi University',
    domains: ['boun.edu.tr', 'bogazici.edu.tr'],
    city: 'İstanbul',
    location: 'Bebek, Beşiktaş, İstanbul',
    founded: 1863,
    website: 'https://bogazici.edu.tr',
  },
  itu: {
    name: 'İstanbul Teknik Üniversitesi',
    domains: ['itu.edu.tr'],
    city: 'İstanbul',
    location: 'Maslak, Sarıyer, İstanbul',
    founded: 1773,
    website: 'https://www.itu.edu.tr',
  },
}

export interface DemoPerson {
  username: string
  email: string
  firstName: string
  lastName: string
  role: Role
  university: DemoUniversityKey | null
}

const person = (
  username: string,
  email: string,
  name: string,
  university: DemoUniversityKey | null,
  role: Role = 'user',
): DemoPerson => {
  const [firstName, ...rest] = name.split(' ')
  return { username, email, firstName: firstName!, lastName: rest.join(' '), role, university }
}

export const DEMO_ADMINS: DemoPerson[] = [
  person('admin', 'admin@agora.local', 'Site Admin', null, 'admin'),
  person('metu_admin', 'uniadmin@metu.edu.tr', 'Deniz Acar', 'metu', 'UniAdmin'),
  person('boun_admin', 'uniadmin@boun.edu.tr', 'Sarah Mitchell', 'boun', 'UniAdmin'),
  person('itu_admin', 'uniadmin@itu.edu.tr', 'Hakan Güneş', 'itu', 'UniAdmin'),
]

/** Turkish and English names, four per university; some addresses are on a student subdomain. */
export const DEMO_STUDENTS: DemoPerson[] = [
  person('ayse_yilmaz', 'ayse.yilmaz@metu.edu.tr', 'Ayşe Yılmaz', 'metu'),
  person('mehmet_demir', 'e2451234@student.metu.edu.tr', 'Mehmet Demir', 'metu'),
  person('emily_carter', 'emily.carter@metu.edu.tr', 'Emily Carter', 'metu'),
  person('can_ozturk', 'can.ozturk@metu.edu.tr', 'Can Öztürk', 'metu'),
  person('zeynep_kaya', 'zeynep.kaya@boun.edu.tr', 'Zeynep Kaya', 'boun'),
  person('oliver_smith', 'oliver.smith@std.bogazici.edu.tr', 'Oliver Smith', 'boun'),
  person('elif_sahin', 'elif.sahin@boun.edu.tr', 'Elif Şahin', 'boun'),
  person('burak_celik', 'burak.celik@boun.edu.tr', 'Burak Çelik', 'boun'),
  person('irem_aydin', 'irem.aydin@itu.edu.tr', 'İrem Aydın', 'itu'),
  person('james_wilson', 'james.wilson@itu.edu.tr', 'James Wilson', 'itu'),
  person('emre_koc', 'emre.koc@itu.edu.tr', 'Emre Koç', 'itu'),
  person('selin_arslan', 'selin.arslan@itu.edu.tr', 'Selin Arslan', 'itu'),
]

/**
 * Bios (and a few nicknames) for the profile screens, in the language each person would write in.
 * A nickname here replaces the full name demo:seed gives everyone, as people shorten their names.
 */
export const DEMO_PROFILES: Record<string, { bio: string; nickname?: string }> = {
  admin: { bio: 'Keeping Agora running. Write to me if something is broken.' },
  metu_admin: { bio: 'ODTÜ öğrenci işleri. Duyurular ve etkinlikler için takipte kalın.' },
  boun_admin: { bio: 'Student affairs at Boğaziçi. Events and announcements live here.' },
  itu_admin: { bio: 'İTÜ öğrenci dekanlığı. Kampüs duyuruları.' },
  ayse_yilmaz: { bio: 'Bilgisayar mühendisliği 3. sınıf. Kahve, kod ve kampüs kedileri.', nickname: 'Ayşe' },
  mehmet_demir: { bio: 'EE öğrencisi, robotik takımı kaptanı.' },
  emily_carter: { bio: 'Exchange student from Leeds. Learning Turkish one çay at a time.', nickname: 'Em' },
  can_ozturk: { bio: 'Fizik. Gece yarısı problem setleri.' },
  zeynep_kaya: { bio: 'Psikoloji ve fotoğraf. Boğaz manzarası olmadan ders çalışamam.' },
  oliver_smith: { bio: 'Economics MA. Running club on Sundays.' },
  elif_sahin: { bio: 'Tarih. Sadece yakın arkadaşlarım için.', nickname: 'Elif Ş.' },
  burak_celik: { bio: 'Makine mühendisliği, basketbol takımı.' },
  irem_aydin: { bio: 'Mimarlık stüdyosundan selamlar.' },
  james_wilson: { bio: 'Civil engineering. Bridges, mostly.' },
  emre_koc: { bio: 'Endüstri mühendisliği, girişimcilik kulübü.' },
  selin_arslan: { bio: 'Moleküler biyoloji. Laboratuvardayım.' },
}

/**
 * Private accounts: the demo student (so that her Requests tab has something to answer) and two
 * students whose posts only their followers see.
 */
export const DEMO_PRIVATE = ['ayse_yilmaz', 'elif_sahin', 'selin_arslan']

/** Pending follow requests [from, to]: three to the demo student, one she sent. */
export const DEMO_FOLLOW_REQUESTS: [string, string][] = [
  ['oliver_smith', 'ayse_yilmaz'],
  ['james_wilson', 'ayse_yilmaz'],
  ['selin_arslan', 'ayse_yilmaz'],
  ['ayse_yilmaz', 'elif_sahin'],
]

/** [blocker, blocked]: one block, so that the settings' block list has someone to unblock. */
export const DEMO_BLOCKS: [string, string][] = [['ayse_yilmaz', 'emre_koc']]
