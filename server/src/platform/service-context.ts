import type { FastifyBaseLogger } from 'fastify'
import type { AppDeps } from '../app-deps.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'
import type { EventBus } from './event-bus.ts'
import type { Jobs } from './jobs.ts'
import { createLinkFetcher, type LinkFetcher } from './link-preview/fetcher.ts'
import type { Mailer } from './mailer.ts'
import type { MediaStore } from './media-store.ts'
import { createPorts, type Ports } from './ports.ts'
import type { Presence } from './presence.ts'

/**
 * What every module's services run on, built once in app.ts (docs/modules.md). A service that a route
 * calls takes it first; a function of a module's face that must join a caller's transaction takes an
 * Executor (db or tx) instead.
 */
export interface ServiceContext {
  db: Db
  media: MediaStore
  events: EventBus
  /** Who holds open sockets on any instance (platform/presence.ts). */
  presence: Presence
  mailer: Mailer
  /** Recurring work, one instance at a time (platform/jobs.ts); modules add theirs when they register. */
  jobs: Jobs
  config: Pick<
    Config,
    'jwtSecret' | 'publicUrl' | 'exportJobIntervalMs' | 'pollMinSeconds' | 'vapid' | 'pushPrivateEndpoints'
  >
  /** Now, for anything that stamps or compares times. */
  clock: () => Date
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>
  /**
   * What lower modules ask of higher ones (platform/ports.ts): the higher module provides it from its
   * register(), the lower one reads it when a request runs. One registry per app.
   */
  ports: Ports
  /** Fetches for link cards (issue 31): bounded per instance, shared per URL while it runs. */
  linkFetcher: LinkFetcher
}

export function createServiceContext(
  deps: Pick<
    AppDeps,
    'database' | 'media' | 'events' | 'mailer' | 'config' | 'clock' | 'allowPrivateLinkAddress'
  > & {
    presence: Presence
  },
  jobs: Jobs,
  log: ServiceContext['log'],
): ServiceContext {
  return {
    db: deps.database.db,
    media: deps.media,
    events: deps.events,
    presence: deps.presence,
    mailer: deps.mailer,
    jobs,
    config: deps.config,
    clock: deps.clock ?? (() => new Date()),
    log,
    ports: createPorts(),
    linkFetcher: createLinkFetcher({ allowPrivateAddress: deps.allowPrivateLinkAddress }),
  }
}

/**
 * Publishes a module's events after its transaction committed, each on the channel named by its type.
 * A failing bus is logged, never turned into a failed request: the change itself has happened.
 */
export async function publishEvents(
  ctx: Pick<ServiceContext, 'events' | 'log'>,
  events: readonly { type: string }[],
): Promise<void> {
  for (const event of events) {
    try {
      await ctx.events.publish(event.type, event)
    } catch (err) {
      ctx.log.error({ err, event: event.type }, 'publishing an event failed')
    }
  }
}
