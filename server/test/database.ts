import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import pg from 'pg'
import { inject } from 'vitest'
import { type Database, openPostgres, wrapPglite } from '../src/db/client.ts'

/**
 * A fresh, migrated database for one test file: a copy of the PGlite template, or with
 * DATABASE_URL set, a PostgreSQL database cloned from the migrated template database.
 */
export async function createTestDatabase(): Promise<Database> {
  const pgTemplate = inject('postgresTemplate')
  if (pgTemplate) return clonePostgres(pgTemplate)
  const tar = readFileSync(inject('pgliteTemplate'))
  const client = await PGlite.create({ loadDataDir: new Blob([tar]), extensions: { pg_trgm } })
  return wrapPglite(client)
}

async function clonePostgres(templateUrl: string): Promise<Database> {
  const clone = await clonePostgresDatabase(templateUrl)
  // Dropping the database at the end terminates connections the pool is still closing: expected here.
  const database = openPostgres(clone.url, 4, (err) => {
    if ((err as { code?: string }).code !== '57P01') throw err
  })
  return {
    ...database,
    close: async () => {
      await database.close()
      await clone.drop()
    },
  }
}

/**
 * A new PostgreSQL database cloned from the migrated template, by URL: for a test that runs the server
 * as a process of its own on it. drop() removes it, forcing out whatever is still connected.
 */
export async function clonePostgresDatabase(
  templateUrl = inject('postgresTemplate'),
): Promise<{ url: string; drop(): Promise<void> }> {
  const template = new URL(templateUrl)
  const templateName = template.pathname.slice(1)
  const name = `agora_test_${randomBytes(6).toString('hex')}`
  const adminUrl = new URL(templateUrl)
  adminUrl.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: adminUrl.toString() })
  await admin.connect()
  // Two workers copying the template at the same moment: PostgreSQL refuses the second copy while the
  // first one reads the template (55006, "being accessed by other users"). Wait a little and copy again.
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName}`)
      break
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt === 20) throw err
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt))
    }
  }
  await admin.end()
  const url = new URL(templateUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const drop = new pg.Client({ connectionString: adminUrl.toString() })
      await drop.connect()
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await drop.end()
    },
  }
}
