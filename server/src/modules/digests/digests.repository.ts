import type { DigestFrequency } from '@agora/contract'
import { eq, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { digestSettings } from '../../db/schema/digests.ts'
import { activeSince } from '../auth/index.ts'
import { accountCreatedAt, liveAccountIdsSubquery, viewerAccountOf } from '../users/index.ts'

const DEFAULT_FREQUENCY: DigestFrequency = 'weekly'

export async function findDigestRow(
  db: Executor,
  userId: number,
): Promise<{ frequency: DigestFrequency; lastSentAt: Date | null }> {
  const [row] = await db
    .select({ frequency: digestSettings.frequency, lastSentAt: digestSettings.lastSentAt })
    .from(digestSettings)
    .where(eq(digestSettings.userId, userId))
  return row ?? { frequency: DEFAULT_FREQUENCY, lastSentAt: null }
}

export async function findFrequency(db: Executor, userId: number): Promise<DigestFrequency> {
  return (await findDigestRow(db, userId)).frequency
}

/** A deleted account's row goes with it (its tombstone is never mailed anyway). */
export async function deleteDigestRow(db: Executor, userId: number): Promise<void> {
  await db.delete(digestSettings).where(eq(digestSettings.userId, userId))
}

export async function saveFrequency(
  db: Executor,
  userId: number,
  frequency: DigestFrequency,
  now: Date,
): Promise<void> {
  await db
    .insert(digestSettings)
    .values({ userId, frequency, updatedAt: now })
    .onConflictDoUpdate({ target: digestSettings.userId, set: { frequency, updatedAt: now } })
}

/** The job looked at this person now (sent, or found nothing to tell): the next look is a period later. */
export async function markLooked(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .insert(digestSettings)
    .values({ userId, lastSentAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: digestSettings.userId, set: { lastSentAt: now } })
}

export interface DueRecipient {
  id: number
  universityId: number | null
  /** The period their frequency gives: what "lately" means for their mail. */
  periodDays: number
}

/**
 * Who is due a digest at `now`, after the id `after`, in id order: a live, verified account that is not
 * suspended (viewerAccountOf), whose frequency is not never, made and last looked at at least a
 * period ago (1 day for daily, 7 for weekly), and with no session used within that period.
 */
export async function findDueRecipients(
  db: Executor,
  now: Date,
  after: number,
  limit: number,
): Promise<DueRecipient[]> {
  const at = sql`${now.toISOString()}::timestamptz`
  const since = sql`${at} - make_interval(days => x.period_days)`
  return queryRows<DueRecipient>(
    db,
    sql`SELECT a.id, a.university_id AS "universityId", x.period_days AS "periodDays"
      FROM (${liveAccountIdsSubquery()}) AS u(id)
      CROSS JOIN LATERAL (${viewerAccountOf(sql`u.id`)}) AS a
      LEFT JOIN ${digestSettings} d ON d.user_id = a.id
      CROSS JOIN LATERAL (SELECT CASE COALESCE(d.frequency, ${DEFAULT_FREQUENCY})
        WHEN 'daily' THEN 1 WHEN 'weekly' THEN 7 END AS period_days) AS x
      WHERE a.id > ${after} AND a.is_verified AND x.period_days IS NOT NULL
        AND (d.last_sent_at IS NULL OR d.last_sent_at <= ${since})
        AND ${accountCreatedAt(sql`a.id`)} <= ${since}
        AND NOT ${activeSince(sql`a.id`, since)}
      ORDER BY a.id
      LIMIT ${limit}`,
  )
}
