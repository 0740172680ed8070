import type { FollowResult, UserRelation } from '@agora/contract'
import type { QueryClient } from '@tanstack/react-query'
import { type CacheShadow, type Rollback, updateEverywhere } from '@/lib/optimistic/cache-shadow.ts'
import { userKeys } from '../api/keys.ts'

/**
 * One account appears in many caches at once: its profile, every followers and following list, the
 * follow requests. As the post entity does for posts, these helpers change every cached copy of one
 * account together (lib/optimistic/cache-shadow.ts) and hand back a rollback, so that a follow shows
 * at once everywhere.
 */
export type { Rollback }

/** The part of a cached user a follow changes: the relation, and the count where the copy has one. */
export interface FollowState {
  relation: UserRelation
  followers_count?: number
}

/** What a follow reads of a copy: a private account gets a request instead of a follow. */
export type FollowableUser = FollowState & { is_private?: boolean }

type CachedUser = FollowableUser & { id: number; username: string }

/** An account in any cache under userKeys.all: a profile, a row of a list, or embedded in a request. */
const userShadow: CacheShadow<CachedUser> = {
  roots: [userKeys.all],
  matches: (value): value is CachedUser => {
    const v = value as Partial<CachedUser>
    return (
      typeof v.id === 'number' &&
      typeof v.username === 'string' &&
      typeof v.relation === 'object' &&
      v.relation !== null &&
      typeof v.relation.is_following === 'boolean'
    )
  },
  id: (user) => user.id,
}

/**
 * Applies `change` to every cached copy of account `userId` and returns a rollback that restores the
 * relation and count each copy had.
 */
export function updateUserEverywhere(
  client: QueryClient,
  userId: number,
  change: (user: FollowableUser) => FollowableUser,
): Rollback {
  return updateEverywhere(client, userShadow, userId, (user) => {
    const changed = change(user)
    return changed === user ? user : { ...user, ...changed }
  })
}

/**
 * The state a follow (`on`) or unfollow shows before the server answers: a private account gets a
 * pending request, a public one a follow and one more follower. Unfollowing also withdraws a request.
 */
export function withFollowing<T extends FollowableUser>(user: T, on: boolean): T {
  const { relation } = user
  if (on) {
    if (relation.is_following || relation.is_requested) return user
    if (user.is_private) return { ...user, relation: { ...relation, is_requested: true } }
    return {
      ...user,
      relation: { ...relation, is_following: true },
      ...countChange(user, 1),
    }
  }
  if (!relation.is_following && !relation.is_requested) return user
  return {
    ...user,
    relation: { ...relation, is_following: false, is_requested: false },
    ...(relation.is_following ? countChange(user, -1) : {}),
  }
}

/** The state a mute (`on`) or unmute shows before the server answers: only the viewer's relation changes. */
export function withMuted<T extends FollowableUser>(user: T, on: boolean): T {
  if (user.relation.is_muted === on) return user
  return { ...user, relation: { ...user.relation, is_muted: on } }
}

/** The server's answer to POST follow: 'following' with the new count, or 'requested'. */
export function withFollowResult<T extends FollowState>(user: T, result: FollowResult): T {
  const following = result.status === 'following'
  const sameRelation = user.relation.is_following === following && user.relation.is_requested === !following
  const sameCount = user.followers_count === undefined || user.followers_count === result.followers_count
  if (sameRelation && sameCount) return user
  return {
    ...user,
    relation: sameRelation
      ? user.relation
      : { ...user.relation, is_following: following, is_requested: !following },
    ...(user.followers_count === undefined ? {} : { followers_count: result.followers_count }),
  }
}

function countChange(user: FollowState, step: number): Partial<FollowState> {
  return user.followers_count === undefined
    ? {}
    : { followers_count: Math.max(0, user.followers_count + step) }
}
