import type { FastifyBaseLogger } from 'fastify'
import type { AppDeps } from '../../app.ts'
import type { Db } from '../../db/client.ts'
import type { EventBus } from '../../platform/event-bus.ts'
import type { MediaStore } from '../../platform/media-store.ts'

/** What the post services run on; the routes build it once from the app's dependencies. */
export interface PostsContext {
  db: Db
  media: MediaStore
  events: EventBus
  log: Pick<FastifyBaseLogger, 'error'>
}

export function postsContext(
  deps: Pick<AppDeps, 'database' | 'media' | 'events'>,
  log: PostsContext['log'],
): PostsContext {
  return { db: deps.database.db, media: deps.media, events: deps.events, log }
}

/**
 * Events the posts module publishes after its transaction commits, each on the channel named by its
 * type; notifications (a later issue) listen. A state change publishes once: repeating a like that is
 * already there publishes nothing, so toggling cannot repeat a notification.
 */
export type PostEvent =
  | {
      type: 'post.created'
      post_id: number
      actor_id: number
      in_reply_to_id: number | null
      /** The author of the post replied to or quoted: whom a reply or quote notifies. */
      parent_author_id: number | null
      quoted_status_id: number | null
      mentioned_user_ids: number[]
    }
  | { type: 'post.edited'; post_id: number; actor_id: number; added_mention_ids: number[] }
  | { type: 'post.deleted'; post_id: number; actor_id: number }
  | {
      type: 'post.liked' | 'post.saved' | 'post.reposted'
      post_id: number
      actor_id: number
      author_id: number
    }

/** Publishes after the commit; a failing bus is logged, never turned into a failed request. */
export async function publishPostEvent(ctx: PostsContext, event: PostEvent): Promise<void> {
  try {
    await ctx.events.publish(event.type, event)
  } catch (err) {
    ctx.log.error({ err, event: event.type }, 'publishing a post event failed')
  }
}
