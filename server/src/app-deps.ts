import type { Redis } from 'ioredis'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import type { EventBus } from './platform/event-bus.ts'
import type { Mailer } from './platform/mailer.ts'
import type { MediaStore } from './platform/media-store.ts'
import type { Presence } from './platform/presence.ts'

/**
 * What buildApp (app.ts) is built from: main.ts makes the real ones (deps.ts), tests their own. A leaf:
 * it names types only, so that anything may import it without importing the app.
 */
export interface AppDeps {
  config: Config
  database: Database
  mailer: Mailer
  events: EventBus
  media: MediaStore
  /** Shared state of all instances (rate-limit counters) when REDIS_URL is set. */
  redis?: Redis
  /** Who holds open sockets, across instances; made from `redis` (or in memory) when absent. */
  presence?: Presence
  /** Rate limits (platform/rate-limit.ts); on unless false, which most tests pass. */
  throttle?: boolean
  /** The built web app (web/dist); served at / with every client route falling back to index.html. */
  webRoot?: string
  logger?: boolean | { level: string; stream?: { write(line: string): void } }
  /** Check every answer against its zod schema before sending it (tests); production only serializes. */
  validateResponses?: boolean
  /** The time services read; tests may fix it. */
  clock?: () => Date
  /**
   * TESTS ONLY: the non-public addresses link cards may be fetched from (a test's own server on
   * 127.0.0.1). Never set from configuration or the environment (docs/decisions.md, "Link previews").
   */
  allowPrivateLinkAddress?: (address: string) => boolean
}
