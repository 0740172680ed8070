import type { Post } from '@agora/contract'
import { and, asc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm'
import { posts } from '../../db/schema/posts.ts'
import type { Viewer } from '../../platform/auth.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import type { MediaForm } from '../../platform/uploads.ts'
import { type ActivityTarget, checkContent, publish } from './posts.compose.service.ts'
import { parseFlag } from './posts.form-fields.ts'
import { activityHome, checkNotBannedFrom } from './posts.home.ts'
import { loadPosts } from './posts.hydration.service.ts'
import { canRemoveInUniversity } from './posts.policy.ts'
import { visiblePostsPredicate } from './posts.visibility.ts'

/**
 * Comments on events and announcements (modules/activities asks for them here): posts of the item's
 * thread, written by the one compose path (text rules, one image, hashtags, mentions) and read under
 * the one visibility rule. The activities module checks that the viewer may see the item first.
 */

/** How many comments a thread shows at most, oldest first (a long thread pages in a later issue). */
export const ACTIVITY_COMMENTS_LIMIT = 200

const targetColumn = (kind: ActivityTarget['kind']) =>
  kind === 'event' ? posts.eventId : posts.announcementId

export async function createActivityComment(
  ctx: ServiceContext,
  viewer: Viewer,
  target: ActivityTarget,
  form: MediaForm,
): Promise<Post> {
  const content = checkContent(
    form.fields.content ?? '',
    'content',
    form.files.length > 0 ? null : 'comment_empty',
  )
  const linkCard = parseFlag(form.fields.link_card, 'link_card')
  // Issue 30: someone banned from a community comments on none of its events.
  await checkNotBannedFrom(ctx, await activityHome(ctx, target), viewer)
  return publish(ctx, viewer, {
    content,
    linkCard,
    published: true,
    universityId: null,
    inReplyTo: null,
    quoted: null,
    files: form.files,
    activity: target,
  })
}

export async function listActivityComments(
  ctx: Pick<ServiceContext, 'db' | 'ports'>,
  viewer: Viewer,
  target: ActivityTarget,
): Promise<Post[]> {
  const rows = await ctx.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(targetColumn(target.kind), target.id), visiblePostsPredicate(viewer.id)))
    .orderBy(asc(posts.id))
    .limit(ACTIVITY_COMMENTS_LIMIT)
  const comments = await loadPosts(
    ctx.db,
    viewer,
    rows.map((r) => r.id),
  )
  // Issue 30: the university's UniAdmins remove its items' comments; the answer says so per comment.
  if (viewer.role !== 'UniAdmin' || !canRemoveInUniversity(viewer, await activityHome(ctx, target))) {
    return comments
  }
  return comments.map((c) => (c.deleted ? c : { ...c, abilities: { ...c.abilities, can_delete: true } }))
}

/** `(SELECT count(*) ...)`: the comments on the item `itemId` (a column of the outer query) the viewer may see. */
export function visibleActivityCommentsCount(
  kind: ActivityTarget['kind'],
  itemId: SQL,
  viewerId: number | Placeholder,
): SQL {
  const column = kind === 'event' ? 'event_id' : 'announcement_id'
  return sql`(SELECT count(*)::int FROM posts WHERE posts.${sql.raw(column)} = ${itemId} AND ${visiblePostsPredicate(viewerId)})`
}
