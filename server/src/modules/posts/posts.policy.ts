import type { PostAbilities, ReplyPolicy } from '@agora/contract'

/** What the rules need to know of the viewer: nothing from the request. */
export interface PolicyViewer {
  id: number
  isVerified: boolean
}

/** What the rules need to know of a post; `visible` is the answer of visiblePostsPredicate. */
export interface PolicyPost {
  userId: number
  postType: 'normal' | 'event' | 'academic'
  deleted: boolean
  published: boolean
  visible: boolean
  /** A repost has no text of its own: it can be undone (deleted) but not edited. */
  isRepost: boolean
  /** A reply, or a comment on an event or announcement: not the first post of a thread. */
  isReply: boolean
}

/**
 * The gate of the thread a post belongs to (issue 16), as its first post sets it, with the facts about
 * the viewer that the rule reads: whether the first post's author follows them, whether it mentions them.
 */
export interface ReplyGate {
  policy: ReplyPolicy
  authorId: number
  authorFollowsViewer: boolean
  viewerMentioned: boolean
}

export const OPEN_GATE: ReplyGate = {
  policy: 'everyone',
  authorId: 0,
  authorFollowsViewer: false,
  viewerMentioned: false,
}

const owns = (viewer: PolicyViewer | null, post: PolicyPost): viewer is PolicyViewer =>
  viewer !== null && viewer.id === post.userId

/**
 * Spec 000 section 6: the owner edits and deletes, except event and academic posts (their own
 * administrators' rules apply). Unverified accounts do nothing but verify (DESIGN.md section 5).
 */
export const canEdit = (viewer: PolicyViewer | null, post: PolicyPost): boolean =>
  owns(viewer, post) && viewer.isVerified && !post.deleted && post.postType === 'normal' && !post.isRepost

export const canDelete = (viewer: PolicyViewer | null, post: PolicyPost): boolean =>
  owns(viewer, post) && viewer.isVerified && !post.deleted && post.postType === 'normal'

/**
 * Issue 30: a UniAdmin removes comments on their university's events and announcements and the replies
 * under them (not top-level posts, not event or academic posts). Whether the thread is their
 * university's is canRemoveInUniversity, over the post's home (posts.home.ts).
 */
export const mayRemoveAsUniversityStaff = (
  viewer: (PolicyViewer & { role: string }) | null,
  post: PolicyPost,
): boolean =>
  viewer?.role === 'UniAdmin' &&
  viewer.isVerified &&
  !post.deleted &&
  post.postType === 'normal' &&
  post.isReply

export const canRemoveInUniversity = (
  viewer: { universityId: number | null },
  home: { universityId: number | null },
): boolean => viewer.universityId !== null && home.universityId === viewer.universityId

/**
 * Likes, saves, replies, reposts and quotes need a verified viewer and a post they can see that is
 * live and published (a draft is its author's alone). Reposting or quoting one's own post is allowed,
 * as on X and Bluesky: people resurface their own posts.
 */
export const canInteract = (viewer: PolicyViewer | null, post: PolicyPost): boolean =>
  !!viewer?.isVerified && post.visible && !post.deleted && post.published

export const canLike = canInteract
export const canSave = canInteract
export const canRepost = canInteract
export const canQuote = canInteract

/**
 * The thread's gate lets the viewer in (Bluesky's threadgates): everyone; the first post's author,
 * always, in their own thread; the people they follow (accepted follows); the people it mentions.
 */
export const passesReplyGate = (viewer: PolicyViewer | null, gate: ReplyGate): boolean =>
  gate.policy === 'everyone' ||
  (viewer !== null &&
    (viewer.id === gate.authorId ||
      (gate.policy === 'following' && gate.authorFollowsViewer) ||
      (gate.policy === 'mentioned' && gate.viewerMentioned)))

export const canReply = (viewer: PolicyViewer | null, post: PolicyPost, gate: ReplyGate): boolean =>
  canInteract(viewer, post) && passesReplyGate(viewer, gate)

/** Who may reply is the owner's to set, on the first post of a thread (not a reply, not a repost). */
export const canSetReplyPolicy = (viewer: PolicyViewer | null, post: PolicyPost): boolean =>
  canEdit(viewer, post) && !post.isReply

export function abilitiesOf(viewer: PolicyViewer | null, post: PolicyPost, gate: ReplyGate): PostAbilities {
  const interact = canInteract(viewer, post)
  return {
    can_edit: canEdit(viewer, post),
    can_delete: canDelete(viewer, post),
    can_like: interact,
    can_save: interact,
    can_reply: canReply(viewer, post, gate),
    can_repost: interact,
    can_quote: interact,
    can_set_reply_policy: canSetReplyPolicy(viewer, post),
  }
}
