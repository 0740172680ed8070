import type pg from 'pg'
import { seedActivities as writeActivities } from '../src/cli/large-seed/index.ts'
import { SCALE, stepLog } from './seed.ts'

type Log = (line: string) => void

/** True once the events and announcements of the universities are there (added to an older seed too). */
export async function hasActivities(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM events')
  return rows[0]!.n > 0
}

/** Events and announcements (issue 10) of the bench universities: src/cli/large-seed/activities.ts. */
export async function seedActivities(client: pg.ClientBase, log: Log): Promise<void> {
  await writeActivities(client, stepLog(log), SCALE)
  await client.query('ANALYZE events, announcements, event_attendees, event_likes, posts')
}
