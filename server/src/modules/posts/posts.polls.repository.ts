import { and, eq, type SQL, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { polls, pollVotes, posts } from '../../db/schema/posts.ts'

/** The posts module's polls and votes (issue 31; db/schema/posts.ts). */

export type PollRow = typeof polls.$inferSelect

/** A poll as the post graph reads it: its row and the options the viewer chose (none when they did not vote). */
export interface GraphPoll {
  options: string[]
  votesCounts: number[]
  multiple: boolean
  votersCount: number
  closesAt: string
  own: number[]
}

export async function insertPoll(
  tx: Executor,
  poll: { postId: number; options: string[]; multiple: boolean; closesAt: Date },
): Promise<void> {
  await tx.insert(polls).values({ ...poll, votesCounts: poll.options.map(() => 0) })
}

/** The poll of a post, locked until the transaction ends (votes are counted one at a time per poll). */
export async function lockPoll(tx: Executor, postId: number): Promise<PollRow | null> {
  const [row] = await tx.select().from(polls).where(eq(polls.postId, postId)).for('update')
  return row ?? null
}

export async function hasVoted(tx: Executor, postId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ choice: pollVotes.choice })
    .from(pollVotes)
    .where(and(eq(pollVotes.postId, postId), eq(pollVotes.userId, userId)))
    .limit(1)
  return row !== undefined
}

/** Stores a person's choices and counts them, in the transaction that locked the poll. */
export async function insertVotes(
  tx: Executor,
  poll: PollRow,
  userId: number,
  choices: number[],
  at: Date,
): Promise<void> {
  await tx
    .insert(pollVotes)
    .values(choices.map((choice) => ({ postId: poll.postId, userId, choice, createdAt: at })))
  const counts = poll.votesCounts.map((count, i) => (choices.includes(i) ? count + 1 : count))
  await tx
    .update(polls)
    .set({ votesCounts: counts, votersCount: poll.votersCount + 1 })
    .where(eq(polls.postId, poll.postId))
}

/**
 * For the post graph: the poll of the post in `postId` (a column of the outer query) as JSON, with the
 * viewer's own choices; null without a poll.
 */
export function pollJson(
  postId: SQL,
  viewer: SQL | ReturnType<typeof sql.placeholder>,
): SQL<GraphPoll | null> {
  return sql<GraphPoll | null>`(
    SELECT json_build_object('options', pl.options, 'votesCounts', pl.votes_counts, 'multiple', pl.multiple,
      'votersCount', pl.voters_count, 'closesAt', pl.closes_at,
      'own', COALESCE((SELECT json_agg(pv.choice ORDER BY pv.choice) FROM ${pollVotes} pv
        WHERE pv.post_id = pl.post_id AND pv.user_id = ${viewer}), '[]'::json))
    FROM ${polls} pl WHERE pl.post_id = ${postId})`
}

/**
 * Marks up to `limit` polls that closed by `now` as told, and answers them with their authors: the job
 * that notifies them (posts.polls.service.ts). SKIP LOCKED lets two instances share the work.
 */
export function claimClosedPolls(
  db: Executor,
  now: Date,
  limit: number,
): Promise<{ post_id: number; author_id: number }[]> {
  return queryRows(
    db,
    sql`UPDATE ${polls} SET closed_notified_at = ${now.toISOString()}::timestamptz
    WHERE post_id IN (
      SELECT post_id FROM ${polls}
      WHERE closed_notified_at IS NULL AND closes_at <= ${now.toISOString()}::timestamptz
      ORDER BY closes_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING post_id, (SELECT p.user_id FROM ${posts} p WHERE p.id = polls.post_id) AS author_id`,
  )
}

/** The people who voted in a post's poll, as a subquery of ids (notifications' recipients). */
export function pollVotersSubquery(postId: number): SQL {
  return sql`SELECT DISTINCT ${pollVotes.userId} FROM ${pollVotes} WHERE ${pollVotes.postId} = ${postId}`
}

/** For the data export: the poll of the post in `postId` with its results, as JSON; null without one. */
export function pollJsonForExport(postId: SQL): SQL {
  return sql`(SELECT json_build_object('options', pl.options, 'votes_counts', pl.votes_counts,
    'multiple', pl.multiple, 'voters_count', pl.voters_count, 'closes_at', pl.closes_at)
    FROM ${polls} pl WHERE pl.post_id = ${postId})`
}

/** The person's votes for the data export: which post's poll, and which options (by title). */
export function exportVotesOf(db: Executor, userId: number) {
  return queryRows<{ post_id: number; choices: string[]; created_at: string }>(
    db,
    sql`SELECT v.post_id, json_agg(pl.options[v.choice + 1] ORDER BY v.choice) AS choices, min(v.created_at) AS created_at
    FROM ${pollVotes} v JOIN ${polls} pl ON pl.post_id = v.post_id
    WHERE v.user_id = ${userId} GROUP BY v.post_id ORDER BY min(v.created_at)`,
  )
}
