import { countEventsOf, seedAnnouncement, seedEvent, seedMark } from '../modules/activities/index.ts'
import { seedPost } from '../modules/posts/index.ts'
import type { CommandContext } from './command.ts'
import { DEMO_ANNOUNCEMENTS, DEMO_COMMENTS, DEMO_EVENTS } from './demo-activities.ts'
import { DEMO_ADMINS, DEMO_STUDENTS, type DemoUniversityKey } from './demo-data.ts'
import { demoUserIds, savePicture } from './demo-seed-posts.ts'

interface Tally {
  universityIds: Partial<Record<DemoUniversityKey, number>>
  created: number
  skipped: number
}

/** A local date `days` from today in Istanbul, as the demo universities keep their dates. */
function dayFromToday(days: number): string {
  const at = new Date(Date.now() + days * 24 * 60 * 60 * 1000)
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(at)
}

/**
 * Each demo university gets past and upcoming events with banners, announcements, attendees, likes,
 * saves and comments, published by its UniAdmin. A university that already has events is skipped.
 */
export async function seedDemoActivities({ db, out, media }: CommandContext, tally: Tally): Promise<void> {
  const ids = await demoUserIds(db)
  for (const [key, universityId] of Object.entries(tally.universityIds) as [DemoUniversityKey, number][]) {
    const admin = DEMO_ADMINS.find((a) => a.university === key && a.role === 'UniAdmin')
    const adminId = admin && ids.get(admin.username)
    if (adminId === undefined) continue
    if ((await countEventsOf(db, universityId)) > 0) {
      tally.skipped += DEMO_EVENTS.length + DEMO_ANNOUNCEMENTS.length
      out(`  skipped ${key}: it has events already`)
      continue
    }
    const students = DEMO_STUDENTS.filter((s) => s.university === key).flatMap(
      (s) => ids.get(s.username) ?? [],
    )
    let marks = 0
    for (const [i, e] of DEMO_EVENTS.entries()) {
      const picture = await savePicture(media, e.banner)
      const eventId = await seedEvent(db, {
        universityId,
        createdBy: adminId,
        title: e.title,
        description: e.description,
        date: dayFromToday(e.inDays),
        time: e.time,
        location: e.location,
        bannerUrl: picture.filePath,
        // The first event is full with its seeded attendees: a newcomer meets the waitlist (issue 17).
        capacity: i === 0 ? Math.max(1, students.filter((_, j) => (i + j) % 4 !== 3).length) : null,
      })
      for (const [j, studentId] of students.entries()) {
        if ((i + j) % 4 !== 3 && (await seedMark(db, 'event', 'attend', studentId, eventId))) marks++
        if ((i + j) % 2 === 0 && (await seedMark(db, 'event', 'like', studentId, eventId))) marks++
        if ((i + j) % 3 === 0 && (await seedMark(db, 'event', 'save', studentId, eventId))) marks++
      }
      for (const [j, content] of DEMO_COMMENTS.entries()) {
        const author = students[(i + j) % Math.max(students.length, 1)]
        if (author !== undefined && e.inDays > 0) await seedPost(db, { userId: author, content, eventId })
      }
    }
    for (const a of DEMO_ANNOUNCEMENTS) {
      const announcementId = await seedAnnouncement(db, {
        universityId,
        createdBy: adminId,
        title: a.title,
        content: a.content,
        date: dayFromToday(a.inDays),
      })
      for (const [j, studentId] of students.entries()) {
        if (j % 2 === 0 && (await seedMark(db, 'announcement', 'like', studentId, announcementId))) marks++
        if (j % 3 === 1 && (await seedMark(db, 'announcement', 'save', studentId, announcementId))) marks++
      }
    }
    tally.created += DEMO_EVENTS.length + DEMO_ANNOUNCEMENTS.length
    out(
      `  ${key}: ${DEMO_EVENTS.length} events with banners, ${DEMO_ANNOUNCEMENTS.length} announcements, ${marks} attendances, likes and saves`,
    )
  }
}
