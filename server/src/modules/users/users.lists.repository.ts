import type { Role } from '@agora/contract'
import { type SQL, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { blocks, follows, users } from '../../db/schema/users.ts'
import { escapeLikePattern, foldForSearch } from '../../platform/fold.ts'
import { notSuspended } from './users.fragments.ts'
import { activeMute } from './users.mutes.fragments.ts'

/**
 * The lists of people (followers, following, follow requests, blocked accounts, GET /users/): each
 * row carries what a UserSummary shows and the viewer's relation to that person, in one statement.
 */

export interface Page {
  skip: number
  limit: number
}

export interface SummaryRow {
  id: number
  username: string
  nickname: string | null
  first_name: string | null
  last_name: string | null
  bio: string | null
  avatar_url: string | null
  university_id: number | null
  role: Role
  is_private: boolean
  is_following: boolean
  is_requested: boolean
  follows_you: boolean
  is_blocked: boolean
  is_muted: boolean
}

/** A follow request as listed: the follows row's id and time, and the other person. */
export type RequestRow = SummaryRow & { request_id: number; requested_at: Date | string }

/** The UserSummary columns of the users row aliased `u`, with the viewer's relation to it. */
export function summaryColumns(viewerId: number | SQL): SQL {
  const followRow = (from: SQL, to: SQL, status: 'accepted' | 'pending') =>
    sql`EXISTS (SELECT 1 FROM ${follows} r WHERE r.follower_id = ${from} AND r.followee_id = ${to} AND r.status = ${status})`
  return sql`u.id, u.username, u.nickname, u.first_name, u.last_name, u.bio, u.avatar_url, u.university_id,
    u.role, u.is_private,
    ${followRow(sql`${viewerId}`, sql`u.id`, 'accepted')} AS is_following,
    ${followRow(sql`${viewerId}`, sql`u.id`, 'pending')} AS is_requested,
    ${followRow(sql`u.id`, sql`${viewerId}`, 'accepted')} AS follows_you,
    EXISTS (SELECT 1 FROM ${blocks} b WHERE b.blocker_id = ${viewerId} AND b.blocked_id = u.id) AS is_blocked,
    ${activeMute(viewerId, sql`u.id`)} AS is_muted`
}

/** An account that blocked the viewer is left out of every list the viewer reads, like a missing one. */
export const notBlockingViewer = (viewerId: number) =>
  sql`NOT EXISTS (SELECT 1 FROM ${blocks} b WHERE b.blocker_id = u.id AND b.blocked_id = ${viewerId})`

/** Accepted followers (`side` 'followers') or followed accounts ('following') of `userId`, newest first. */
export function findFollowList(
  db: Executor,
  viewerId: number,
  userId: number,
  side: 'followers' | 'following',
  page: Page,
): Promise<SummaryRow[]> {
  const [own, other] = side === 'followers' ? ['followee_id', 'follower_id'] : ['follower_id', 'followee_id']
  return queryRows<SummaryRow>(
    db,
    sql`SELECT ${summaryColumns(viewerId)}
      FROM ${follows} f JOIN ${users} u ON u.id = f.${sql.raw(other)}
      WHERE f.${sql.raw(own)} = ${userId} AND f.status = 'accepted' AND u.deleted_at IS NULL
        AND ${notBlockingViewer(viewerId)}
        AND ${notSuspended(sql.raw('u.id'))}
      ORDER BY f.created_at DESC, f.id DESC
      LIMIT ${page.limit} OFFSET ${page.skip}`,
  )
}

/**
 * The viewer's pending follow requests: 'incoming' lists who asks to follow the viewer, 'sent' whom
 * the viewer asked. Newest first.
 */
export function findFollowRequests(
  db: Executor,
  viewerId: number,
  direction: 'incoming' | 'sent',
  page: Page,
): Promise<RequestRow[]> {
  const [own, other] =
    direction === 'incoming' ? ['followee_id', 'follower_id'] : ['follower_id', 'followee_id']
  return queryRows<RequestRow>(
    db,
    sql`SELECT ${summaryColumns(viewerId)}, f.id AS request_id, f.created_at AS requested_at
      FROM ${follows} f JOIN ${users} u ON u.id = f.${sql.raw(other)}
      WHERE f.${sql.raw(own)} = ${viewerId} AND f.status = 'pending' AND u.deleted_at IS NULL
      ORDER BY f.created_at DESC, f.id DESC
      LIMIT ${page.limit} OFFSET ${page.skip}`,
  )
}

/** The accounts the viewer has blocked, most recent block first. */
export function findBlockedList(db: Executor, viewerId: number, page: Page): Promise<SummaryRow[]> {
  return queryRows<SummaryRow>(
    db,
    sql`SELECT ${summaryColumns(viewerId)}
      FROM ${blocks} k JOIN ${users} u ON u.id = k.blocked_id
      WHERE k.blocker_id = ${viewerId} AND u.deleted_at IS NULL
      ORDER BY k.created_at DESC, u.id DESC
      LIMIT ${page.limit} OFFSET ${page.skip}`,
  )
}

/**
 * GET /users/: verified, live accounts other than the viewer (or, with university_id, that university's
 * members, the viewer included), with no block either way and not suspended now (the new-chat picker
 * lists this before anything is typed, issue 28), optionally
 * matching `q` anywhere in the username, nickname or full name (ignoring case). Username prefix
 * matches come first, then everyone by username: a stable order for skip/limit paging.
 */
export function searchUsers(
  db: Executor,
  viewerId: number,
  filter: { q?: string | undefined; university_id?: number | undefined },
  page: Page,
): Promise<SummaryRow[]> {
  const term = foldForSearch(filter.q?.trim() ?? '')
  const pattern = `%${escapeLikePattern(term)}%`
  const prefix = `${escapeLikePattern(term)}%`
  // Folded as search folds (platform/fold.ts): "istanbul" finds İstanbullu, "ogrenci" finds Öğrenci.
  // users.search_text: agora_user_search_text stored (migration 0015), with its trigram index.
  const match = term ? sql`AND u.search_text LIKE ${pattern}` : sql``
  // The directory leaves the viewer out; a university's members list counts them in.
  const scope =
    filter.university_id === undefined
      ? sql`AND u.id <> ${viewerId}`
      : sql`AND u.university_id = ${filter.university_id}`
  return queryRows<SummaryRow>(
    db,
    sql`SELECT ${summaryColumns(viewerId)}
      FROM ${users} u
      WHERE u.deleted_at IS NULL AND u.is_verified ${scope}
        AND ${notBlockingViewer(viewerId)}
        AND NOT EXISTS (SELECT 1 FROM ${blocks} b WHERE b.blocker_id = ${viewerId} AND b.blocked_id = u.id)
        AND ${notSuspended(sql.raw('u.id'))}
        ${match}
      ORDER BY (agora_fold(u.username) LIKE ${prefix}) DESC, lower(u.username), u.id
      LIMIT ${page.limit} OFFSET ${page.skip}`,
  )
}

/** The counts a profile shows: accepted followers and followed accounts, and pending requests to it. */
export async function findFollowCounts(
  db: Executor,
  userId: number,
): Promise<{ followers: number; following: number; requests: number }> {
  const [row] = await queryRows<{ followers: number; following: number; requests: number }>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM ${follows} WHERE followee_id = ${userId} AND status = 'accepted') AS followers,
      (SELECT count(*)::int FROM ${follows} WHERE follower_id = ${userId} AND status = 'accepted') AS following,
      (SELECT count(*)::int FROM ${follows} WHERE followee_id = ${userId} AND status = 'pending') AS requests`,
  )
  return row ?? { followers: 0, following: 0, requests: 0 }
}
