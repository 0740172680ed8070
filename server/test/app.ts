import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type App, buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import type { Database } from '../src/db/client.ts'
import { createOutboxMailer } from '../src/platform/mailer.ts'
import { createTestDatabase } from './database.ts'

export interface TestApp {
  app: App
  database: Database
  dataDir: string
  close(): Promise<void>
}

/** The whole app on a fresh database and a temporary DATA_DIR, driven through HTTP with inject. */
export async function buildTestApp(): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agora-app-'))
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret-123' })
  const database = await createTestDatabase()
  const mailer = createOutboxMailer({ dir: join(dataDir, 'mail'), from: config.mailFrom })
  const app = await buildApp({ config, database, mailer, logger: false })
  await app.ready()
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
