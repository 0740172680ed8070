import { latestActivitiesForSeed } from '../modules/activities/index.ts'
import { type NotificationDraft, seedDrafts, seedNotification } from '../modules/notifications/index.ts'
import { interactionsWith } from '../modules/posts/index.ts'
import { followersOfForSeed } from '../modules/users/index.ts'
import type { CommandContext } from './command.ts'
import { DEMO_ADMINS, DEMO_STUDENTS, type DemoPerson, type DemoUniversityKey } from './demo-data.ts'
import { demoUserIds } from './demo-seed-posts.ts'

interface Tally {
  universityIds: Partial<Record<DemoUniversityKey, number>>
  created: number
  skipped: number
}

const DAY = 24 * 60 * 60 * 1000

/**
 * Every demo person's notifications, from what the earlier steps seeded (likes, saves, reposts,
 * replies, quotes, mentions, follows and requests, their university's events and announcements),
 * spread over the last month: the older ones read, the last two days' new. Written through the same
 * rules as live ones; a second run writes nothing twice (and reports nothing).
 */
export async function seedDemoNotifications({ db, out }: CommandContext, tally: Tally): Promise<void> {
  const ids = await demoUserIds(db)
  const now = Date.now()
  for (const person of [...DEMO_ADMINS, ...DEMO_STUDENTS] as DemoPerson[]) {
    const userId = ids.get(person.username)
    if (userId === undefined) continue
    const causes: { draft: NotificationDraft; at: Date }[] = []
    for (const i of await interactionsWith(db, userId, 30)) {
      const draft =
        i.kind === 'like' || i.kind === 'save' || i.kind === 'repost'
          ? seedDrafts.toggle(i.kind, i.actorId, i.postId)
          : seedDrafts.post(i.kind, i.actorId, i.postId)
      causes.push({ draft, at: i.at })
    }
    for (const f of (await followersOfForSeed(db, userId)).slice(0, 10)) {
      causes.push({ draft: seedDrafts.follow(f.followerId, f.pending), at: f.at })
    }
    const universityId = person.university ? tally.universityIds[person.university] : undefined
    if (universityId !== undefined) {
      for (const a of await latestActivitiesForSeed(db, universityId, 4)) {
        if (a.createdBy !== null)
          causes.push({ draft: seedDrafts.activity(a.kind, a.createdBy, a.id), at: a.at })
      }
    }
    // Oldest first, so that likes of one post group as they would have live; spread over 30 days.
    causes.sort((a, b) => a.at.getTime() - b.at.getTime())
    let written = 0
    for (const [index, cause] of causes.entries()) {
      const age = Math.min(now - cause.at.getTime(), 30 * DAY)
      const at = new Date(now - Math.max(age, (causes.length - index) * 37 * 60 * 1000))
      if (await seedNotification(db, cause.draft, userId, { at, read: now - at.getTime() > 2 * DAY }))
        written++
    }
    // Causes the rules refuse (a private account's post, a block) or already written count as neither.
    tally.created += written
    if (written > 0) out(`  ${person.username}: ${written} notifications`)
  }
}
