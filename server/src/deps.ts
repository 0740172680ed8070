import { join } from 'node:path'
import type { Config } from './config.ts'
import { openDatabase } from './db/client.ts'
import { createOutboxMailer } from './platform/mailer.ts'

/** Builds the real dependencies from the configuration: what main.ts and the CLI run on. */
export async function createDeps(config: Config, log: (line: string) => void = console.log) {
  const database = await openDatabase(config)
  const mailer = createOutboxMailer({ dir: join(config.dataDir, 'mail'), from: config.mailFrom, log })
  return {
    config,
    database,
    mailer,
    async close() {
      await mailer.close()
      await database.close()
    },
  }
}
