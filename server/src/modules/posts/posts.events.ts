import { publishEvents, type ServiceContext } from '../../platform/service-context.ts'

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
      /** A comment on an event or an announcement (whose staff a later issue notifies). */
      event_id: number | null
      announcement_id: number | null
      /** Posted into a community (whose members a later issue notifies). */
      community_id: number | null
      mentioned_user_ids: number[]
    }
  | { type: 'post.edited'; post_id: number; actor_id: number; added_mention_ids: number[] }
  | { type: 'post.deleted'; post_id: number; actor_id: number }
  /** Issue 31: a post's poll closed; its author and voters are told. */
  | { type: 'post.poll_closed'; post_id: number; owner_id: number }
  | {
      /** The un- kinds undo (their unread notification is withdrawn). */
      type:
        | 'post.liked'
        | 'post.saved'
        | 'post.reposted'
        | 'post.unliked'
        | 'post.unsaved'
        | 'post.unreposted'
      post_id: number
      actor_id: number
      author_id: number
    }

/** Publishes after the commit; a failing bus is logged, never turned into a failed request. */
export function publishPostEvent(ctx: ServiceContext, event: PostEvent): Promise<void> {
  return publishEvents(ctx, [event])
}
