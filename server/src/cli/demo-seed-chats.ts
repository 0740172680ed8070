import { seedChat, seedMessage } from '../modules/chats/index.ts'
import type { CommandContext } from './command.ts'
import { demoUserIds } from './demo-seed-posts.ts'

interface Tally {
  created: number
  skipped: number
}

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

/** [who speaks (0: the demo student), text, how long ago] per chat, oldest first. */
type Line = [number, string, number]

const DEMO_CHATS: { with: string[]; name?: string; request?: boolean; lines: Line[] }[] = [
  {
    with: ['mehmet_demir'],
    lines: [
      [1, 'Selam! Yarınki devre laboratuvarına hazır mısın?', 4 * DAY],
      [0, 'Hazır sayılırım, ön raporu bu gece bitireceğim.', 4 * DAY - 20 * 60 * 1000],
      [1, 'Osiloskop ayarlarını ben hallederim, sen ölçümleri al.', 4 * DAY - 18 * 60 * 1000],
      [0, 'Anlaştık 👍', 4 * DAY - 17 * 60 * 1000],
      [1, 'Robotik takımı bu cuma demo yapıyor, gelir misin?', 2 * DAY],
      [0, 'Kaçta? Dersim 16:00’da bitiyor.', 2 * DAY - HOUR],
      [1, '17:30, A binası zemin kat.', 2 * DAY - 50 * 60 * 1000],
      [1, 'Bu arada labın notları geldi, ikimiz de AA 🎉', 3 * HOUR],
    ],
  },
  {
    with: ['emily_carter'],
    lines: [
      [1, 'Hi Ayşe! Could you help me with the Turkish reading for Thursday?', 3 * DAY],
      [0, 'Of course! Library after lunch?', 3 * DAY - 30 * 60 * 1000],
      [1, 'Perfect, see you at the second floor.', 3 * DAY - 25 * 60 * 1000],
      [1, 'Teşekkürler for today, it finally made sense 😊', 1 * DAY],
      [0, 'Rica ederim! Same time next week?', 1 * DAY - 10 * 60 * 1000],
    ],
  },
  {
    with: ['can_ozturk', 'mehmet_demir', 'emily_carter'],
    name: 'Fizik 101 çalışma grubu',
    lines: [
      [1, 'Problem seti 5 için pazar buluşalım mı?', 5 * DAY],
      [2, 'Olur, kütüphane 3. kat.', 5 * DAY - HOUR],
      [3, 'I’m in! 2 pm?', 5 * DAY - 50 * 60 * 1000],
      [0, 'Ben de geliyorum, soru 4’te takıldım.', 5 * DAY - 40 * 60 * 1000],
      [1, 'Soru 4 için enerji korunumunu kullan, momentum değil.', 1 * DAY],
      [3, 'That was the trick, thanks Can!', 20 * HOUR],
      [2, 'Vize tarihi açıklandı: 12 Aralık.', 2 * HOUR],
    ],
  },
  {
    // A stranger's first message: it waits in the demo student's Requests.
    with: ['oliver_smith'],
    request: true,
    lines: [[1, 'Hey! Are you the one running the coding workshop next week? Would love to join.', 6 * HOUR]],
  },
]

/**
 * The demo student's chats: two one-to-one chats and a group with history over several days, and a
 * pending request. The older messages are read; a second run adds nothing.
 */
export async function seedDemoChats({ db, out }: CommandContext, tally: Tally): Promise<void> {
  const ids = await demoUserIds(db)
  const me = ids.get('ayse_yilmaz')
  if (me === undefined) return
  const now = Date.now()
  for (const demo of DEMO_CHATS) {
    const others = demo.with.map((username) => ids.get(username))
    if (others.some((id) => id === undefined)) continue
    const people = [me, ...(others as number[])]
    // A request is started by the stranger; the others by the demo student.
    const [creatorId, ...rest] = demo.request ? [people[1]!, me] : people
    const chat = await seedChat(db, {
      creatorId: creatorId!,
      others: rest,
      isGroup: demo.with.length > 1,
      name: demo.name ?? null,
      status: demo.request ? 'request' : 'active',
      at: new Date(now - demo.lines[0]![2] - HOUR),
    })
    if (!chat.created) {
      tally.skipped++
      continue
    }
    for (const [speaker, text, ago] of demo.lines) {
      await seedMessage(db, chat.id, people[speaker]!, text, new Date(now - ago))
    }
    tally.created++
    out(
      `  ${demo.name ?? demo.with.join(', ')}: ${demo.lines.length} messages${demo.request ? ' (a request)' : ''}`,
    )
  }
}
