import { publishEvents, type ServiceContext } from '../../platform/service-context.ts'

/**
 * Events the users module publishes after its transaction commits, each on the channel named by its
 * type; notifications (a later issue) listen. Only a real change publishes: following twice, or
 * blocking an account already blocked, publishes nothing, so that no notification repeats.
 */
export type UserEvent =
  /** status 'pending' is a follow request to a private account, 'accepted' a follow. */
  | { type: 'user.followed'; follower_id: number; followee_id: number; status: 'accepted' | 'pending' }
  /** The followee approved the request (or made the account public, which approves every request). */
  | { type: 'user.follow_approved'; follower_id: number; followee_id: number }
  /** A follow ended or a request was withdrawn or rejected (its notification is withdrawn). */
  | { type: 'user.unfollowed'; follower_id: number; followee_id: number }
  | { type: 'user.blocked'; blocker_id: number; blocked_id: number }
  /** Chats and notifications drop what they hold for the account. */
  | { type: 'user.deleted'; user_id: number }

/** Publishes after the commit; a failing bus is logged, never turned into a failed request. */
export function publishUserEvents(ctx: ServiceContext, events: UserEvent[]): Promise<void> {
  return publishEvents(ctx, events)
}
