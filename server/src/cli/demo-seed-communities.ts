import { seedEvent } from '../modules/activities/index.ts'
import {
  findSeededCommunity,
  seedApplication,
  seedCommunity,
  seedMembership,
} from '../modules/communities/index.ts'
import { seedPost } from '../modules/posts/index.ts'
import type { CommandContext } from './command.ts'
import { DEMO_STUDENTS, type DemoUniversityKey } from './demo-data.ts'
import { demoUserIds } from './demo-seed-posts.ts'

interface Tally {
  universityIds: Partial<Record<DemoUniversityKey, number>>
  created: number
  skipped: number
}

interface DemoCommunity {
  name: string
  description: string
  posts: string[]
  event: { title: string; description: string; inDays: number; time: string; location: string }
}

/**
 * Two communities per demo university, each with a name and an event of its own: three universities'
 * "Robotik Kulübü" and three "Robot sumo night"s looked identical in every list (issue 28).
 */
export const DEMO_COMMUNITIES: Record<DemoUniversityKey, DemoCommunity[]> = {
  metu: [
    {
      name: 'ODTÜ Robotik Topluluğu',
      description: 'We build robots every Thursday evening. Beginners welcome, soldering irons provided.',
      posts: [
        'Our line follower finally finished the track under 20 seconds!',
        'Who has a spare servo? #robotik',
      ],
      event: {
        title: 'Robot sumo night',
        description: 'Bring a robot or just cheer.',
        inDays: 6,
        time: '19:00',
        location: 'Workshop B',
      },
    },
    {
      name: 'ODTÜ Dağcılık Kulübü',
      description: 'Weekend hikes around Ankara and a camping trip every spring.',
      posts: [
        'Sunday hike is on, meet at the main gate at 8:00.',
        'Photos from the Eymir lake trail are up!',
      ],
      event: {
        title: 'Sunrise hike to Eymir',
        description: 'An easy 8 km loop with breakfast at the top.',
        inDays: 9,
        time: '06:30',
        location: 'Main gate',
      },
    },
  ],
  boun: [
    {
      name: 'Boğaziçi Robotics Club',
      description: 'Drones, rovers and arms, built in the basement of the engineering building.',
      posts: ['The drone flew its first full lap of South Campus.', 'Soldering workshop this week #robotik'],
      event: {
        title: 'Drone race on South Campus',
        description: 'Three laps, one winner. Spectators welcome.',
        inDays: 7,
        time: '18:00',
        location: 'South Campus field',
      },
    },
    {
      name: 'Boğaziçi Sailing Club',
      description: 'Sailing lessons on the Bosphorus for every level, boats provided.',
      posts: ['Wind is perfect today, boats leave at 14:00.', 'New life jackets have arrived!'],
      event: {
        title: 'Bosphorus regatta practice',
        description: 'Practice races before the spring regatta.',
        inDays: 10,
        time: '10:00',
        location: 'Bebek pier',
      },
    },
  ],
  itu: [
    {
      name: 'İTÜ Rover Team',
      description: 'We design and race a Mars rover. Mechanical, electrical and software teams recruiting.',
      posts: ['The new wheels passed the sand test.', 'Open call for the software team #robotik'],
      event: {
        title: 'Rover field test',
        description: 'Watch the rover climb the test hill.',
        inDays: 8,
        time: '15:00',
        location: 'Ayazağa test field',
      },
    },
    {
      name: 'İTÜ Photography Club',
      description: 'Photo walks around İstanbul, darkroom nights and an exhibition each spring.',
      posts: ['Our exhibition opens next month, send your prints.', 'Golden hour from the Maslak towers.'],
      event: {
        title: 'Night photo walk in Karaköy',
        description: 'Bring any camera; phones count.',
        inDays: 11,
        time: '20:00',
        location: 'Karaköy pier',
      },
    },
  ],
}

const dayFromToday = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + days * 86_400_000),
  )

/**
 * Each demo university gets its two communities, each with a ComAdmin, a ComMod, members, a pending
 * request, posts and an upcoming event; and one pending application waits for the site admin. A
 * community that exists already is skipped.
 */
export async function seedDemoCommunities({ db, out }: CommandContext, tally: Tally): Promise<void> {
  const ids = await demoUserIds(db)
  let applied = false
  for (const [key, universityId] of Object.entries(tally.universityIds) as [DemoUniversityKey, number][]) {
    const students = DEMO_STUDENTS.filter((s) => s.university === key).flatMap(
      (s) => ids.get(s.username) ?? [],
    )
    if (students.length < 3) continue
    for (const [i, c] of DEMO_COMMUNITIES[key].entries()) {
      if ((await findSeededCommunity(db, universityId, c.name)) !== null) {
        tally.skipped++
        out(`  skipped ${c.name} (${key}): exists`)
        continue
      }
      // A different founder per community; the next student moderates; the last one waits.
      const order = students.map((_, j) => students[(j + i) % students.length]!)
      const [admin, mod, ...rest] = order
      const communityId = await seedCommunity(db, {
        universityId,
        name: c.name,
        description: c.description,
        adminId: admin!,
      })
      await seedMembership(db, communityId, mod!, 'member', 'ComMod')
      const waiting = rest.pop()
      for (const member of rest) await seedMembership(db, communityId, member)
      if (waiting !== undefined) await seedMembership(db, communityId, waiting, 'pending')
      for (const [j, content] of c.posts.entries()) {
        await seedPost(db, {
          userId: order[j % 2]!,
          content,
          communityId,
          createdAt: new Date(Date.now() - (j + 1) * 3_600_000),
        })
      }
      await seedEvent(db, {
        universityId: null,
        communityId,
        createdBy: admin!,
        title: c.event.title,
        description: c.event.description,
        date: dayFromToday(c.event.inDays),
        time: c.event.time,
        location: c.event.location,
      })
      tally.created++
      out(
        `  ${c.name} (${key}): ComAdmin, ComMod, ${rest.length} members, a pending request, posts and an event`,
      )
    }
    if (!applied) {
      const id = await seedApplication(db, {
        universityId,
        applicantId: students.at(-1)!,
        communityName: 'Film Society',
        managerName: 'Demo Manager',
        managerEmail: 'film.society@example.edu',
        managerPhone: '+90 555 000 11 22',
      })
      applied = true
      out(
        id === null
          ? '  skipped the Film Society application: pending already'
          : `  a pending application (Film Society, ${key}) for the site admin`,
      )
    }
  }
}
