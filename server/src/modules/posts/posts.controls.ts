import { LIMITS, type Post, REPLY_POLICIES, type ReplyPolicy } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { forbidden, invalidField } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { findVisiblePostRow, loadPost, policyPostOf } from './posts.hydration.service.ts'
import { canEdit, canReply, canSetReplyPolicy } from './posts.policy.ts'
import { findReplyGate } from './posts.reply-gate.ts'
import type { LoadedPostRow } from './posts.repository.ts'
import { textLength } from './posts.text.ts'
import { updatePost } from './posts.writes.repository.ts'

/**
 * The author's controls over a post (issue 16): its content warning, its images' alt text and who may
 * reply to the thread it starts. Reading them from forms and bodies, and the one rule they enforce.
 */

/** A content warning, trimmed: null when blank (no warning), 422 past the limit. */
export function checkContentWarning(raw: string | null | undefined, loc: (string | number)[]): string | null {
  const warning = (raw ?? '').trim()
  if (textLength(warning) > LIMITS.contentWarningMax) throw invalidField(loc, 'content_warning_too_long')
  return warning === '' ? null : warning
}

/** An image's alt text, trimmed: null when blank (the client's numbered description stays), 422 past it. */
export function checkAltText(raw: string | undefined, loc: (string | number)[]): string | null {
  const alt = (raw ?? '').trim()
  if (textLength(alt) > LIMITS.altTextMax) throw invalidField(loc, 'alt_text_too_long')
  return alt === '' ? null : alt
}

/** The reply_policy field of a form: absent or blank means everyone, anything else must be a policy. */
export function readReplyPolicy(raw: string | undefined, threadStart: boolean): ReplyPolicy {
  const value = raw?.trim() ?? ''
  if (value === '') return 'everyone'
  if (!(REPLY_POLICIES as readonly string[]).includes(value)) {
    throw invalidField(['body', 'reply_policy'], 'reply_policy_invalid')
  }
  if (!threadStart && value !== 'everyone') {
    throw invalidField(['body', 'reply_policy'], 'reply_policy_not_thread_start')
  }
  return value as ReplyPolicy
}

/**
 * The alt text of each image of a form, in the order the images came: `alt_text_<n>` describes the
 * n-th image (from 0). A field for an image that is not there is a 422, not silently dropped.
 */
export function readAltTexts(
  fields: Record<string, string>,
  kinds: ('image' | 'video')[],
): (string | null)[] {
  const images = kinds.filter((kind) => kind === 'image').length
  for (const name of Object.keys(fields)) {
    const match = /^alt_text_(\d+)$/.exec(name)
    if (match && Number(match[1]) >= images && (fields[name] ?? '').trim() !== '') {
      throw invalidField(['body', name], 'alt_text_without_image')
    }
  }
  let image = 0
  return kinds.map((kind) => {
    if (kind !== 'image') return null
    const name = `alt_text_${image++}`
    return checkAltText(fields[name], ['body', name])
  })
}

/**
 * A reply must pass the gate of the thread it joins (403 reply_not_allowed otherwise); `target` is a
 * post the viewer may see and interact with (interactionTarget).
 */
export async function checkMayReply(
  ctx: ServiceContext,
  viewer: Viewer,
  target: LoadedPostRow,
): Promise<void> {
  const gate = await findReplyGate(ctx.db, viewer.id, target.id)
  if (!canReply(viewer, policyPostOf(target), gate)) throw forbidden('reply_not_allowed')
}

/** PUT /posts/{id}/reply-policy: the owner changes who may reply to the thread; not an edit of the text. */
export async function setReplyPolicy(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  policy: ReplyPolicy,
): Promise<Post> {
  const row = await findVisiblePostRow(ctx.db, viewer, id)
  checkMaySetReplyPolicy(viewer, row)
  await updatePost(ctx.db, id, { replyPolicy: policy })
  return loadPost(ctx.db, viewer, id)
}

/** 403 for someone else's post, 422 for a post that does not start a thread. */
export function checkMaySetReplyPolicy(viewer: Viewer, row: LoadedPostRow): void {
  const post = policyPostOf(row)
  if (canSetReplyPolicy(viewer, post)) return
  if (!canEdit(viewer, post)) throw forbidden('cannot_edit_post')
  throw invalidField(['body', 'reply_policy'], 'reply_policy_not_thread_start')
}
