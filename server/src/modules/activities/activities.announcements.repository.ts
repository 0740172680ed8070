import { and, desc, eq, getTableColumns, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { prepared, withFlatRows } from '../../db/prepared.ts'
import {
  announcementAcks,
  announcementLikes,
  announcementSaves,
  announcements,
} from '../../db/schema/activities.ts'
import { visibleActivityCommentsCount } from '../posts/index.ts'
import { usernameOf } from '../users/index.ts'
import { listedForPlaceholders, listedParams, type Member } from './activities.audience.ts'

/** Academic announcements as the reads answer them: the row, its publisher and the viewer's marks. */

export type AnnouncementRecord = typeof announcements.$inferSelect
export type NewAnnouncementRecord = typeof announcements.$inferInsert
export type AnnouncementRow = AnnouncementRecord & {
  creatorUsername: string | null
  isLiked: boolean
  isSaved: boolean
  commentsCount: number
  /** When the viewer confirmed it (issue 17), as the database wrote it. */
  acknowledgedAt: string | Date | null
}

const mark = (table: typeof announcementLikes, viewerId: number | Placeholder) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${table} WHERE ${table.itemId} = ${announcements.id} AND ${table.userId} = ${viewerId})`

function selection(viewerId: number | Placeholder) {
  return {
    ...getTableColumns(announcements),
    creatorUsername: sql<string | null>`${usernameOf(sql`${announcements.createdBy}`)}`,
    isLiked: mark(announcementLikes, viewerId),
    isSaved: mark(announcementSaves, viewerId),
    commentsCount: sql<number>`${visibleActivityCommentsCount('announcement', sql`${announcements.id}`, viewerId)}`,
    acknowledgedAt: sql<string | null>`(SELECT ${announcementAcks.createdAt} FROM ${announcementAcks}
      WHERE ${announcementAcks.itemId} = ${announcements.id} AND ${announcementAcks.userId} = ${viewerId})`,
  }
}

const live = isNull(announcements.deletedAt)

export async function findAnnouncement(
  db: Executor,
  viewerId: number,
  id: number,
): Promise<AnnouncementRow | null> {
  const rows = await db
    .select(selection(viewerId))
    .from(announcements)
    .where(and(eq(announcements.id, id), live))
    .limit(1)
  return rows[0] ?? null
}

/** Live announcements by id, in no order (For You's hydration). */
export async function findAnnouncements(
  db: Executor,
  viewerId: number,
  ids: number[],
): Promise<AnnouncementRow[]> {
  if (ids.length === 0) return []
  // Prepared, as For You's events are (activities.events.repository.ts).
  const query = prepared(db, 'announcements_by_ids', (d) =>
    d
      .select(selection(sql.placeholder('viewer')))
      .from(announcements)
      .where(and(sql`${announcements.id} = ANY(${sql.placeholder('ids')}::int[])`, live))
      .prepare('announcements_by_ids'),
  )
  return query.execute({ viewer: viewerId, ids })
}

export async function lockAnnouncement(db: Executor, id: number): Promise<AnnouncementRecord | null> {
  const rows = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.id, id), live))
    .for('update')
  return rows[0] ?? null
}

/**
 * A university's announcements the viewer may find in its list (all for a manager, `member` null;
 * else those for the whole university or for the member: activities.audience.ts), the latest date
 * first. Prepared: the Duyurular tab of 100 spent 0.8 ms planning it.
 */
export async function listAnnouncementsOf(
  db: Executor,
  viewerId: number,
  universityId: number,
  page: { skip: number; limit: number },
  member: Member | null,
): Promise<AnnouncementRow[]> {
  const query = prepared(db, 'announcements_of_university', (d) => {
    const fields = selection(sql.placeholder('viewer'))
    return withFlatRows(
      d
        .select(fields)
        .from(announcements)
        .where(
          and(
            sql`${announcements.universityId} = ${sql.placeholder('university')}`,
            live,
            listedForPlaceholders(),
          ),
        )
        .orderBy(desc(announcements.date), desc(announcements.id))
        .offset(sql.placeholder('skip'))
        .limit(sql.placeholder('limit'))
        .prepare('announcements_of_university'),
      fields,
    )
  })
  return query.execute({ viewer: viewerId, university: universityId, ...page, ...listedParams(member) })
}

/** The announcements one person saved, most recently saved first. */
export async function listSavedAnnouncements(
  db: Executor,
  viewerId: number,
  page: { skip: number; limit: number },
): Promise<AnnouncementRow[]> {
  return db
    .select(selection(viewerId))
    .from(announcements)
    .innerJoin(
      announcementSaves,
      and(eq(announcementSaves.itemId, announcements.id), eq(announcementSaves.userId, viewerId)),
    )
    .where(live)
    .orderBy(desc(announcementSaves.createdAt), desc(announcements.id))
    .offset(page.skip)
    .limit(page.limit)
}

export async function insertAnnouncement(
  db: Executor,
  values: NewAnnouncementRecord,
): Promise<AnnouncementRecord> {
  const [row] = await db.insert(announcements).values(values).returning()
  return row!
}

export async function updateAnnouncement(
  db: Executor,
  id: number,
  values: Partial<NewAnnouncementRecord>,
): Promise<void> {
  await db.update(announcements).set(values).where(eq(announcements.id, id))
}

/** "I have read this": true when it was recorded now (a repeat changes nothing). */
export async function insertAck(db: Executor, userId: number, announcementId: number, now: Date) {
  const rows = await db
    .insert(announcementAcks)
    .values({ userId, itemId: announcementId, createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: announcementAcks.userId })
  return rows.length > 0
}

/** How many are in the audience now (`audience`, a subquery of ids) and how many of them confirmed. */
export async function ackCounts(db: Executor, announcementId: number, audience: SQL) {
  const [row] = await queryRows<{ targeted: number; acknowledged: number }>(
    db,
    sql`SELECT count(*)::int AS targeted, count(k.user_id)::int AS acknowledged
    FROM (${audience}) AS t(id)
    LEFT JOIN ${announcementAcks} k ON k.announcement_id = ${announcementId} AND k.user_id = t.id`,
  )
  return { targeted: Number(row?.targeted ?? 0), acknowledged: Number(row?.acknowledged ?? 0) }
}
