// Writes the OpenAPI document of GET /api/openapi.json to the file named by the first argument, for
// `npm run lint:api` (redocly). The app is built in memory on an empty PGlite and a temporary DATA_DIR:
// the document comes from the routes alone, so nothing is migrated and no job gets to run.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { wrapPglite } from '../src/db/client.ts'
import { createInProcessEventBus } from '../src/platform/event-bus.ts'
import { createOutboxMailer } from '../src/platform/mailer.ts'
import { createDiskMediaStore } from '../src/platform/media-store.ts'

const out = process.argv[2]
if (!out) throw new Error('usage: tsx server/test/openapi-document.ts <file>')

const dataDir = mkdtempSync(join(tmpdir(), 'agora-openapi-'))
const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'openapi-document-openapi-document-1234' })
const database = await wrapPglite(await PGlite.create({ extensions: { pg_trgm } }))
const app = await buildApp({
  config,
  database,
  mailer: createOutboxMailer({ dir: join(dataDir, 'mail'), from: config.mailFrom }),
  events: createInProcessEventBus(),
  media: createDiskMediaStore({ dataDir }),
  logger: false,
})
try {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' })
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`)
  mkdirSync(dirname(out), { recursive: true })
  writeFileSync(out, res.body)
  console.log(`${out}: ${res.body.length} bytes`)
} finally {
  await app.close()
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
}
