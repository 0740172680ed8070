import { join } from 'node:path'
import { Redis } from 'ioredis'
import type { AppDeps } from './app-deps.ts'
import type { Config } from './config.ts'
import { openDatabase } from './db/client.ts'
import { createInProcessEventBus, type EventBus } from './platform/event-bus.ts'
import { createRedisEventBus } from './platform/event-bus-redis.ts'
import { createOutboxMailer, type Mailer } from './platform/mailer.ts'
import { createSmtpMailer } from './platform/mailer-smtp.ts'
import { createDiskMediaStore, type MediaStore } from './platform/media-store.ts'
import { createS3MediaStore } from './platform/media-store-s3.ts'

export type Deps = Pick<
  AppDeps,
  'config' | 'database' | 'mailer' | 'events' | 'media' | 'redis' | 'allowPrivateLinkAddress'
> & {
  close(): Promise<void>
}

/**
 * Builds the real dependencies from the configuration: what main.ts runs on. Each outside service is
 * used when its URL is set (DESIGN.md section 1); otherwise its one-machine stand-in.
 */
export async function createDeps(config: Config, log: (line: string) => void = console.log): Promise<Deps> {
  const database = await openDatabase(config)
  const mailer: Mailer = config.smtpUrl
    ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom, log })
    : createOutboxMailer({ dir: join(config.dataDir, 'mail'), from: config.mailFrom, log })
  const report = (what: string) => (err: unknown) =>
    log(`${what}: ${err instanceof Error ? err.message : String(err)}`)
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: true }) : undefined
  redis?.on('error', report('redis'))
  const events: EventBus = config.redisUrl
    ? createRedisEventBus({ url: config.redisUrl, onError: report('event bus') })
    : createInProcessEventBus({ onError: report('event handler') })
  const media = createMediaStore(config)
  const testAddresses = new Set(config.linkPreviewTestAddresses)
  if (testAddresses.size > 0)
    log(`LINK_PREVIEW_TEST_ADDRESSES is set: link cards may be fetched from ${[...testAddresses].join(', ')}`)
  return {
    config,
    database,
    mailer,
    events,
    media,
    redis,
    ...(testAddresses.size > 0 && {
      allowPrivateLinkAddress: (address: string) => testAddresses.has(address),
    }),
    async close() {
      await events.close()
      await redis?.quit().catch(() => {})
      await mailer.close()
      await database.close()
      media.close?.()
    },
  }
}

/** The bucket when S3_BUCKET is set, DATA_DIR/uploads otherwise: the server's and the CLI's media. */
export function createMediaStore(config: Config): MediaStore & { close?(): void } {
  return config.s3 ? createS3MediaStore(config.s3) : createDiskMediaStore({ dataDir: config.dataDir })
}
