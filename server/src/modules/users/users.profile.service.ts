import {
  LIMITS,
  type MyAccount,
  type UpdateProfileRequest,
  type UserListQuery,
  type UserProfile,
  type UserSummary,
} from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { notFound } from '../../platform/errors.ts'
import type { ProfileImage, ProfileImageKind, ProfileImageSpec } from '../../platform/profile-images.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { refuseBidiControls } from '../../platform/text-input.ts'
import { getUniversityName } from '../universities/index.ts'
import { affiliationOf, checkAffiliationPatch, universityVerifiedOf } from './users.affiliation.service.ts'
import { publishUserEvents, type UserEvent } from './users.events.ts'
import { approveAllRequests } from './users.graph.repository.ts'
import { findFollowCounts, searchUsers } from './users.lists.repository.ts'
import { canSeeProfile, canViewPosts } from './users.policy.ts'
import { attendedEventsPort, profilePostsPort } from './users.ports.ts'
import { presentProfile, presentSummary } from './users.presenter.ts'
import { findRelation } from './users.relations.ts'
import {
  findUserById,
  findUserByIdForUpdate,
  type ProfilePatch,
  updateProfileFields,
} from './users.repository.ts'
import { getMe } from './users.service.ts'
import { isSuspended } from './users.suspension.ts'

/** Profiles: reading one, the directory of people, editing one's own, avatar and banner. */

/**
 * The boxes and limits of spec 001 section 5: the client crops avatars square and banners 3:1, so
 * 400 x 400 and 1500 x 500 (X's sizes) keep them sharp on every screen.
 */
export const PROFILE_IMAGES: Record<ProfileImageKind, ProfileImageSpec> = {
  avatar: { maxBytes: LIMITS.avatarMaxBytes, width: 400, height: 400, fields: ['file', 'avatar', 'image'] },
  banner: { maxBytes: LIMITS.bannerMaxBytes, width: 1500, height: 500, fields: ['file', 'banner', 'image'] },
}

/**
 * GET /users/{id}. Missing, deleted and blocking-the-viewer accounts answer alike (404). The post count
 * is null where the posts tab would answer 403, so that a private account does not reveal its activity
 * (and the profile shows no count rather than a false 0).
 */
export async function getProfile(ctx: ServiceContext, viewer: Viewer, userId: number): Promise<UserProfile> {
  const relation = await findRelation(ctx.db, viewer.id, userId)
  if (!canSeeProfile(relation)) throw notFound('user_not_found')
  const user = await findUserById(ctx.db, userId)
  if (!user) throw notFound('user_not_found')
  // A suspended account is gone for others while it lasts; site admins still see it (the queue links it).
  if (isSuspended(user, ctx.clock()) && viewer.id !== userId && viewer.role !== 'admin') {
    throw notFound('user_not_found')
  }
  const [counts, posts, attendedEvents, universityName, affiliation, universityVerified] = await Promise.all([
    findFollowCounts(ctx.db, userId),
    canViewPosts(relation) ? ctx.ports.get(profilePostsPort)(ctx.db, userId) : null,
    canViewPosts(relation) ? ctx.ports.get(attendedEventsPort)(ctx.db, userId) : null,
    user.universityId === null ? null : getUniversityName(ctx.db, user.universityId),
    // Shown wherever the bio is: to everyone who may see the profile (canSeeProfile above).
    affiliationOf(ctx.db, user),
    universityVerifiedOf(ctx.db, user),
  ])
  return presentProfile(user, relation, { ...counts, posts, attendedEvents }, universityName, {
    affiliation,
    universityVerified,
  })
}

/**
 * GET /users/: people the viewer may see, optionally matching q. With university_id, only that
 * university's verified members, the viewer among them (a members tab lists everyone it counts).
 */
export async function listUsers(
  ctx: ServiceContext,
  viewer: Viewer,
  query: UserListQuery,
): Promise<UserSummary[]> {
  const rows = await searchUsers(ctx.db, viewer.id, query, query)
  return rows.map(presentSummary)
}

/**
 * PUT /users/me/profile. An empty nickname or bio clears it. Making a private account public approves
 * every pending request at once (Instagram does the same): the requests asked for what a public
 * account now gives everyone.
 */
export async function updateProfile(
  ctx: ServiceContext,
  viewer: Viewer,
  input: UpdateProfileRequest,
): Promise<MyAccount> {
  const patch: ProfilePatch = {}
  if (input.nickname !== undefined)
    patch.nickname = refuseBidiControls(input.nickname, ['body', 'nickname']) || null
  if (input.bio !== undefined) patch.bio = input.bio || null
  if (input.is_private !== undefined) patch.isPrivate = input.is_private
  if (input.locale !== undefined) patch.locale = input.locale
  const approved = await ctx.db.transaction(async (tx) => {
    const before = await findUserByIdForUpdate(tx, viewer.id)
    if (!before) throw notFound('user_not_found')
    Object.assign(patch, await checkAffiliationPatch(tx, before, input))
    if (Object.keys(patch).length > 0) await updateProfileFields(tx, viewer.id, patch)
    return before.isPrivate && patch.isPrivate === false ? await approveAllRequests(tx, viewer.id) : []
  })
  await publishUserEvents(
    ctx,
    approved.map(
      (followerId): UserEvent => ({
        type: 'user.follow_approved',
        follower_id: followerId,
        followee_id: viewer.id,
      }),
    ),
  )
  return getMe(ctx.db, viewer.id)
}

/**
 * Stores a re-encoded avatar or banner and points the account at it. The file is stored before the
 * row changes and removed if that fails; the old file goes once the new one is in place.
 */
export async function setProfileImage(
  ctx: ServiceContext,
  viewer: Viewer,
  kind: ProfileImageKind,
  image: ProfileImage,
): Promise<string> {
  const path = await ctx.media.save(image.bytes, image.ext)
  let previous: string | null
  try {
    previous = await ctx.db.transaction(async (tx) => {
      const user = await findUserByIdForUpdate(tx, viewer.id)
      if (!user) throw notFound('user_not_found')
      await updateProfileFields(tx, viewer.id, kind === 'avatar' ? { avatarUrl: path } : { bannerUrl: path })
      return kind === 'avatar' ? user.avatarUrl : user.bannerUrl
    })
  } catch (err) {
    await ctx.media.remove(path).catch(() => {})
    throw err
  }
  if (previous) {
    await ctx.media.remove(previous).catch((err: unknown) => {
      ctx.log.error({ err, path: previous }, 'removing a replaced profile image failed')
    })
  }
  return path
}
