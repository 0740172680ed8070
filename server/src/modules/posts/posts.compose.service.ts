import { LIMITS, type Post, type ReplyPolicy } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { forbidden, invalidField, notFound } from '../../platform/errors.ts'
import { storeLightImage } from '../../platform/image-variants.ts'
import { removeMedia } from '../../platform/media-store.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import type { MediaForm, UploadedMedia } from '../../platform/uploads.ts'
import { tagPost, uncountPost } from '../hashtags/index.ts'
import { cardIdForText } from '../links/index.ts'
import { findPublicUsersByUsernames } from '../users/index.ts'
import { checkCommunityPosting } from './posts.community-access.ts'
import { checkContentWarning, checkMayReply, readAltTexts, readReplyPolicy } from './posts.controls.ts'
import { publishPostEvent } from './posts.events.ts'
import { optionalId, parseFlag } from './posts.form-fields.ts'
import { checkNotBannedFrom, postHome } from './posts.home.ts'
import { findVisiblePostRow, loadPost, policyPostOf } from './posts.hydration.service.ts'
import { canDelete, canInteract, canRemoveInUniversity, mayRemoveAsUniversityStaff } from './posts.policy.ts'
import { type NewPoll, readPollDraft } from './posts.polls.draft.ts'
import { insertPoll } from './posts.polls.repository.ts'
import { findMediaOf, findUnblockedIds, type LoadedPostRow } from './posts.repository.ts'
import { parseHashtags, parseMentions, textLength } from './posts.text.ts'
import {
  bumpCounter,
  insertMedia,
  insertPost,
  type NewMediaRow,
  replaceMentions,
  softDeletePost,
} from './posts.writes.repository.ts'

/** Writing posts: new posts, replies and quotes, edits and deletes (spec 000 and 001 section 7). */

/** A comment's event or announcement (modules/activities): the post belongs to that item's thread. */
export interface ActivityTarget {
  kind: 'event' | 'announcement'
  id: number
}

export interface Draft {
  content: string
  /** Issue 16; none and everyone when absent (comments on events and announcements). */
  contentWarning?: string | null
  replyPolicy?: ReplyPolicy
  published: boolean
  universityId: number | null
  communityId?: number | null
  inReplyTo: LoadedPostRow | null
  quoted: LoadedPostRow | null
  files: UploadedMedia[]
  /** The alt text of each file, in order (null for none, and for a video). */
  altTexts?: (string | null)[]
  activity?: ActivityTarget
  /** Issue 31: false when the author removed the card of the text's first link; a card by default. */
  linkCard?: boolean
  /** Issue 31: a poll (new posts only). */
  poll?: NewPoll | null
}

/** What every form of a post carries besides its text: the warning, who may reply, the images' alt text. */
function controlsOf(form: MediaForm, threadStart: boolean) {
  return {
    contentWarning: checkContentWarning(form.fields.content_warning, ['body', 'content_warning']),
    replyPolicy: readReplyPolicy(form.fields.reply_policy, threadStart),
    altTexts: readAltTexts(
      form.fields,
      form.files.map((f) => f.kind),
    ),
    linkCard: parseFlag(form.fields.link_card, 'link_card'),
  }
}

/** POST /posts/: content, published, images or one video, university_id or community_id. */
export async function createPost(ctx: ServiceContext, viewer: Viewer, form: MediaForm): Promise<Post> {
  const { fields, files } = form
  const universityId = optionalId(fields.university_id, 'university_id')
  if (universityId !== null && universityId !== viewer.universityId) throw forbidden('not_your_university')
  const communityId = optionalId(fields.community_id, 'community_id')
  if (communityId !== null) await checkCommunityPosting(ctx, communityId, viewer.id)
  const content = checkContent(fields.content ?? '', 'content', files.length > 0 ? null : 'post_empty')
  const published = parseFlag(fields.published, 'published')
  const poll = readPollDraft(ctx, fields.poll, files.length > 0)
  return publish(ctx, viewer, {
    poll,
    ...controlsOf(form, true),
    content,
    published,
    universityId,
    communityId,
    inReplyTo: null,
    quoted: null,
    files,
  })
}

/** POST /posts/{id}/comments: a reply to a post the viewer may see (to the original of a repost). */
export async function createReply(ctx: ServiceContext, viewer: Viewer, parentId: number, form: MediaForm) {
  const parent = await interactionTarget(ctx, viewer, parentId)
  const content = checkContent(form.fields.content ?? '', 'content', 'comment_empty')
  const controls = controlsOf(form, false)
  await checkMayReply(ctx, viewer, parent)
  // Issue 30: a community's ban reaches every thread that lives in it, however deep.
  await checkNotBannedFrom(ctx, await postHome(ctx, parent.id), viewer)
  return publish(ctx, viewer, {
    ...controls,
    content,
    published: true,
    universityId: null,
    inReplyTo: parent,
    quoted: null,
    files: form.files,
  })
}

/** POST /posts/{id}/quote: a post of the viewer's own that embeds another; the comment is required. */
export async function createQuote(ctx: ServiceContext, viewer: Viewer, quotedId: number, form: MediaForm) {
  const quoted = await interactionTarget(ctx, viewer, quotedId)
  const content = checkContent(form.fields.comment ?? form.fields.content ?? '', 'comment', 'comment_empty')
  return publish(ctx, viewer, {
    ...controlsOf(form, true),
    content,
    published: true,
    universityId: null,
    inReplyTo: null,
    quoted,
    files: form.files,
  })
}

/**
 * The post a reply, quote or toggle acts on: visible (404 otherwise, like a missing one), the original
 * when the id is a repost, and open to the viewer's interaction (403 for a draft).
 */
export async function interactionTarget(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
): Promise<LoadedPostRow> {
  const row = await findVisiblePostRow(ctx.db, viewer, id)
  const target = row.repostOfId === null ? row : await findVisiblePostRow(ctx.db, viewer, row.repostOfId)
  if (!canInteract(viewer, policyPostOf(target))) throw forbidden('post_not_published')
  return target
}

export async function publish(ctx: ServiceContext, viewer: Viewer, draft: Draft): Promise<Post> {
  const mentioned = await resolveMentions(ctx, viewer, draft.content)
  const linkCardId = draft.linkCard === false ? null : await cardIdForText(ctx, draft.content)
  const media = await storeMedia(ctx, draft.files, draft.altTexts ?? [])
  let postId: number
  try {
    postId = await ctx.db.transaction(async (tx) => {
      const post = await insertPost(tx, {
        userId: viewer.id,
        content: draft.content,
        contentWarning: draft.contentWarning ?? null,
        replyPolicy: draft.replyPolicy ?? 'everyone',
        published: draft.published,
        universityId: draft.universityId,
        communityId: draft.communityId ?? null,
        inReplyToId: draft.inReplyTo?.id ?? null,
        quotedStatusId: draft.quoted?.id ?? null,
        eventId: draft.activity?.kind === 'event' ? draft.activity.id : null,
        announcementId: draft.activity?.kind === 'announcement' ? draft.activity.id : null,
        linkCardId,
      })
      await insertMedia(tx, post.id, media)
      if (draft.poll) await insertPoll(tx, { postId: post.id, ...draft.poll })
      await tagPost(tx, post.id, parseHashtags(draft.content))
      await replaceMentions(tx, post.id, mentioned)
      if (draft.inReplyTo) await bumpCounter(tx, draft.inReplyTo.id, 'repliesCount', 1)
      if (draft.quoted) await bumpCounter(tx, draft.quoted.id, 'quoteCount', 1)
      return post.id
    })
  } catch (err) {
    await Promise.all(media.map((m) => ctx.media.remove(m.filePath).catch(() => {})))
    throw err
  }
  await publishPostEvent(ctx, {
    type: 'post.created',
    post_id: postId,
    actor_id: viewer.id,
    in_reply_to_id: draft.inReplyTo?.id ?? null,
    parent_author_id: (draft.inReplyTo ?? draft.quoted)?.userId ?? null,
    quoted_status_id: draft.quoted?.id ?? null,
    event_id: draft.activity?.kind === 'event' ? draft.activity.id : null,
    announcement_id: draft.activity?.kind === 'announcement' ? draft.activity.id : null,
    community_id: draft.communityId ?? null,
    mentioned_user_ids: mentioned,
  })
  return loadPost(ctx.db, viewer, postId)
}

/**
 * DELETE /posts/{id}: a soft delete by the owner, or (issue 30) by a UniAdmin of the university whose
 * event or announcement the comment (or a reply under it) was written on. What the post counted in goes down (its parent's
 * replies, the quoted post's quotes, the original's reposts, its hashtags); replies to it stay, and
 * show it as deleted. Its media files are removed once it is gone, so old links stop working.
 */
export async function deletePost(ctx: ServiceContext, viewer: Viewer, id: number): Promise<void> {
  const row = await findVisiblePostRow(ctx.db, viewer, id)
  const post = policyPostOf(row)
  const allowed =
    canDelete(viewer, post) ||
    (mayRemoveAsUniversityStaff(viewer, post) && canRemoveInUniversity(viewer, await postHome(ctx, id)))
  if (!allowed) throw forbidden('cannot_delete_post')
  await removePost(ctx, viewer.id, id)
}

/**
 * Removes a post (its owner deleting it, or a community's staff removing it): everything it counted
 * in goes down, its media go once it is gone, and post.deleted is published.
 */
export async function removePost(ctx: ServiceContext, actorId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const deleted = await softDeletePost(tx, id)
    if (!deleted) throw notFound('post_not_found')
    if (deleted.inReplyToId !== null) await bumpCounter(tx, deleted.inReplyToId, 'repliesCount', -1)
    if (deleted.quotedStatusId !== null) await bumpCounter(tx, deleted.quotedStatusId, 'quoteCount', -1)
    if (deleted.repostOfId !== null) await bumpCounter(tx, deleted.repostOfId, 'repostCount', -1)
    await uncountPost(tx, id)
  })
  const media = await findMediaOf(ctx.db, [id])
  await removeMedia(
    ctx.media,
    media.map((m) => m.filePath),
    ctx.log,
  )
  await publishPostEvent(ctx, { type: 'post.deleted', post_id: id, actor_id: actorId })
}

/** Trimmed text within the limit (code points); `ifEmpty` null when media make text optional. */
export function checkContent(
  raw: string,
  field: string,
  ifEmpty: 'post_empty' | 'comment_empty' | null,
): string {
  const content = raw.trim()
  if (textLength(content) > LIMITS.postMaxLength) throw invalidField(['body', field], 'post_too_long')
  if (!content && ifEmpty) throw invalidField(['body', field], ifEmpty)
  return content
}

/**
 * Mentioned users that exist, in the order the text names them; unknown names stay plain text, and so
 * do accounts with a block either way with the author: no mention (nor its notification) reaches them.
 */
export async function resolveMentions(
  ctx: ServiceContext,
  author: Viewer,
  content: string,
): Promise<number[]> {
  const names = parseMentions(content)
  if (names.length === 0) return []
  const users = await findPublicUsersByUsernames(ctx.db, names)
  const byName = new Map(users.map((u) => [u.username.toLowerCase(), u.id]))
  const found = names.flatMap((name) => {
    const id = byName.get(name)
    return id === undefined ? [] : [id]
  })
  return findUnblockedIds(ctx.db, author.id, found)
}

/** Files go to the media store before the transaction, so that it stays short; a failure removes them. */
async function storeMedia(
  ctx: ServiceContext,
  files: UploadedMedia[],
  altTexts: (string | null)[],
): Promise<NewMediaRow[]> {
  const stored: NewMediaRow[] = []
  try {
    for (const [i, file] of files.entries()) {
      const filePath = await ctx.media.save(file.bytes, file.ext)
      stored.push({
        kind: file.kind,
        filePath,
        ...(await storeLightImage(ctx.media, filePath, file)),
        originalFilename: file.originalFilename,
        width: file.width,
        height: file.height,
        altText: altTexts[i] ?? null,
      })
    }
  } catch (err) {
    await Promise.all(stored.map((m) => ctx.media.remove(m.filePath).catch(() => {})))
    throw err
  }
  return stored
}
