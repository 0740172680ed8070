import type { DemoImage } from './demo-posts.ts'

/** The demo events and announcements of each university (demo-seed-activities.ts writes them). */

export interface DemoEvent {
  title: string
  description: string
  /** Days from today (negative: past). */
  inDays: number
  time: string | null
  location: string
  banner: DemoImage
}

export interface DemoAnnouncement {
  title: string
  content: string
  inDays: number
}

const banner = (name: string, from: DemoImage['from'], to: DemoImage['to']): DemoImage => ({
  name,
  from,
  to,
  width: 1500,
  height: 500,
})

export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Bahar Şenliği',
    description: 'Konserler, kulüp stantları ve akşam gösterisi. Herkes davetli!',
    inDays: 9,
    time: '18:30',
    location: 'Ana Kampüs Stadyumu',
    banner: banner('bahar.jpg', [255, 140, 60], [200, 40, 120]),
  },
  {
    title: 'Career Day: Meet the Engineers',
    description: 'Twenty companies, short talks and CV reviews. Bring a printed CV.',
    inDays: 16,
    time: '10:00',
    location: 'Culture and Convention Center',
    banner: banner('career.jpg', [30, 90, 200], [20, 170, 160]),
  },
  {
    title: 'Hackathon 24',
    description: 'Yirmi dört saat, takımlar halinde, ödüllü bir kodlama maratonu.',
    inDays: -12,
    time: '09:00',
    location: 'Bilgisayar Mühendisliği Binası',
    banner: banner('hackathon.jpg', [40, 40, 60], [110, 60, 200]),
  },
]

export const DEMO_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    title: 'Final sınav takvimi yayımlandı',
    content:
      'Güz dönemi final sınavlarının takvimi öğrenci işleri sayfasında. Çakışmalar için bölüm sekreterliğine başvurun.',
    inDays: 3,
  },
  {
    title: 'Course registration for the spring term',
    content: 'Registration opens at 10:00. Check your advisor approval before the add-drop week.',
    inDays: 21,
  },
]

export const DEMO_COMMENTS = [
  'Kesinlikle oradayım! 🎉',
  'Can we bring friends from other universities?',
  'Geçen yıl harikaydı.',
]
