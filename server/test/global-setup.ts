import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openPostgres, wrapPglite } from '../src/db/client.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    postgresTemplate: string
  }
}

/**
 * Migrates one database once per run; every test file then starts from a copy of it, so no test
 * pays for initdb and migrations (DESIGN.md section 3: ~4 s per fresh PGlite).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'agora-test-'))
  const pglite = await wrapPglite(await PGlite.create({ extensions: { pg_trgm } }))
  await pglite.migrate()
  const raw = (pglite.db as unknown as { $client: PGlite }).$client
  const dump = await raw.dumpDataDir('none')
  const file = join(dir, 'template.tar')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await pglite.close()
  project.provide('pgliteTemplate', file)

  let dropTemplate = async () => {}
  const url = process.env.DATABASE_URL
  if (url) {
    const name = `agora_test_tpl_${process.pid}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${name}`)
    await admin.query(`CREATE DATABASE ${name}`)
    const tpl = openPostgres(withDatabase(url, name), 1)
    await tpl.migrate()
    await tpl.close()
    project.provide('postgresTemplate', withDatabase(url, name))
    dropTemplate = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  } else {
    project.provide('postgresTemplate', '')
  }

  return async () => {
    await dropTemplate()
    rmSync(dir, { recursive: true, force: true })
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}
