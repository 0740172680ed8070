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

/** Two communities per demo university: what they are about and what their members say. */
export const DEMO_COMMUNITIES = [
  {
    name: 'Robotik Kulübü',
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
    name: 'Outdoor & Hiking',
    description: 'Weekend hikes around the city and a camping trip every spring.',
    posts: ['Sunday hike is on, meet at the main gate at 8:00.', 'Photos from the lake trail are up!'],
    event: {
      title: 'Sunrise hike',
      description: 'An easy 8 km loop with breakfast at the top.',
      inDays: 9,
      time: '06:30',
      location: 'Main gate',
    },
  },
]

const dayFromToday = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + days * 86_400_000),
  )

/**
 * Each demo university gets two communities, each with a ComAdmin, a ComMod, members, a pending
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
    for (const [i, c] of DEMO_COMMUNITIES.entries()) {
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
