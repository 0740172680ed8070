import type { PostAbilities } from '@agora/contract'

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
 * Likes, saves, replies, reposts and quotes need a verified viewer and a post they can see that is
 * live and published (a draft is its author's alone). Reposting or quoting one's own post is allowed,
 * as on X and Bluesky: people resurface their own posts.
 */
export const canInteract = (viewer: PolicyViewer | null, post: PolicyPost): boolean =>
  !!viewer?.isVerified && post.visible && !post.deleted && post.published

export const canLike = canInteract
export const canSave = canInteract
export const canReply = canInteract
export const canRepost = canInteract
export const canQuote = canInteract

export function abilitiesOf(viewer: PolicyViewer | null, post: PolicyPost): PostAbilities {
  const interact = canInteract(viewer, post)
  return {
    can_edit: canEdit(viewer, post),
    can_delete: canDelete(viewer, post),
    can_like: interact,
    can_save: interact,
    can_reply: interact,
    can_repost: interact,
    can_quote: interact,
  }
}
