import type { Post } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { interactionTarget } from './posts.compose.service.ts'
import { publishPostEvent } from './posts.events.ts'
import { loadPost } from './posts.hydration.service.ts'
import {
  bumpCounter,
  type Counter,
  deletePair,
  deleteRepost,
  insertPair,
  insertRepost,
} from './posts.writes.repository.ts'

/**
 * Like, save and repost: idempotent toggles (POST sets, DELETE unsets; repeating either changes
 * nothing). On a repost they act on its original, as X does, and answer the original as the viewer now
 * sees it. The row and its counter change in one transaction; the event goes out after it, once per
 * real change.
 */

type Toggle = 'like' | 'save' | 'repost'

const COUNTERS: Record<Toggle, Counter> = { like: 'likesCount', save: 'savesCount', repost: 'repostCount' }
const EVENTS = {
  like: ['post.liked', 'post.unliked'],
  save: ['post.saved', 'post.unsaved'],
  repost: ['post.reposted', 'post.unreposted'],
} as const

export async function setToggle(
  ctx: ServiceContext,
  viewer: Viewer,
  postId: number,
  toggle: Toggle,
  on: boolean,
): Promise<Post> {
  const target = await interactionTarget(ctx, viewer, postId)
  const changed = await ctx.db.transaction(async (tx) => {
    let done: boolean
    if (toggle === 'repost') {
      done = on
        ? (await insertRepost(tx, viewer.id, target.id)) !== null
        : (await deleteRepost(tx, viewer.id, target.id)) !== undefined
    } else {
      done = on
        ? await insertPair(tx, toggle, viewer.id, target.id)
        : await deletePair(tx, toggle, viewer.id, target.id)
    }
    if (done) await bumpCounter(tx, target.id, COUNTERS[toggle], on ? 1 : -1)
    return done
  })
  if (changed) {
    await publishPostEvent(ctx, {
      type: EVENTS[toggle][on ? 0 : 1],
      post_id: target.id,
      actor_id: viewer.id,
      author_id: target.userId,
    })
  }
  return loadPost(ctx.db, viewer, target.id)
}
