import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { openDatabase, openPostgres } from '../src/db/client.ts'
import { createInProcessEventBus, type EventBus } from '../src/platform/event-bus.ts'
import { createRedisEventBus } from '../src/platform/event-bus-redis.ts'
import { createOutboxMailer } from '../src/platform/mailer.ts'
import { createDiskMediaStore } from '../src/platform/media-store.ts'

/**
 * The server under test, in a process of its own so that the load generator does not share its event
 * loop: the real app on the bench database, throttles and request logging off (the bench measures
 * the queries, not the rate limits). Prints "listening <port>" once it accepts requests. With REDIS_URL
 * the event bus and the presence store are Redis's, as on several instances (the chats run).
 * BENCH_DATABASE_URL names a PostgreSQL database; BENCH_DATA_DIR instead an installation's DATA_DIR,
 * whose embedded database (PGlite, migrated already) this process then holds alone (embedded.ts).
 */
const url = process.env.BENCH_DATABASE_URL
const embeddedDir = process.env.BENCH_DATA_DIR
if (!url && !embeddedDir) throw new Error('Neither BENCH_DATABASE_URL nor BENCH_DATA_DIR is set')
// Uploads and outgoing mail go to a directory of the run's own, also beside the embedded database.
const dataDir = mkdtempSync(join(tmpdir(), 'agora-bench-'))
const config = loadConfig({
  DATA_DIR: url ? dataDir : embeddedDir,
  ...(url ? { DATABASE_URL: url } : {}),
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  // Measured as deployed: in development a slow query is explained as well, which adds its own load.
  NODE_ENV: 'production',
})
const database = url
  ? openPostgres(url, Number(process.env.BENCH_POOL_SIZE ?? 10))
  : await openDatabase(config)
const redisUrl = process.env.REDIS_URL
const redis = redisUrl ? new Redis(redisUrl) : undefined
const events: EventBus = redisUrl
  ? createRedisEventBus({ url: redisUrl, prefix: process.env.BENCH_REDIS_PREFIX })
  : createInProcessEventBus()
const app = await buildApp({
  config,
  database,
  mailer: createOutboxMailer({ dir: join(dataDir, 'mail'), from: config.mailFrom }),
  events,
  redis,
  media: createDiskMediaStore({ dataDir }),
  throttle: false,
  logger: false,
  // The browser run (web-browser.ts) loads the built web app from the same server.
  webRoot: process.env.BENCH_WEB_ROOT,
})
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`)

const stop = async () => {
  await app.close()
  await events.close()
  await redis?.quit()
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(0)
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
