import { and, asc, desc, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { prepared } from '../../db/prepared.ts'
import { communities } from '../../db/schema/communities.ts'
import { escapeLikePattern } from '../../platform/fold.ts'
import { liveAccountExists, userCardJson, usernameOf } from '../users/index.ts'

/** The communities table: one community, lists, names. Memberships are in communities.members.repository.ts. */

export type CommunityRecord = typeof communities.$inferSelect
export type CommunityRow = CommunityRecord & {
  membersCount: number
  adminId: number | null
  adminUsername: string | null
}

// Columns are spelled out with their tables: drizzle drops table names in select lists.
/**
 * Members of the community whose accounts are live: the one count every answer shows, stored and kept
 * by triggers (migration 0032).
 */
export const memberCountSql = sql<number>`${communities.membersCount}`

const adminIdSql = sql<number | null>`(SELECT cm.user_id FROM community_memberships cm
  WHERE cm.community_id = communities.id AND cm.role = 'ComAdmin')`

export function selectCommunityRows(db: Executor) {
  return db
    .select({
      ...getTableColumns(communities),
      membersCount: memberCountSql,
      adminId: adminIdSql,
      adminUsername: sql<string | null>`${usernameOf(adminIdSql)}`,
    })
    .from(communities)
}

/**
 * A name folded as foldForSearch (communities.input.ts) folds a term: Turkish capitals lowered by hand,
 * dotted and dotless i made one letter; the unique index uses the same expression.
 */
export const foldedName = sql`lower(translate(${communities.name}, 'İIıÇĞÖŞÜÂÎÛ', 'iiiçğöşüâîû'))`

export async function findCommunity(db: Executor, id: number): Promise<CommunityRow | null> {
  // Prepared: every community page, tab and action reads its row first.
  const rows = await prepared(db, 'community_by_id', (d) =>
    selectCommunityRows(d)
      .where(sql`${communities.id} = ${sql.placeholder('id')}`)
      .prepare('community_by_id'),
  ).execute({ id })
  return rows[0] ?? null
}

export async function lockCommunity(db: Executor, id: number): Promise<CommunityRecord | null> {
  const rows = await db.select().from(communities).where(eq(communities.id, id)).for('update')
  return rows[0] ?? null
}

/** The rows of a page whose ids (and order) a list query chose: its admin and name read for those alone. */
export async function communitiesInOrder(
  db: Executor,
  ids: readonly { id: number }[],
): Promise<CommunityRow[]> {
  const byId = new Map(
    (
      await findCommunities(
        db,
        ids.map((r) => r.id),
      )
    ).map((row) => [row.id, row]),
  )
  return ids.flatMap(({ id }) => byId.get(id) ?? [])
}

export async function findCommunities(db: Executor, ids: readonly number[]): Promise<CommunityRow[]> {
  if (ids.length === 0) return []
  // Prepared: every list of communities reads its page's rows here.
  return prepared(db, 'communities_by_ids', (d) =>
    selectCommunityRows(d)
      .where(sql`${communities.id} = ANY(${sql.placeholder('ids')}::int[])`)
      .prepare('communities_by_ids'),
  ).execute({ ids: [...ids] })
}

export interface ListFilter {
  tab: 'popular' | 'university' | 'mine'
  foldedTerm: string
  universityId: number | null
  viewerId: number
}

function filterSql(f: ListFilter): SQL | undefined {
  const parts: SQL[] = []
  // The term is folded by platform/fold.ts: "muzik" finds Müzik Topluluğu.
  if (f.foldedTerm) parts.push(sql`communities.search_name LIKE ${`%${escapeLikePattern(f.foldedTerm)}%`}`)
  if (f.tab === 'university')
    parts.push(f.universityId === null ? sql`false` : eq(communities.universityId, f.universityId))
  if (f.tab === 'mine') {
    parts.push(
      sql`EXISTS (SELECT 1 FROM community_memberships cm WHERE cm.community_id = communities.id AND cm.user_id = ${f.viewerId} AND cm.status = 'member')`,
    )
  }
  return parts.length ? and(...parts) : undefined
}

/** One page of a tab, the most members first (then by name), with the total for x-total-count. */
export async function listCommunities(
  db: Executor,
  f: ListFilter,
  page: { skip: number; limit: number },
): Promise<{ rows: CommunityRow[]; total: number }> {
  const where = filterSql(f)
  // The page's ids first: the rows' admin and name are then read for those alone, not for every
  // community the order sorts. The popular tab without a search, the most asked, is prepared.
  const order = [desc(memberCountSql), asc(foldedName), asc(communities.id)]
  const ids =
    where === undefined
      ? await prepared(db, 'communities_popular_ids', (d) =>
          d
            .select({ id: communities.id })
            .from(communities)
            .orderBy(...order)
            .offset(sql.placeholder('skip'))
            .limit(sql.placeholder('limit'))
            .prepare('communities_popular_ids'),
        ).execute(page)
      : await db
          .select({ id: communities.id })
          .from(communities)
          .where(where)
          .orderBy(...order)
          .offset(page.skip)
          .limit(page.limit)
  const rows = await communitiesInOrder(db, ids)
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(communities).where(where)
  return { rows, total: count?.total ?? 0 }
}

/** The most members first; with `preferUniversityId`, that university's communities before the others. */
export async function popularCommunities(
  db: Executor,
  limit: number,
  preferUniversityId: number | null,
): Promise<CommunityRow[]> {
  const ranking = [desc(memberCountSql), asc(communities.id)]
  const order =
    preferUniversityId === null
      ? ranking
      : [sql`CASE WHEN ${communities.universityId} = ${preferUniversityId} THEN 0 ELSE 1 END`, ...ranking]
  const ids = await db
    .select({ id: communities.id })
    .from(communities)
    .orderBy(...order)
    .limit(limit)
  return communitiesInOrder(db, ids)
}

/** True when another community of the university has this name (folded). */
export async function nameTaken(
  db: Executor,
  universityId: number,
  foldedTerm: string,
  exceptId?: number,
): Promise<boolean> {
  const same = and(eq(communities.universityId, universityId), sql`${foldedName} = ${foldedTerm}`)
  const rows = await db
    .select({ id: communities.id })
    .from(communities)
    .where(exceptId === undefined ? same : and(same, ne(communities.id, exceptId)))
    .limit(1)
  return rows.length > 0
}

/** The community of this name (folded) at the university, if any (demo:seed's idempotence). */
export async function findCommunityIdByName(
  db: Executor,
  universityId: number,
  foldedTerm: string,
): Promise<number | null> {
  const rows = await db
    .select({ id: communities.id })
    .from(communities)
    .where(and(eq(communities.universityId, universityId), sql`${foldedName} = ${foldedTerm}`))
    .limit(1)
  return rows[0]?.id ?? null
}

export async function insertCommunity(
  db: Executor,
  values: typeof communities.$inferInsert,
): Promise<CommunityRecord> {
  const [row] = await db.insert(communities).values(values).returning()
  return row!
}

export async function updateCommunity(
  db: Executor,
  id: number,
  values: Partial<typeof communities.$inferInsert>,
): Promise<void> {
  await db.update(communities).set(values).where(eq(communities.id, id))
}

export async function deleteCommunityRow(db: Executor, id: number): Promise<void> {
  await db.delete(communities).where(eq(communities.id, id))
}

export interface MemberPreviewRow {
  communityId: number
  id: number
  username: string
  avatarUrl: string | null
}

/**
 * Each community's first three members as its card shows them: the ComAdmin, the ComMods, then the
 * earliest to join. Staff and members are read apart (community_memberships_staff_idx and _first_idx,
 * partial), so a community of thousands reads a few index entries, not all its members sorted.
 */
export async function firstMembersOf(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, MemberPreviewRow[]>> {
  const result = new Map<number, MemberPreviewRow[]>(ids.map((id) => [id, []]))
  if (ids.length === 0) return result
  const rows = await prepared(db, 'communities_first_members', (d) =>
    d
      .select({
        communityId: sql<number>`c.id`,
        card: sql<{ id: number; username: string; avatarUrl: string | null }>`f.card`,
      })
      .from(sql`unnest(${sql.placeholder('ids')}::int[]) AS c(id)`)
      .innerJoin(
        sql`LATERAL (
          SELECT ${userCardJson(sql`first.user_id`)} AS card FROM (
            (SELECT cm.user_id, CASE cm.role WHEN 'ComAdmin' THEN 0 ELSE 1 END AS rank, cm.joined_at
              FROM community_memberships cm
              WHERE cm.community_id = c.id AND cm.status = 'member' AND cm.role <> 'member'
                AND ${liveAccountExists(sql`cm.user_id`)}
              ORDER BY 2, cm.joined_at, cm.user_id LIMIT 3)
            UNION ALL
            (SELECT cm.user_id, 2, cm.joined_at FROM community_memberships cm
              WHERE cm.community_id = c.id AND cm.status = 'member' AND cm.role = 'member'
                AND ${liveAccountExists(sql`cm.user_id`)}
              ORDER BY cm.joined_at, cm.user_id LIMIT 3)
          ) AS first
          ORDER BY first.rank, first.joined_at, first.user_id
          LIMIT 3) AS f`,
        sql`true`,
      )
      .prepare('communities_first_members'),
  ).execute({ ids: ids.map((id) => Math.trunc(id)) })
  for (const { communityId, card } of rows) {
    result
      .get(communityId)
      ?.push({ communityId, id: card.id, username: card.username, avatarUrl: card.avatarUrl })
  }
  return result
}
