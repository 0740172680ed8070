import type { FastifyBaseLogger } from 'fastify'
import type { AppDeps } from '../app.ts'
import type { Db } from '../db/client.ts'
import type { EventBus } from './event-bus.ts'
import type { MediaStore } from './media-store.ts'

/** What a module's services run on; its routes build it once from the app's dependencies. */
export interface ServiceContext {
  db: Db
  media: MediaStore
  events: EventBus
  log: Pick<FastifyBaseLogger, 'error'>
}

export function serviceContext(
  deps: Pick<AppDeps, 'database' | 'media' | 'events'>,
  log: ServiceContext['log'],
): ServiceContext {
  return { db: deps.database.db, media: deps.media, events: deps.events, log }
}

/**
 * Publishes a module's events after its transaction committed, each on the channel named by its type.
 * A failing bus is logged, never turned into a failed request: the change itself has happened.
 */
export async function publishEvents(ctx: ServiceContext, events: readonly { type: string }[]): Promise<void> {
  for (const event of events) {
    try {
      await ctx.events.publish(event.type, event)
    } catch (err) {
      ctx.log.error({ err, event: event.type }, 'publishing an event failed')
    }
  }
}
