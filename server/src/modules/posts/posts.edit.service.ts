import { type EditPostRequest, firstLinkIn, type Post } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { forbidden, invalidField } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { findTagsOfPost, tagPost, untagPost } from '../hashtags/index.ts'
import { cardIdForText } from '../links/index.ts'
import { checkContent, resolveMentions } from './posts.compose.service.ts'
import { checkAltText, checkContentWarning, checkMaySetReplyPolicy } from './posts.controls.ts'
import { publishPostEvent } from './posts.events.ts'
import { findVisiblePostRow, loadPost, policyPostOf } from './posts.hydration.service.ts'
import { canEdit } from './posts.policy.ts'
import { findMediaOf } from './posts.repository.ts'
import { parseHashtags } from './posts.text.ts'
import { findMentionedIds, replaceMentions, updateAltTexts, updatePost } from './posts.writes.repository.ts'

/**
 * PUT /posts/{id}: the owner's new text; hashtags and mentions follow it, media stay. The same call
 * changes (issue 16) the content warning (null or blank removes it, absent keeps it), who may reply to
 * a thread's first post, and the alt text of its images by id. Every field is checked before anything
 * is written.
 */
export async function editPost(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  body: EditPostRequest,
): Promise<Post> {
  const row = await findVisiblePostRow(ctx.db, viewer, id)
  if (!canEdit(viewer, policyPostOf(row))) throw forbidden('cannot_edit_post')
  const media = await findMediaOf(ctx.db, [id])
  const required = row.quotedStatusId !== null ? 'comment_empty' : media.length > 0 ? null : 'post_empty'
  const content = checkContent(body.content, 'content', required)
  const contentWarning =
    body.content_warning === undefined
      ? undefined
      : checkContentWarning(body.content_warning, ['body', 'content_warning'])
  if (body.reply_policy !== undefined && body.reply_policy !== row.replyPolicy) {
    checkMaySetReplyPolicy(viewer, row)
  }
  const imageIds = new Set(media.filter((m) => m.kind === 'image').map((m) => m.id))
  const altTexts = (body.alt_texts ?? []).map((item, i) => {
    if (!imageIds.has(item.id)) throw invalidField(['body', 'alt_texts', i, 'id'], 'alt_text_without_image')
    return { id: item.id, altText: checkAltText(item.alt_text, ['body', 'alt_texts', i, 'alt_text']) }
  })
  const mentioned = await resolveMentions(ctx, viewer, content)
  const linkCardId = await editedCard(ctx, row, content, body.link_card)
  const before = await ctx.db.transaction(async (tx) => {
    await updatePost(tx, id, { content, contentWarning, replyPolicy: body.reply_policy, linkCardId })
    await updateAltTexts(tx, id, altTexts)
    const oldTags = await findTagsOfPost(tx, id)
    const newTags = parseHashtags(content)
    await untagPost(
      tx,
      id,
      oldTags.filter((tag) => !newTags.includes(tag)),
    )
    await tagPost(
      tx,
      id,
      newTags.filter((tag) => !oldTags.includes(tag)),
    )
    const previous = await findMentionedIds(tx, id)
    await replaceMentions(tx, id, mentioned)
    return previous
  })
  await publishPostEvent(ctx, {
    type: 'post.edited',
    post_id: id,
    actor_id: viewer.id,
    added_mention_ids: mentioned.filter((userId) => !before.includes(userId)),
  })
  return loadPost(ctx.db, viewer, id)
}

/**
 * The card after an edit (issue 31): none when the author removes it, the new first link's when asked
 * for or when the first link changed, and otherwise the one it had (kept removed if it was).
 */
async function editedCard(
  ctx: ServiceContext,
  row: { content: string; linkCardId: number | null },
  content: string,
  wanted: boolean | undefined,
): Promise<number | null> {
  if (wanted === false) return null
  if (wanted === undefined && firstLinkIn(content) === firstLinkIn(row.content)) return row.linkCardId
  return cardIdForText(ctx, content)
}
