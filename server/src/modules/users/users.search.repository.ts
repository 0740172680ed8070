import type { UserMatchField } from '@agora/contract'
import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { blocks, follows, users } from '../../db/schema/users.ts'
import { escapeLikePattern } from '../../platform/fold.ts'
import { notBlockingViewer, type Page, type SummaryRow, summaryColumns } from './users.lists.repository.ts'

export type PersonMatchRow = SummaryRow & { matched: UserMatchField }

/**
 * People found by a folded term (platform/fold.ts), in the order a person expects:
 *
 * 0. the username itself; 1. a username starting with it; 2. a name or nickname word starting with
 * it; 3. the term anywhere; 4. close to a word (pg_trgm word similarity, one or two typos).
 *
 * Inside a tier, people the viewer follows come first, then the viewer's university, then the closer
 * match. Verified, live accounts only, with no block either way. The trigram index over
 * agora_user_search_text (migration 0014) serves both the LIKE and the similarity test.
 */
export function findPeopleMatching(
  db: Executor,
  viewer: { id: number; universityId: number | null },
  folded: string,
  page: Page,
): Promise<PersonMatchRow[]> {
  const text = sql`agora_user_search_text(u.username, u.nickname, u.first_name, u.last_name)`
  const like = escapeLikePattern(folded)
  const anywhere = `%${like}%`
  const prefix = `${like}%`
  const wordPrefix = `% ${like}%`
  const un = sql`agora_fold(u.username)`
  const fn = sql`agora_fold(concat_ws(' ', u.first_name, u.last_name))`
  const nn = sql`agora_fold(coalesce(u.nickname, ''))`
  const startsWord = (field: typeof un) => sql`(${field} LIKE ${prefix} OR ${field} LIKE ${wordPrefix})`
  return queryRows<PersonMatchRow>(
    db,
    sql`SELECT * FROM (
      SELECT ${summaryColumns(viewer.id)},
        CASE WHEN ${un} LIKE ${prefix} THEN 'username'
          WHEN ${startsWord(fn)} THEN 'name'
          WHEN ${startsWord(nn)} THEN 'nickname'
          WHEN ${un} LIKE ${anywhere} THEN 'username'
          WHEN ${fn} LIKE ${anywhere} THEN 'name'
          WHEN ${nn} LIKE ${anywhere} THEN 'nickname'
          WHEN word_similarity(${folded}, ${un}) >= greatest(word_similarity(${folded}, ${fn}),
            word_similarity(${folded}, ${nn})) THEN 'username'
          WHEN word_similarity(${folded}, ${fn}) >= word_similarity(${folded}, ${nn}) THEN 'name'
          ELSE 'nickname' END AS matched,
        CASE WHEN ${un} = ${folded} THEN 0
          WHEN ${un} LIKE ${prefix} THEN 1
          WHEN ${startsWord(fn)} OR ${startsWord(nn)} THEN 2
          WHEN ${text} LIKE ${anywhere} THEN 3
          ELSE 4 END AS tier,
        word_similarity(${folded}, ${text}) AS closeness,
        ${viewer.universityId === null ? sql`false` : sql`u.university_id = ${viewer.universityId}`} AS same_university,
        lower(u.username) AS sort_name
      FROM ${users} u
      WHERE u.deleted_at IS NULL AND u.is_verified
        AND (${text} LIKE ${anywhere} OR ${folded} <% ${text})
        AND ${notBlockingViewer(viewer.id)}
        AND NOT EXISTS (SELECT 1 FROM ${blocks} b WHERE b.blocker_id = ${viewer.id} AND b.blocked_id = u.id)
    ) AS found
    ORDER BY tier, is_following DESC, same_university DESC, closeness DESC, sort_name, id
    LIMIT ${page.limit} OFFSET ${page.skip}`,
  )
}

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

/** These accounts as the viewer may list them (no block either way, live), in the order given. */
export function findSummariesInOrder(db: Executor, viewerId: number, ids: number[]): Promise<SummaryRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  return queryRows<SummaryRow>(
    db,
    sql`SELECT ${summaryColumns(viewerId)} FROM ${users} u
      JOIN unnest(${`{${ids.join(',')}}`}::int[]) WITH ORDINALITY AS chosen(id, position) ON chosen.id = u.id
      WHERE u.deleted_at IS NULL AND ${notBlockingViewer(viewerId)}
        AND NOT EXISTS (SELECT 1 FROM ${blocks} b WHERE b.blocker_id = ${viewerId} AND b.blocked_id = u.id)
      ORDER BY chosen.position`,
  )
}
