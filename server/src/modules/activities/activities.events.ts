import { publishEvents, type ServiceContext } from '../../platform/service-context.ts'

/**
 * What the activities module publishes after each commit (docs/modules.md), one per real change:
 * repeating a like publishes nothing. The notifications issue listens to them.
 */
export type ActivityEvent =
  | {
      type: 'event.created' | 'event.updated' | 'event.deleted'
      event_id: number
      actor_id: number
      university_id: number | null
      community_id: number | null
    }
  | {
      type: 'announcement.created' | 'announcement.updated' | 'announcement.deleted' | 'announcement.reminded'
      announcement_id: number
      actor_id: number
      university_id: number
    }
  | {
      type: 'event.liked' | 'event.saved' | 'event.attended'
      event_id: number
      actor_id: number
      author_id: number
    }
  | {
      /** Issue 17: a place opened at a full event and `user_id`, first on its waitlist, now attends. */
      type: 'event.spot_opened'
      event_id: number
      user_id: number
      /** The waitlist row they held: the notification's key, new at each wait. */
      waitlist_id: number
    }
  | {
      type: 'announcement.liked' | 'announcement.saved'
      announcement_id: number
      actor_id: number
      author_id: number
    }

export function publishActivityEvent(ctx: ServiceContext, event: ActivityEvent): Promise<void> {
  return publishEvents(ctx, [event])
}
