import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Redis } from 'ioredis'
import { type App, buildApp } from '../src/app.ts'
import { type Config, loadConfig } from '../src/config.ts'
import type { Database } from '../src/db/client.ts'
import { createInProcessEventBus, type EventBus } from '../src/platform/event-bus.ts'
import { createOutboxMailer, type Mailer } from '../src/platform/mailer.ts'
import { createDiskMediaStore, type MediaStore } from '../src/platform/media-store.ts'
import { createMemoryPresence, type Presence } from '../src/platform/presence.ts'
import { createTestDatabase } from './database.ts'

export interface TestApp {
  app: App
  config: Config
  database: Database
  dataDir: string
  events: EventBus
  media: MediaStore
  presence: Presence
  close(): Promise<void>
}

export interface TestAppOptions {
  /** Rate limits are off by default: tests sign in many times from one address. */
  throttle?: boolean
  /** Shared rate-limit counters, as REDIS_URL gives the server. */
  redis?: Redis
  /** Send mail through this mailer instead of the outbox (e.g. SMTP to a test peer). */
  mailer?: Mailer
  /** A folder holding a built web app (index.html), served at / as in production. */
  webRoot?: string
  /** More environment for loadConfig (e.g. TRUST_PROXY). */
  env?: Record<string, string>
  /** Collect the request log (JSON lines) here; without it the app logs nothing. */
  logLines?: string[]
  /** A second instance: share another app's database and an event bus (Redis); the caller closes them. */
  database?: Database
  events?: EventBus
  /** Who holds sockets: share one between two instances as Redis would be shared. */
  presence?: Presence
  /** Another media store (S3) instead of the disk store of the temporary DATA_DIR; the caller closes it. */
  media?: MediaStore
  /** The services' now (the app's ServiceContext clock), for tests that move time. */
  clock?: () => Date
  /** Link cards may be fetched from these non-public addresses (the test's own site on 127.0.0.1). */
  allowPrivateAddress?: (address: string) => boolean
}

/** The whole app on a fresh database and a temporary DATA_DIR, driven through HTTP with inject. */
export async function buildTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agora-app-'))
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-123',
    ...opts.env,
  })
  const database = opts.database ?? (await createTestDatabase())
  const mailer = opts.mailer ?? createOutboxMailer({ dir: join(dataDir, 'mail'), from: config.mailFrom })
  const events = opts.events ?? createInProcessEventBus()
  const media = opts.media ?? createDiskMediaStore({ dataDir })
  const presence = opts.presence ?? createMemoryPresence()
  const app = await buildApp({
    config,
    database,
    webRoot: opts.webRoot,
    validateResponses: true,
    mailer,
    events,
    media,
    presence,
    clock: opts.clock,
    allowPrivateLinkAddress: opts.allowPrivateAddress,
    throttle: opts.throttle ?? false,
    redis: opts.redis,
    logger: opts.logLines
      ? { level: 'info', stream: { write: (line: string) => void opts.logLines?.push(line) } }
      : false,
  })
  await app.ready()
  return {
    app,
    config,
    database,
    dataDir,
    events,
    media,
    presence,
    close: async () => {
      await app.close()
      if (!opts.events) await events.close()
      if (!opts.database) await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
