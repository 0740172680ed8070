import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { type DatabaseInstruments, instrumentPglite, instrumentPool } from './instrumentation.ts'
import { acquireDataDirLock, type DataDirLock } from './lock.ts'
import { planModePerStatement, routeNamedStatements } from './plan-modes.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
/** The one database type every repository takes: the same for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** A repository function runs on the database or inside a caller's transaction. */
export type Executor = Db | Tx

export interface Database {
  readonly kind: 'pglite' | 'postgres'
  readonly db: Db
  /** Statement timings, pool use and plans, for metrics and the slow-query log. */
  readonly instruments: DatabaseInstruments
  migrate(): Promise<void>
  close(): Promise<void>
}

/**
 * Search's typo tolerance (the <% operator of pg_trgm): a seven-letter word with one letter missing
 * ("ogrnci" for "ogrenci") is 0.5 similar, under pg_trgm's default of 0.6. Every session sets it.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5

/**
 * No JIT compilation. The feed's queries carry many small sub-plans whose estimated cost passes
 * jit_above_cost, and compiling them (about 180 functions) took 85 ms of a 10 ms query on the bench
 * data. JIT pays off for long analytic scans, which this server does not run. (PGlite has no JIT.)
 *
 * No parallel workers either (issue 32). A search for a word few posts hold ("meh") planned a Parallel
 * Bitmap Heap Scan: starting and gathering the worker cost more than the scan (post search 151 -> 404
 * requests a second without it, on two cores). Each of our statements reads a bounded page; the
 * requests themselves are the parallelism, and a worker only takes a core from another request.
 *
 * Named statements run their generic plan, the others a plan for their values (plan-modes.ts).
 */
const SESSION_OPTIONS = `-c jit=off -c max_parallel_workers_per_gather=0 -c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`

export const MIGRATIONS_FOLDER = join(import.meta.dirname, 'migrations')

/** Opens PostgreSQL when a URL is given, else the embedded PGlite under dataDir/pglite. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl)
  const lock = acquireDataDirLock(opts.dataDir)
  try {
    const dir = join(opts.dataDir, 'pglite')
    mkdirSync(dir, { recursive: true })
    return await wrapPglite(await PGlite.create({ dataDir: dir, extensions: { pg_trgm } }), lock)
  } catch (err) {
    lock.release()
    throw err
  }
}

/**
 * How long a request waits for a pooled connection (a free slot, or a new connection to a database
 * that is restarting) before it fails; that failure answers 503 (platform/database-errors.ts) instead
 * of holding the request until the client gives up.
 */
const CONNECTION_TIMEOUT_MS = 10_000

/** The advisory lock (a number of our own) that one migrating instance holds at a time. */
const MIGRATION_LOCK = 7_411_014

export function openPostgres(
  url: string,
  poolSize = 10,
  onIdleError: (err: Error) => void = (err) =>
    console.error(`agora: idle database connection lost: ${err.message}`),
): Database {
  const open = (options: string) => {
    const pool = new pg.Pool({
      connectionString: url,
      max: poolSize,
      options,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    })
    // An idle connection that the server drops (restart, failover, admin termination) is removed from
    // the pool and replaced on next use; without a listener Node would treat the event as fatal.
    pool.on('error', (err) => onIdleError(err))
    return pool
  }
  const pool = open(SESSION_OPTIONS)
  const generic = open(`${SESSION_OPTIONS} -c plan_cache_mode=force_generic_plan`)
  pool.on('connect', (client) => {
    planModePerStatement(client as pg.PoolClient)
    keepAlive(client as pg.PoolClient)
  })
  generic.on('connect', (client) => keepAlive(client as pg.PoolClient))
  routeNamedStatements(pool, generic)
  const instruments = instrumentPool(pool, generic)
  const db = drizzleNodePg(pool, { schema }) as unknown as Db
  return {
    kind: 'postgres',
    db,
    instruments,
    migrate: async () => {
      // Instances of a cluster may start together: one migrates while the others wait for the lock,
      // then find nothing left to do (docs/deploy.md).
      // The lock is held on a connection of its own, outside the pool the migrator uses.
      const holder = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS })
      await holder.connect()
      try {
        await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
        await migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER })
      } finally {
        await holder.end().catch(() => {})
      }
    },
    close: async () => {
      await Promise.all([pool.end(), generic.end()])
    },
  }
}

/**
 * The pool listens for a client's 'error' only while the client is idle. A connection lost while it is
 * checked out (between two statements of a transaction, or with no query running) makes node-postgres
 * emit 'error' on the client with nobody listening, which Node turns into an uncaught exception that
 * ends the process. The error itself reaches the holder anyway: the running query rejects, or the next
 * one does ("not queryable"), and the request answers 503; release() then drops the broken client.
 * So this listener only has to exist.
 */
function keepAlive(client: pg.PoolClient): void {
  client.on('error', () => {})
  // drizzle's transaction() sends BEGIN before entering its try/finally, so a connection lost on BEGIN
  // is never released and the pool would lose that slot for good; give it back here, marked broken.
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  client.query = ((...args: unknown[]) => {
    const result = query(...args)
    if (isBegin(args[0]) && result instanceof Promise) {
      result.catch((err: Error) => client.release(err))
    }
    return result
  }) as typeof client.query
}

function isBegin(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text
  return typeof text === 'string' && /^\s*begin\b/i.test(text)
}

/** Wraps an open PGlite (tests hand in one loaded from a migrated template). */
export async function wrapPglite(client: PGlite, lock?: DataDirLock): Promise<Database> {
  await client.waitReady
  await client.exec(`SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`)
  const instruments = instrumentPglite(client)
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    kind: 'pglite',
    db,
    instruments,
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER })
    },
    close: async () => {
      await client.close()
      lock?.release()
    },
  }
}

/** Raw SQL for the few queries the builder cannot say; both drivers answer with rows. */
export async function queryRows<T>(db: Executor, query: SQL | string): Promise<T[]> {
  const res = (await db.execute(query as SQL)) as unknown as { rows: T[] }
  return res.rows
}

export { schema }
