import type { FollowRequest, FollowResult, PageQuery, UserSummary } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { badRequest, forbidden, notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { publishUserEvents } from './users.events.ts'
import { insertFollow } from './users.follows.ts'
import {
  approveRequest,
  deleteBlock,
  deleteFollow,
  deleteFollowsBetween,
  findFollow,
  insertBlock,
  rejectRequest,
} from './users.graph.repository.ts'
import {
  findBlockedList,
  findFollowCounts,
  findFollowList,
  findFollowRequests,
} from './users.lists.repository.ts'
import {
  canBlock,
  canFollow,
  canSeeProfile,
  canViewFollowLists,
  followStatusFor,
  type Relation,
} from './users.policy.ts'
import { presentFollowRequest, presentSummary } from './users.presenter.ts'
import { findRelation } from './users.relations.ts'

/** The follow graph and blocks (spec 001 section 7, Profile and follow): follows, requests, blocks and their lists. */

interface Message {
  message: string
}

/** The relation to an account the viewer may see (404 otherwise, a blocking account included). */
async function visibleRelation(ctx: ServiceContext, viewer: Viewer, userId: number): Promise<Relation> {
  const relation = await findRelation(ctx.db, viewer.id, userId)
  if (!canSeeProfile(relation)) throw notFound('user_not_found')
  return relation
}

/**
 * POST /users/{id}/follow: a public account is followed at once (status 'following', HTTP 200), a
 * private one gets a request (status 'requested', HTTP 202). Asking again answers the same and
 * changes nothing. The viewer's own block is 403; a block by the account is 404, as if it were missing.
 */
export async function followUser(ctx: ServiceContext, viewer: Viewer, userId: number): Promise<FollowResult> {
  if (userId === viewer.id) throw badRequest('cannot_follow_self')
  // An account that blocked the viewer answers exactly as a missing one.
  const relation = await visibleRelation(ctx, viewer, userId)
  if (!canFollow(relation)) throw forbidden('cannot_follow_user')
  const { status, inserted } = await ctx.db.transaction(async (tx) => {
    const inserted = await insertFollow(tx, viewer.id, userId, followStatusFor(relation))
    // A row already there (or one a racing request just wrote) keeps its status.
    const row = await findFollow(tx, viewer.id, userId)
    return { status: row?.status ?? followStatusFor(relation), inserted }
  })
  if (inserted) {
    await publishUserEvents(ctx, [
      { type: 'user.followed', follower_id: viewer.id, followee_id: userId, status },
    ])
  }
  const { followers } = await findFollowCounts(ctx.db, userId)
  return status === 'accepted'
    ? { status: 'following', message: 'You are now following this user', followers_count: followers }
    : { status: 'requested', message: 'Follow request sent', followers_count: followers }
}

/** DELETE /users/{id}/follow: unfollows, or withdraws a pending request; nothing to undo is fine too. */
export async function unfollowUser(ctx: ServiceContext, viewer: Viewer, userId: number): Promise<Message> {
  if (userId === viewer.id) throw badRequest('cannot_follow_self')
  await visibleRelation(ctx, viewer, userId)
  if (await deleteFollow(ctx.db, viewer.id, userId)) {
    await publishUserEvents(ctx, [{ type: 'user.unfollowed', follower_id: viewer.id, followee_id: userId }])
  }
  return { message: 'Unfollowed' }
}

/** GET /users/{id}/followers and /following: accepted follows, newest first; a private account's only for its followers. */
export async function listFollowGraph(
  ctx: ServiceContext,
  viewer: Viewer,
  userId: number,
  side: 'followers' | 'following',
  page: PageQuery,
): Promise<UserSummary[]> {
  const relation = await visibleRelation(ctx, viewer, userId)
  if (!canViewFollowLists(relation)) {
    throw forbidden(relation.blockedByViewer ? 'you_blocked_account' : 'account_private')
  }
  return (await findFollowList(ctx.db, viewer.id, userId, side, page)).map(presentSummary)
}

/** GET /users/me/follow-requests (who asks the viewer) and /sent (whom the viewer asked). */
export async function listFollowRequests(
  ctx: ServiceContext,
  viewer: Viewer,
  direction: 'incoming' | 'sent',
  page: PageQuery,
): Promise<FollowRequest[]> {
  return (await findFollowRequests(ctx.db, viewer.id, direction, page)).map(presentFollowRequest)
}

/** Approve or reject a request made to the viewer; any other id (someone else's, an accepted follow) is 404. */
export async function answerFollowRequest(
  ctx: ServiceContext,
  viewer: Viewer,
  requestId: number,
  approve: boolean,
): Promise<Message> {
  if (!approve) {
    const followerId = await rejectRequest(ctx.db, requestId, viewer.id)
    if (followerId === null) throw notFound('follow_request_not_found')
    await publishUserEvents(ctx, [
      { type: 'user.unfollowed', follower_id: followerId, followee_id: viewer.id },
    ])
    return { message: 'Follow request rejected' }
  }
  const approved = await approveRequest(ctx.db, requestId, viewer.id)
  if (!approved) throw notFound('follow_request_not_found')
  await publishUserEvents(ctx, [
    { type: 'user.follow_approved', follower_id: approved.followerId, followee_id: viewer.id },
  ])
  return { message: 'Follow request approved' }
}

/**
 * POST /users/{id}/block: ends follows and requests both ways and records the block, in one
 * transaction. An account that blocked the viewer answers 404 as a missing one does (users.policy.ts).
 */
export async function blockUser(ctx: ServiceContext, viewer: Viewer, userId: number): Promise<Message> {
  if (userId === viewer.id) throw badRequest('cannot_block_self')
  const relation = await findRelation(ctx.db, viewer.id, userId)
  if (!canBlock(relation)) throw notFound('user_not_found')
  const inserted = await ctx.db.transaction(async (tx) => {
    await deleteFollowsBetween(tx, viewer.id, userId)
    return insertBlock(tx, viewer.id, userId)
  })
  if (inserted)
    await publishUserEvents(ctx, [{ type: 'user.blocked', blocker_id: viewer.id, blocked_id: userId }])
  return { message: 'User blocked' }
}

/** DELETE /users/{id}/block; unblocking restores no follow (as on every network). */
export async function unblockUser(ctx: ServiceContext, viewer: Viewer, userId: number): Promise<Message> {
  if (userId === viewer.id) throw badRequest('cannot_block_self')
  const relation = await findRelation(ctx.db, viewer.id, userId)
  if (!canBlock(relation)) throw notFound('user_not_found')
  await deleteBlock(ctx.db, viewer.id, userId)
  return { message: 'User unblocked' }
}

/** GET /users/me/blocked. */
export async function listBlocked(
  ctx: ServiceContext,
  viewer: Viewer,
  page: PageQuery,
): Promise<UserSummary[]> {
  return (await findBlockedList(ctx.db, viewer.id, page)).map(presentSummary)
}
