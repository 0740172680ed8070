import { type Placeholder, type SQL, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { viewerFollows } from '../users/index.ts'
import type { ReplyGate } from './posts.policy.ts'

/**
 * Who may reply to a thread (issue 16) is set on its first post; a reply anywhere below follows it, so
 * that an allowed reply cannot open the thread to everyone beneath it (Bluesky's threadgates). These
 * read the gate of the thread a post belongs to, with the two facts about the viewer the rule needs.
 */
type Id = number | Placeholder | SQL

/**
 * The first post of the thread of the posts row `table` (its own id when it is not a reply): a walk up
 * in_reply_to_id, which only replies pay for; a thread deeper than 1000 replies stops there.
 */
function threadRootId(table: string): SQL {
  const col = (name: string) => sql.raw(`"${table}"."${name}"`)
  return sql`CASE WHEN ${col('in_reply_to_id')} IS NULL THEN ${col('id')} ELSE (
    WITH RECURSIVE up(id, parent, depth) AS (
      SELECT p.id, p.in_reply_to_id, 1 FROM posts p WHERE p.id = ${col('in_reply_to_id')}
      UNION ALL
      SELECT p.id, p.in_reply_to_id, up.depth + 1 FROM posts p JOIN up ON p.id = up.parent
      WHERE up.depth < 1000
    )
    SELECT id FROM up ORDER BY depth DESC LIMIT 1) END`
}

/**
 * The viewer's two facts on the gate of the thread whose first post is the row `row` names (a column
 * of it by name): whether its author follows the viewer and whether it mentions them, each looked up
 * only for the policy that reads it.
 */
function viewerFacts(viewer: Id, row: (column: string) => SQL) {
  return {
    follows: sql<boolean>`CASE WHEN ${row('reply_policy')} = 'following'
      THEN ${viewerFollows(row('user_id'), sql`${viewer}::int`)} ELSE false END`,
    mentioned: sql<boolean>`CASE WHEN ${row('reply_policy')} = 'mentioned' THEN EXISTS (SELECT 1 FROM post_mentions m
      WHERE m.post_id = ${row('id')} AND m.user_id = ${viewer}::int) ELSE false END`,
  }
}

/** `(SELECT json ...)`: the ReplyGate of the posts row `table` for the viewer. */
export function replyGateJson(viewer: Id, table = 'posts'): SQL {
  const facts = viewerFacts(viewer, (column) => sql.raw(`r.${column}`))
  return sql`(SELECT json_build_object(
      'policy', r.reply_policy,
      'authorId', r.user_id,
      'authorFollowsViewer', ${facts.follows},
      'viewerMentioned', ${facts.mentioned})
    FROM posts r WHERE r.id = ${threadRootId(table)})`
}

/**
 * The gate as three columns of the posts row `table`, so that the first post of a thread (most rows of
 * a feed) reads it from its own row instead of a sub-select and a JSON object: `gateRoot` is the
 * replyGateJson of a reply's thread (null for a first post), `gateFollows` and `gateMentioned` the
 * viewer's two facts on a first post's own policy (null for a reply). gateOf puts them together.
 */
export function replyGateColumns(viewer: Id, table = 'posts') {
  const col = (name: string) => sql.raw(`"${table}"."${name}"`)
  const facts = viewerFacts(viewer, col)
  const ofFirstPost = <T>(value: SQL<T>) =>
    sql<T | null>`CASE WHEN ${col('in_reply_to_id')} IS NOT NULL THEN NULL ELSE ${value} END`
  return {
    gateRoot: sql<ReplyGate | null>`CASE WHEN ${col('in_reply_to_id')} IS NOT NULL THEN ${replyGateJson(viewer, table)} END`,
    gateFollows: ofFirstPost(facts.follows),
    gateMentioned: ofFirstPost(facts.mentioned),
  }
}

/** The ReplyGate of a row read with replyGateColumns. */
export function gateOf(row: {
  userId: number
  replyPolicy: ReplyGate['policy']
  gateRoot: ReplyGate | null
  gateFollows: boolean | null
  gateMentioned: boolean | null
}): ReplyGate {
  return (
    row.gateRoot ?? {
      policy: row.replyPolicy,
      authorId: row.userId,
      authorFollowsViewer: row.gateFollows === true,
      viewerMentioned: row.gateMentioned === true,
    }
  )
}

/** The gate of the thread the post `postId` belongs to, for the viewer: what a reply to it must pass. */
export async function findReplyGate(db: Executor, viewerId: number, postId: number): Promise<ReplyGate> {
  const [row] = await queryRows<{ gate: ReplyGate }>(
    db,
    sql`SELECT ${replyGateJson(viewerId)} AS gate FROM posts WHERE posts.id = ${postId}`,
  )
  if (!row) throw new Error(`post ${postId} has no row`)
  return row.gate
}
