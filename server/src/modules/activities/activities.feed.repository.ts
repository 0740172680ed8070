import { and, desc, gte, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { announcements, events } from '../../db/schema/activities.ts'
import { visibleActivityCommentsCount } from '../posts/index.ts'
import { affiliationOf, viewerFollows } from '../users/index.ts'
import { listedFor } from './activities.audience.ts'
import { pastSql } from './activities.events.repository.ts'

/**
 * For You's events and academic announcements (DESIGN.md section 5, Feed): those of the viewer's
 * university (and, for events, of the viewer's communities) published in the candidate window. The feed ranks them with the posts; this module only
 * says what they are and how engaged.
 */

/** How many of each kind one snapshot may hold: a page takes two per publisher anyway. */
export const ACTIVITY_CANDIDATES_PER_KIND = 30

export interface ActivityCandidate {
  kind: 'event' | 'academic'
  id: number
  /** Who published it: the ranking's author. */
  creatorId: number
  createdAt: Date
  likes: number
  /** Comments the viewer may see. */
  comments: number
  /** Saves and (events) attendance: marks that cost the reader more than a like. */
  marks: number
  /** The viewer follows the publisher (accepted). */
  followed: boolean
  /** Of the viewer's university, or of one of the viewer's communities. */
  ofUniversity: boolean
  ofCommunity: boolean
}

export interface ActivityCandidateQuery {
  viewerId: number
  universityId: number | null
  communityIds: readonly number[]
  /** The snapshot: nothing newer than these ids. */
  maxEventId: number
  maxAnnouncementId: number
  /** Published since this time. */
  since: Date
  /** The snapshot's time: events already over are left out. */
  now: Date
}

/** The newest event and announcement ids: a For You snapshot's bounds. */
export async function findNewestActivityIds(db: Executor): Promise<{ event: number; academic: number }> {
  const [row] = await db
    .select({
      event: sql<number>`(SELECT coalesce(max(${events.id}), 0)::int FROM ${events})`,
      academic: sql<number>`(SELECT coalesce(max(${announcements.id}), 0)::int FROM ${announcements})`,
    })
    .from(sql`(SELECT 1) AS one`)
  return { event: row?.event ?? 0, academic: row?.academic ?? 0 }
}

export async function findActivityCandidates(
  db: Executor,
  q: ActivityCandidateQuery,
): Promise<ActivityCandidate[]> {
  const viewer = q.viewerId
  const ofUniversity = q.universityId === null ? sql`false` : sql`${events.universityId} = ${q.universityId}`
  const ofCommunities =
    q.communityIds.length === 0 ? sql`false` : inArray(events.communityId, [...q.communityIds])
  const eventRows = await db
    .select({
      id: events.id,
      creatorId: events.createdBy,
      createdAt: events.createdAt,
      likes: events.likesCount,
      marks: sql<number>`${events.savesCount} + ${events.attendeesCount}`,
      comments: sql<number>`${visibleActivityCommentsCount('event', sql`${events.id}`, viewer)}`,
      followed: sql<boolean>`${viewerFollows(viewer, sql`${events.createdBy}`)}`,
      ofUniversity: sql<boolean>`coalesce(${ofUniversity}, false)`,
      ofCommunity: sql<boolean>`coalesce(${ofCommunities}, false)`,
    })
    .from(events)
    .where(
      and(
        sql`(${ofUniversity} OR ${ofCommunities})`,
        isNull(events.deletedAt),
        lte(events.id, q.maxEventId),
        gte(events.createdAt, q.since),
        sql`NOT ${pastSql(q.now)}`,
      ),
    )
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(ACTIVITY_CANDIDATES_PER_KIND)
  if (q.universityId === null) return eventRows.map((r) => ({ ...r, kind: 'event' as const }))
  // Those for the whole university or for the viewer (issue 17).
  const listed = listedFor({ ...(await affiliationOf(db, q.viewerId)), universityId: q.universityId }, false)
  const announcementRows = await db
    .select({
      id: announcements.id,
      creatorId: announcements.createdBy,
      createdAt: announcements.createdAt,
      likes: announcements.likesCount,
      marks: announcements.savesCount,
      comments: sql<number>`${visibleActivityCommentsCount('announcement', sql`${announcements.id}`, viewer)}`,
      followed: sql<boolean>`${viewerFollows(viewer, sql`${announcements.createdBy}`)}`,
      ofUniversity: sql<boolean>`true`,
      ofCommunity: sql<boolean>`false`,
    })
    .from(announcements)
    .where(
      and(
        sql`${announcements.universityId} = ${q.universityId}`,
        isNull(announcements.deletedAt),
        lte(announcements.id, q.maxAnnouncementId),
        gte(announcements.createdAt, q.since),
        listed,
      ),
    )
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(ACTIVITY_CANDIDATES_PER_KIND)
  return [
    ...eventRows.map((r) => ({ ...r, kind: 'event' as const })),
    ...announcementRows.map((r) => ({ ...r, kind: 'academic' as const })),
  ]
}
