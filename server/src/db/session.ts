import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { Db } from './client.ts'

/** What a series of raw statements needs: node-postgres' client.query shape, which PGlite is adapted to. */
export interface SqlSession {
  query(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }>
}

/**
 * Runs `work` on one connection of the database, for statements that share a session: temporary
 * tables, SET, BEGIN ... COMMIT around many statements. On PostgreSQL that is a connection taken from
 * the pool and then closed rather than returned, so that no setting of the work reaches a request;
 * PGlite has one connection only.
 */
export async function withSqlSession<T>(db: Db, work: (session: SqlSession) => Promise<T>): Promise<T> {
  const client = (db as unknown as { $client?: unknown }).$client
  if (client instanceof pg.Pool) {
    const connection = await client.connect()
    try {
      return await work(connection as SqlSession)
    } finally {
      connection.release(true)
    }
  }
  if (isPglite(client)) {
    return work({
      async query(text, params) {
        const res = await client.query<Record<string, unknown>>(text, params)
        return { rows: res.rows, rowCount: res.affectedRows ?? null }
      },
    })
  }
  throw new Error('withSqlSession needs the database handle itself, not a transaction')
}

function isPglite(client: unknown): client is PGlite {
  const c = client as Partial<PGlite> | null
  return typeof c?.query === 'function' && typeof c.exec === 'function' && typeof c.dumpDataDir === 'function'
}
