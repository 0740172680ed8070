import type { LargeSeedScale } from './scale.ts'
import { type SeedReport, type SqlExecutor, single } from './steps.ts'

/**
 * Events and announcements (issue 10): 150 events per university over a year around today (half of
 * them to come), 100 announcements, about 40 attendees and 20 likes per event from its university,
 * and comments on a tenth of the events, published by the university's first member.
 */
export async function seedActivities(sql: SqlExecutor, report: SeedReport, S: LargeSeedScale): Promise<void> {
  const step = (title: string, text: string) => single(sql, report, title, text)
  const member = `1 + (e.university_id - 1) * ${S.universityBlock} + floor(random() * ${S.universityBlock})::int`
  const creator = `1 + (u - 1) * ${S.universityBlock}`
  await sql.query('SELECT setseed(0.2027)')
  await step(
    'events',
    `INSERT INTO events (university_id, created_by, title, description, date, time, location, time_zone, starts_at,
       likes_count, attendees_count, created_at, updated_at)
     SELECT u, ${creator}, 'Bench event ' || u || '-' || e, 'What happens at this event, in a few lines.',
       (current_date + (e - 75) * 2)::date, '18:30', 'Main hall', 'Europe/Istanbul',
       ((current_date + (e - 75) * 2)::date + time '18:30') AT TIME ZONE 'Europe/Istanbul', 0, 0, now(), now()
     FROM generate_series(1, ${S.universities}) u, generate_series(1, 150) e`,
  )
  await step(
    'announcements',
    `INSERT INTO announcements (university_id, created_by, title, content, date, time_zone, created_at, updated_at)
     SELECT u, ${creator}, 'Bench announcement ' || u || '-' || a, 'The details of this announcement.',
       (current_date + (a - 80) * 3)::date, 'Europe/Istanbul', now(), now()
     FROM generate_series(1, ${S.universities}) u, generate_series(1, 100) a`,
  )
  await step(
    'event attendees',
    `INSERT INTO event_attendees (user_id, event_id)
     SELECT DISTINCT ${member}, e.id FROM events e, generate_series(1, 40) ON CONFLICT DO NOTHING`,
  )
  await step(
    'event likes',
    `INSERT INTO event_likes (user_id, event_id)
     SELECT DISTINCT ${member}, e.id FROM events e, generate_series(1, 20) ON CONFLICT DO NOTHING`,
  )
  await step(
    'event counts',
    `UPDATE events e SET attendees_count = (SELECT count(*) FROM event_attendees a WHERE a.event_id = e.id),
       likes_count = (SELECT count(*) FROM event_likes l WHERE l.event_id = e.id)`,
  )
  await step(
    'event comments',
    `INSERT INTO posts (user_id, content, event_id, created_at)
     SELECT ${member}, 'A comment on the event', e.id, now()
     FROM events e, generate_series(1, 5) WHERE e.id % 10 = 0`,
  )
}
