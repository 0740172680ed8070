import type { UserMatchField } from '@agora/contract'
import { type SQL, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { prepared, withFlatRows } from '../../db/prepared.ts'
import { blocks, follows, users } from '../../db/schema/users.ts'
import { escapeLikePattern } from '../../platform/fold.ts'
import { notSuspended } from './users.fragments.ts'
import { notBlockingViewer, type SummaryRow, summaryColumns } from './users.lists.repository.ts'
import type { SearchRelations } from './users.search-candidates.ts'

export type PersonMatchRow = SummaryRow & { matched: UserMatchField }

/**
 * The rows of a people search's page, in the order given (users.search-candidates.ts ranked them), each
 * checked again on its row as committed: live, verified, not suspended, no block either way. With the
 * summary columns and the field the term matched, which reads each field on its own.
 */
export async function findPeoplePage(
  db: Executor,
  viewerId: number,
  folded: string,
  ids: number[],
): Promise<PersonMatchRow[]> {
  if (ids.length === 0) return []
  const like = escapeLikePattern(folded)
  const rows = await prepared(db, 'people_search_page', (d) =>
    withFlatRows(
      d.select(PAGE_FIELDS).from(pageQuery()).orderBy(sql`found.position`).prepare('people_search_page'),
      PAGE_FIELDS,
    ),
  ).execute({
    viewer: viewerId,
    term: folded,
    prefix: `${like}%`,
    wordPrefix: `% ${like}%`,
    anywhere: `%${like}%`,
    ids: `{${ids.join(',')}}`,
  })
  return rows as unknown as PersonMatchRow[]
}

const param = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`

const PAGE_FIELDS = Object.fromEntries(
  [
    'id',
    'username',
    'nickname',
    'first_name',
    'last_name',
    'bio',
    'avatar_url',
    'university_id',
    'role',
    'is_private',
    'is_following',
    'is_requested',
    'follows_you',
    'is_blocked',
    'is_muted',
    'matched',
  ].map((name) => [name, sql.raw(`found.${name}`)]),
)

/** The page as one subquery over placeholders (prepared: its plan does not depend on the term). */
function pageQuery(): SQL {
  const viewer = param('viewer', 'int')
  const term = param('term', 'text')
  const prefix = param('prefix', 'text')
  const wordPrefix = param('wordPrefix', 'text')
  const anywhere = param('anywhere', 'text')
  const un = sql`agora_fold(u.username)`
  const fn = sql`agora_fold(concat_ws(' ', u.first_name, u.last_name))`
  const nn = sql`agora_fold(coalesce(u.nickname, ''))`
  const startsWord = (field: SQL) => sql`(${field} LIKE ${prefix} OR ${field} LIKE ${wordPrefix})`
  // No block either way; issue 30: nor a suspended account while its suspension lasts.
  return sql`(SELECT ${summaryColumns(viewer)}, chosen.position,
      CASE WHEN ${un} LIKE ${prefix} THEN 'username'
        WHEN ${startsWord(fn)} THEN 'name'
        WHEN ${startsWord(nn)} THEN 'nickname'
        WHEN ${un} LIKE ${anywhere} THEN 'username'
        WHEN ${fn} LIKE ${anywhere} THEN 'name'
        WHEN ${nn} LIKE ${anywhere} THEN 'nickname'
        WHEN word_similarity(${term}, ${un}) >= greatest(word_similarity(${term}, ${fn}),
          word_similarity(${term}, ${nn})) THEN 'username'
        WHEN word_similarity(${term}, ${fn}) >= word_similarity(${term}, ${nn}) THEN 'name'
        ELSE 'nickname' END AS matched
    FROM unnest(${param('ids', 'int[]')}) WITH ORDINALITY AS chosen(id, position)
    JOIN ${users} u ON u.id = chosen.id
    WHERE u.deleted_at IS NULL AND u.is_verified AND ${notSuspended(sql.raw('u.id'))}
      AND NOT EXISTS (SELECT 1 FROM ${blocks} b WHERE b.blocker_id = u.id AND b.blocked_id = ${viewer})
      AND NOT EXISTS (SELECT 1 FROM ${blocks} b WHERE b.blocker_id = ${viewer} AND b.blocked_id = u.id)
    ) AS found`
}

/** What the people index reads of an account (users.search-index.ts). */
export interface SearchableRow {
  id: number
  search_text: string
  university_id: number | null
  faculty_id: number | null
  department_id: number | null
  study_year: number | null
  is_alumni: boolean
  is_verified: boolean
  deleted: boolean
  suspended_until: string | Date | null
  search_version: string | number
}

/** Every live, verified account, for the people index's first build. */
export function findSearchablePeople(db: Executor): Promise<SearchableRow[]> {
  return queryRows<SearchableRow>(
    db,
    sql`SELECT ${SEARCHABLE} FROM ${users} u WHERE u.deleted_at IS NULL AND u.is_verified`,
  )
}

/**
 * Before every people search, in one prepared statement: the viewer's accepted follows and the
 * accounts blocked either way (for picking the candidates), and every account whose search_version is
 * above `after` (read off users_search_version_idx, usually none; deleted and unverified ones too,
 * which leave the index), as JSON.
 */
export async function findSearchContext(
  db: Executor,
  viewerId: number,
  after: number,
): Promise<SearchRelations & { changes: SearchableRow[] }> {
  const viewer = sql`${sql.placeholder('viewer')}::int`
  const [row] = await prepared(db, 'people_search_context', (d) =>
    d
      .select({
        followed: sql<number[]>`ARRAY(SELECT r.followee_id FROM ${follows} r
          WHERE r.follower_id = ${viewer} AND r.status = 'accepted')`,
        blocked: sql<number[]>`ARRAY(SELECT b.blocked_id FROM ${blocks} b WHERE b.blocker_id = ${viewer}
          UNION ALL SELECT b.blocker_id FROM ${blocks} b WHERE b.blocked_id = ${viewer})`,
        changes: sql<SearchableRow[]>`coalesce((SELECT json_agg(changed ORDER BY changed.search_version)
          FROM (SELECT ${SEARCHABLE} FROM ${users} u
            WHERE u.search_version > ${sql.placeholder('after')}::bigint) AS changed), '[]')`,
      })
      .from(sql`(VALUES (1)) AS one(x)`)
      .prepare('people_search_context'),
  ).execute({ viewer: viewerId, after })
  return row ?? { followed: [], blocked: [], changes: [] }
}

const SEARCHABLE_FIELDS = {
  id: sql`u.id`,
  search_text: sql`u.search_text`,
  university_id: sql`u.university_id`,
  faculty_id: sql`u.faculty_id`,
  department_id: sql`u.department_id`,
  study_year: sql`u.study_year`,
  is_alumni: sql`u.is_alumni`,
  is_verified: sql`u.is_verified`,
  deleted: sql`u.deleted_at IS NOT NULL`,
  suspended_until: sql`u.suspended_until`,
  search_version: sql`u.search_version`,
}

const SEARCHABLE = sql.join(
  Object.entries(SEARCHABLE_FIELDS).map(([name, field]) => sql`${field} AS ${sql.raw(name)}`),
  sql`, `,
)

/**
 * The accounts with the most accepted followers: ids only, for everyone (the caller caches them a few
 * minutes and filters them per viewer), since counting the follow graph is the expensive part.
 */
export async function findMostFollowedIds(db: Executor, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT f.followee_id AS id FROM ${follows} f
      JOIN ${users} u ON u.id = f.followee_id AND u.deleted_at IS NULL AND u.is_verified
      WHERE f.status = 'accepted'
      GROUP BY f.followee_id ORDER BY count(*) DESC, f.followee_id LIMIT ${limit}`,
  )
  return rows.map((r) => r.id)
}

/** These accounts as the viewer may list them (no block either way, live, not suspended), in the order given. */
export function findSummariesInOrder(db: Executor, viewerId: number, ids: number[]): Promise<SummaryRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  return queryRows<SummaryRow>(
    db,
    sql`SELECT ${summaryColumns(viewerId)} FROM ${users} u
      JOIN unnest(${`{${ids.join(',')}}`}::int[]) WITH ORDINALITY AS chosen(id, position) ON chosen.id = u.id
      WHERE u.deleted_at IS NULL AND ${notBlockingViewer(viewerId)} AND ${notSuspended(sql.raw('u.id'))}
        AND NOT EXISTS (SELECT 1 FROM ${blocks} b WHERE b.blocker_id = ${viewerId} AND b.blocked_id = u.id)
      ORDER BY chosen.position`,
  )
}
