import type { Role, UserAbilities } from '@agora/contract'

/**
 * What the viewer's relation to an account is, as the rules need it. Loaded by findRelation
 * (users.relations.ts) in one query; nothing from the request.
 */
export interface Relation {
  isSelf: boolean
  /** The account exists and is not deleted. */
  exists: boolean
  isPrivate: boolean
  /** The viewer follows the account (accepted). */
  following: boolean
  /** The viewer's follow request waits for the account's approval. */
  requested: boolean
  /** The account follows the viewer (accepted). */
  followsViewer: boolean
  /** The viewer has blocked the account. */
  blockedByViewer: boolean
  /** The account has blocked the viewer. */
  blocksViewer: boolean
  /** The viewer has muted the account (a mute still running). */
  mutedByViewer: boolean
}

/**
 * An account that blocked the viewer is hidden from them like a missing one (the profile answers 404,
 * as on Instagram); the viewer's own blocks stay visible so that they can be undone.
 */
export const canSeeProfile = (r: Relation): boolean => r.exists && (r.isSelf || !r.blocksViewer)

/**
 * The posts, comments and liked tabs (DESIGN.md section 5): oneself, or a public account or one the
 * viewer follows, with no block either way. The same rule as visibleAuthorPredicate in SQL; the
 * visibility matrix test holds the two together. Otherwise the tabs answer 403.
 */
export const canViewPosts = (r: Relation): boolean =>
  r.isSelf || (r.exists && !r.blockedByViewer && !r.blocksViewer && (!r.isPrivate || r.following))

/** Follow or ask to follow: not oneself, not already following or asking, no block either way. */
export const canFollow = (r: Relation): boolean =>
  r.exists && !r.isSelf && !r.blockedByViewer && !r.blocksViewer

/**
 * Block or unblock: an account that blocked the viewer answers as a missing one, unless the viewer
 * blocked it too (their own block is in their list, so acting on it reveals nothing).
 */
export const canBlock = (r: Relation): boolean =>
  r.exists && !r.isSelf && (!r.blocksViewer || r.blockedByViewer)

/**
 * Mute or unmute: like blocking, an account that blocked the viewer answers as a missing one unless the
 * viewer's own mute of it is there to undo. Muting an account one blocked is allowed (it outlasts an
 * unblock).
 */
export const canMute = (r: Relation): boolean => r.exists && !r.isSelf && (!r.blocksViewer || r.mutedByViewer)

/**
 * The followers and following lists reveal as much as the posts do (Instagram hides both behind a
 * private account), so they follow the same rule: otherwise 403.
 */
export const canViewFollowLists = canViewPosts

/** What a follow becomes: a private account approves its followers, a public one takes them at once. */
export const followStatusFor = (r: Relation): 'accepted' | 'pending' => (r.isPrivate ? 'pending' : 'accepted')

/** A chat may be opened with an account: no block either way (the chat issue adds its own request rule). */
export const canMessage = (r: Relation): boolean =>
  r.exists && !r.isSelf && !r.blockedByViewer && !r.blocksViewer

export function userAbilities(r: Relation): UserAbilities {
  return {
    can_edit: r.isSelf,
    can_follow: canFollow(r),
    can_block: canBlock(r),
    can_mute: canMute(r),
    can_message: canMessage(r),
    can_view_posts: canViewPosts(r),
  }
}

/** Site roles are given by site administrators only (PUT /admin/users/{id}/role). */
export const canChangeRoles = (viewer: { role: Role }): boolean => viewer.role === 'admin'
