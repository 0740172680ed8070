import type { FastifyBaseLogger } from 'fastify'
import type { AppDeps } from '../../app.ts'
import type { Db } from '../../db/client.ts'
import type { EventBus } from '../../platform/event-bus.ts'
import type { MediaStore } from '../../platform/media-store.ts'

/** What the profile, follow and account services run on; the routes build it once from the app's dependencies. */
export interface UsersContext {
  db: Db
  media: MediaStore
  events: EventBus
  log: Pick<FastifyBaseLogger, 'error'>
}

export function usersContext(
  deps: Pick<AppDeps, 'database' | 'media' | 'events'>,
  log: UsersContext['log'],
): UsersContext {
  return { db: deps.database.db, media: deps.media, events: deps.events, log }
}

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
  | { type: 'user.blocked'; blocker_id: number; blocked_id: number }
  /** Chats and notifications drop what they hold for the account. */
  | { type: 'user.deleted'; user_id: number }

/** Publishes after the commit; a failing bus is logged, never turned into a failed request. */
export async function publishUserEvents(ctx: UsersContext, events: UserEvent[]): Promise<void> {
  for (const event of events) {
    try {
      await ctx.events.publish(event.type, event)
    } catch (err) {
      ctx.log.error({ err, event: event.type }, 'publishing a user event failed')
    }
  }
}
