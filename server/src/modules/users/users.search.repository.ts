import type { UserMatchField } from '@agora/contract'
import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { blocks, follows, users } from '../../db/schema/users.ts'
import { escapeLikePattern } from '../../platform/fold.ts'
import { type AffiliationFilter, affiliationCondition } from './users.affiliation.ts'
import { notSuspended } from './users.fragments.ts'
import { notBlockingViewer, type Page, type SummaryRow, summaryColumns } from './users.lists.repository.ts'

export type PersonMatchRow = SummaryRow & { matched: UserMatchField }

/**
 * How many of the people containing a term are ranked, overall and at the viewer's university, besides
 * the exact username and the people the viewer follows (all of those are). A term that matches more
 * (a three-letter prefix of a common name matches thousands among 200,000) ranks that sample rather
 * than every match: the work stays bounded (docs/benchmarks.md, the search note). A page deeper than
 * the sample widens it.
 */
export const RANKED_PEOPLE = 100

/**
 * People found by a folded term (platform/fold.ts), in the order a person expects:
 *
 * 0. the username itself; 1. a username starting with it; 2. a name or nickname word starting with
 * it; 3. the term anywhere; 4. close to a word (pg_trgm word similarity, one or two typos).
 *
 * Inside a tier, people the viewer follows come first, then the viewer's university, then the closer
 * match. Verified, live accounts only, with no block either way, and of the faculty, department or
 * year asked for (issue 17's filters: applied in every candidate set, so a page is never short).
 *
 * The candidates: the exact username, the people the viewer follows, the first RANKED_PEOPLE usernames
 * starting with the term (so that a common prefix's second tier is never crowded out by the third),
 * and RANKED_PEOPLE of those at the viewer's university and overall (in the index's order) that
 * contain the term; the close but
 * not contained ones (tier 4) only when those do not fill the page, as a four-letter prefix is close
 * to thousands of names it does not contain. They are ranked as above; with fewer matches than
 * RANKED_PEOPLE that is every match. The matching reads users.search_text (migration 0015:
 * agora_user_search_text stored, with its trigram index) rather than folding each row's fields again;
 * the tiers read the username (the text's first word: a username has no space) and the rest
 * (nickname and names) off it, so a term of several words that runs from the nickname into the
 * first name counts as a name word's start. Only the page's rows get the summary columns and the
 * matched field, which reads each field on its own.
 */
export function findPeopleMatching(
  db: Executor,
  viewer: { id: number; universityId: number | null },
  folded: string,
  page: Page,
  filter: AffiliationFilter = {},
): Promise<PersonMatchRow[]> {
  const like = escapeLikePattern(folded)
  const anywhere = `%${like}%`
  const prefix = `${like}%`
  const wordPrefix = `% ${like}%`
  const un = sql`agora_fold(u.username)`
  const fn = sql`agora_fold(concat_ws(' ', u.first_name, u.last_name))`
  const nn = sql`agora_fold(coalesce(u.nickname, ''))`
  const startsWord = (field: typeof un) => sql`(${field} LIKE ${prefix} OR ${field} LIKE ${wordPrefix})`
  // The stored text is "username nickname first last", folded; a null nickname or name is left out.
  const storedUsername = sql`split_part(u.search_text, ' ', 1)`
  const storedRest = sql`substr(u.search_text, length(${storedUsername}) + 2)`
  // A person with no university is not at the viewer's (false, not null, which sorts first).
  const sameUniversity =
    viewer.universityId === null ? sql`false` : sql`coalesce(u.university_id = ${viewer.universityId}, false)`
  // No block either way (notBlockingViewer's rule, as sets: each is read once, not once a row).
  // Issue 30: nor a suspended account while its suspension lasts, as its profile answers 404.
  const live = sql`u.deleted_at IS NULL AND u.is_verified AND ${notSuspended(sql.raw('u.id'))}
    AND u.id NOT IN (SELECT b.blocker_id FROM ${blocks} b WHERE b.blocked_id = ${viewer.id})
    AND u.id NOT IN (SELECT b.blocked_id FROM ${blocks} b WHERE b.blocker_id = ${viewer.id})
    AND ${affiliationCondition(filter)}`
  const followed = sql`SELECT r.followee_id FROM ${follows} r WHERE r.follower_id = ${viewer.id} AND r.status = 'accepted'`
  const cap = Math.max(RANKED_PEOPLE, page.skip + page.limit)
  const tier = sql`CASE WHEN ${storedUsername} = ${folded} THEN 0
          WHEN ${storedUsername} LIKE ${prefix} THEN 1
          WHEN ${storedRest} LIKE ${prefix} OR ${storedRest} LIKE ${wordPrefix} THEN 2
          WHEN u.search_text LIKE ${anywhere} THEN 3 ELSE 4 END`
  const contains = sql`u.search_text LIKE ${anywhere}`
  const close = sql`${folded} <% u.search_text AND u.search_text NOT LIKE ${anywhere}`
  return queryRows<PersonMatchRow>(
    db,
    sql`WITH contained AS MATERIALIZED (
      (SELECT u.id FROM ${users} u WHERE lower(u.username) = ${folded} AND ${contains} AND ${live})
      UNION (SELECT u.id FROM ${users} u WHERE lower(u.username) LIKE ${prefix} AND ${live} LIMIT ${cap})
      UNION (SELECT u.id FROM ${users} u WHERE u.id = ANY (ARRAY(${followed})) AND ${contains} AND ${live})
      ${
        viewer.universityId === null
          ? sql``
          : sql`UNION (SELECT u.id FROM ${users} u
              WHERE u.university_id = ${viewer.universityId} AND ${contains} AND ${live} LIMIT ${cap})`
      }
      UNION (SELECT u.id FROM ${users} u WHERE ${contains} AND ${live} LIMIT ${cap})
    ), nearby AS MATERIALIZED (
      (SELECT u.id FROM ${users} u WHERE u.id = ANY (ARRAY(${followed})) AND ${close} AND ${live}
        AND (SELECT count(*) FROM contained) < ${page.skip + page.limit})
      UNION (SELECT u.id FROM ${users} u WHERE ${close} AND ${live}
        AND (SELECT count(*) FROM contained) < ${page.skip + page.limit} LIMIT ${cap})
    ), ranked AS (
      SELECT u.id, ${tier} AS tier, word_similarity(${folded}, u.search_text) AS closeness,
        ${sameUniversity} AS same_university, lower(u.username) AS sort_name
      FROM ${users} u WHERE u.id IN (SELECT id FROM contained UNION ALL SELECT id FROM nearby)
    ), found AS (
      SELECT m.*, m.id IN (SELECT r.followee_id FROM ${follows} r
          WHERE r.follower_id = ${viewer.id} AND r.status = 'accepted') AS followed
      FROM ranked m
      ORDER BY m.tier, followed DESC, m.same_university DESC, m.closeness DESC, m.sort_name, m.id
      LIMIT ${page.limit} OFFSET ${page.skip}
    )
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
        ELSE 'nickname' END AS matched
    FROM found JOIN ${users} u ON u.id = found.id
    ORDER BY found.tier, found.followed DESC, found.same_university DESC, found.closeness DESC,
      found.sort_name, found.id`,
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
