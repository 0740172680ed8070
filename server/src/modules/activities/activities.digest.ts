import { and, asc, isNull, lte, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { events } from '../../db/schema/activities.ts'
import { universityCommunityIdsSubquery } from '../communities/index.ts'
import { activeMute, blockedEitherWay, notSuspended } from '../users/index.ts'
import { pastSql } from './activities.events.repository.ts'

export interface DigestEvent {
  id: number
  title: string
  /** The event's own day and time (HH:mm, null when none), as it was announced. */
  date: string
  time: string | null
}

/**
 * The mail digest's upcoming events (issue 31): of the reader's university and its communities, not
 * over and starting before `until`, soonest first; none published by someone the reader blocks, is
 * blocked by or mutes, nor by a suspended account.
 */
export async function findUpcomingDigestEvents(
  db: Executor,
  q: { viewerId: number; universityId: number; now: Date; until: Date; limit: number },
): Promise<DigestEvent[]> {
  const creator = sql`${events.createdBy}`
  return db
    .select({ id: events.id, title: events.title, date: events.date, time: events.time })
    .from(events)
    .where(
      and(
        isNull(events.deletedAt),
        sql`(${events.universityId} = ${q.universityId}
          OR ${events.communityId} IN (${universityCommunityIdsSubquery(q.universityId)}))`,
        sql`NOT ${pastSql(q.now)}`,
        lte(events.startsAt, q.until),
        sql`NOT ${blockedEitherWay(q.viewerId, creator)}`,
        sql`NOT ${activeMute(q.viewerId, creator)}`,
        notSuspended(creator),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(q.limit)
}
