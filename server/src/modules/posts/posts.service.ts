import type { Post } from '@agora/contract'
import type { Executor } from '../../db/client.ts'
import type { Viewer } from '../../platform/auth.ts'
import { notFound } from '../../platform/errors.ts'
import { findPublicUsers } from '../users/users.service.ts'
import type { PolicyPost } from './posts.policy.ts'
import { type Hydration, presentPost } from './posts.presenter.ts'
import {
  findMediaOf,
  findMentionsOf,
  findPostGraph,
  findPostRow,
  findViewerFlags,
  type LoadedPostRow,
  type MediaRow,
  type ViewerFlags,
} from './posts.repository.ts'

export const POST_NOT_FOUND = 'Post not found'

const noFlags = (): ViewerFlags => ({ liked: new Set(), saved: new Set(), reposted: new Set() })

/**
 * The contract Posts of these ids as the viewer sees them, in the order of ids; hidden, missing and
 * duplicate ids are dropped. A fixed number of queries whatever ids.length (the feed serves 25 per
 * page at hundreds of requests a second): the post graph (the posts, the originals and quoted posts
 * they embed and their parents) in one query, then media, mentions, the viewer's flags and the users
 * in set-based queries; the objects are built in memory.
 */
export async function loadPosts(db: Executor, viewer: Viewer | null, ids: number[]): Promise<Post[]> {
  const unique = [...new Set(ids)]
  const rows = await findPostGraph(db, viewer?.id ?? null, unique)
  if (rows.length === 0) return []
  const byId = new Map<number, LoadedPostRow>(rows.map((row) => [row.id, row]))
  const allIds = [...byId.keys()]
  const authorIds = rows.map((row) => row.userId)
  // Users are read once, authors and mentioned together, as soon as the mentions are known.
  const mentionsAndUsers = findMentionsOf(db, allIds).then(async (mentionRows) => ({
    mentionRows,
    users: await findPublicUsers(db, [...authorIds, ...mentionRows.map((m) => m.userId)]),
  }))
  const [media, flags, { mentionRows, users: userRows }] = await Promise.all([
    findMediaOf(db, allIds),
    viewer ? findViewerFlags(db, viewer.id, allIds) : noFlags(),
    mentionsAndUsers,
  ])
  const mentions = new Map(
    [...groupBy(mentionRows, (m) => m.postId)].map(([postId, list]) => [postId, list.map((m) => m.userId)]),
  )
  const h: Hydration = {
    viewer,
    rows: byId,
    users: new Map(userRows.map((user) => [user.id, user])),
    media: groupBy(media, (m: MediaRow) => m.postId),
    mentions,
    flags,
  }
  const answer: Post[] = []
  for (const id of unique) {
    const row = byId.get(id)
    const post = row && presentPost(row, h)
    if (post) answer.push(post)
  }
  return answer
}

/** One post as loadPosts builds it; 404 when hidden or missing, with the same body either way. */
export async function loadPost(db: Executor, viewer: Viewer | null, id: number): Promise<Post> {
  const [post] = await loadPosts(db, viewer, [id])
  if (!post) throw notFound(POST_NOT_FOUND)
  return post
}

/** The row of a post the viewer may see, or 404 exactly as for one that does not exist. */
export async function findVisiblePostRow(db: Executor, viewer: Viewer, id: number): Promise<LoadedPostRow> {
  const row = await findPostRow(db, viewer.id, id)
  if (!row?.visible) throw notFound(POST_NOT_FOUND)
  return row
}

/** What the policy needs of a row; every post is 'normal' until events and announcements join the feed. */
export function policyPostOf(row: LoadedPostRow): PolicyPost {
  return {
    userId: row.userId,
    postType: 'normal',
    deleted: row.deletedAt !== null,
    published: row.published,
    visible: row.visible,
    isRepost: row.retweetedStatusId !== null,
  }
}

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>()
  for (const item of items) {
    const list = groups.get(key(item))
    if (list) list.push(item)
    else groups.set(key(item), [item])
  }
  return groups
}
