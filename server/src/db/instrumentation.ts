import { AsyncResource } from 'node:async_hooks'
import type { PGlite, Transaction } from '@electric-sql/pglite'
import type pg from 'pg'

/** One statement as the driver ran it: its text (never its parameter values) and how long it took. */
export interface QueryTiming {
  text: string
  durationMs: number
  failed: boolean
}

export interface PoolUse {
  /** Connections open, those idle, and callers waiting for one. */
  total: number
  idle: number
  waiting: number
}

/**
 * What metrics and the slow-query log read from a database (platform/metrics.ts, slow-queries.ts).
 * Listeners are called where each statement settles, in the async context of whoever ran it, so that
 * they can read the request it belongs to.
 */
export interface DatabaseInstruments {
  onQuery(listener: (query: QueryTiming) => void): () => void
  pool(): PoolUse
  /**
   * The generic plan of a statement, as text: planned without its parameter values (they stay $1, $2...),
   * so that a plan never shows personal data. Runs on the side, unseen by the listeners.
   */
  explain(text: string): Promise<string>
}

type Query = (...args: unknown[]) => unknown

class Listeners {
  private readonly set = new Set<(query: QueryTiming) => void>()
  add(listener: (query: QueryTiming) => void): () => void {
    this.set.add(listener)
    return () => void this.set.delete(listener)
  }
  emit(query: QueryTiming): void {
    for (const listener of this.set) {
      try {
        listener(query)
      } catch {
        // A metric or a log line must never fail the query it describes.
      }
    }
  }
  get empty(): boolean {
    return this.set.size === 0
  }
}

/**
 * Wraps a driver's query function: promise and callback forms are both timed. A callback is bound to
 * the caller's async context (node-postgres calls it from its socket's).
 */
function timed(query: Query, listeners: Listeners): Query {
  return (...args: unknown[]) => {
    const text = statementText(args[0])
    if (text === undefined || listeners.empty) return query(...args)
    const started = performance.now()
    const settle = (failed: boolean) =>
      listeners.emit({ text, durationMs: performance.now() - started, failed })
    const last = args.length - 1
    if (typeof args[last] === 'function') {
      const callback = args[last] as (err: unknown, ...rest: unknown[]) => unknown
      args[last] = inCallersContext((err: unknown, ...rest: unknown[]) => {
        settle(!!err)
        return callback(err, ...rest)
      })
      return query(...args)
    }
    const result = query(...args)
    if (result instanceof Promise)
      result.then(
        () => settle(false),
        () => settle(true),
      )
    return result
  }
}

/**
 * `fn`, run in the async context of the caller (its request's id and log). AsyncResource.bind does the
 * same, but defines a deprecated getter on every function it binds: 2% of a feed page's CPU.
 */
function inCallersContext<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const resource = new AsyncResource('agora.db')
  return (...args: A) => resource.runInAsyncScope(fn, null, ...args)
}

function statementText(query: unknown): string | undefined {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text
  return typeof text === 'string' ? text : undefined
}

let explained = 0
/** A statement prepared under a name of its own, then explained with a generic plan (NULLs never read). */
async function explainWith(run: (sql: string) => Promise<unknown[]>, text: string): Promise<string> {
  const name = `agora_explain_${++explained}`
  const params = Math.max(0, ...[...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])))
  await run('SET LOCAL plan_cache_mode = force_generic_plan')
  await run(`PREPARE ${name} AS ${text}`)
  try {
    const args = params ? `(${Array.from({ length: params }, () => 'NULL').join(', ')})` : ''
    const rows = await run(`EXPLAIN EXECUTE ${name}${args}`)
    return rows.map((row) => Object.values(row as Record<string, string>)[0]).join('\n')
  } finally {
    await run(`DEALLOCATE ${name}`)
  }
}

/**
 * Times every statement of pg Pools: each client's query (pool.query goes through one too). The first
 * pool explains; pool use is the sum (db/plan-modes.ts keeps a second pool for named statements).
 */
export function instrumentPool(pool: pg.Pool, ...others: pg.Pool[]): DatabaseInstruments {
  const listeners = new Listeners()
  const explaining = new WeakSet<object>()
  const pools = [pool, ...others]
  for (const each of pools) {
    each.on('connect', (client) => {
      const query = timed(client.query.bind(client) as Query, listeners)
      const raw = client.query.bind(client) as Query
      client.query = ((...args: unknown[]) =>
        explaining.has(client) ? raw(...args) : query(...args)) as typeof client.query
    })
    // pool.query waits for a client through this callback: run it in the caller's context, not in that
    // of whoever released the client.
    const connect = each.connect.bind(each) as (callback?: unknown) => unknown
    each.connect = ((callback?: unknown) =>
      typeof callback === 'function'
        ? connect(inCallersContext(callback as () => void))
        : connect()) as typeof each.connect
  }
  const sum = (read: (p: pg.Pool) => number) => pools.reduce((total, p) => total + read(p), 0)
  return {
    onQuery: (listener) => listeners.add(listener),
    pool: () => ({
      total: sum((p) => p.totalCount),
      idle: sum((p) => p.idleCount),
      waiting: sum((p) => p.waitingCount),
    }),
    async explain(text) {
      const client = await pool.connect()
      explaining.add(client)
      try {
        await client.query('BEGIN')
        try {
          return await explainWith(async (sql) => (await client.query(sql)).rows, text)
        } finally {
          await client.query('ROLLBACK')
        }
      } finally {
        explaining.delete(client)
        client.release()
      }
    },
  }
}

/**
 * Times every statement of a PGlite. It is one connection: total 1, busy while a statement or a
 * transaction runs, and whatever else was started meanwhile waits for it.
 */
export function instrumentPglite(client: PGlite): DatabaseInstruments {
  const listeners = new Listeners()
  let running = 0
  const counted =
    <T>(work: () => Promise<T>): (() => Promise<T>) =>
    async () => {
      running++
      try {
        return await work()
      } finally {
        running--
      }
    }
  const rawQuery = client.query.bind(client) as Query
  const rawTransaction = client.transaction.bind(client)
  const query = timed(rawQuery, listeners)
  client.query = ((...args: unknown[]) =>
    counted(() => query(...args) as Promise<unknown>)()) as typeof client.query
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    counted(() =>
      rawTransaction((tx) => {
        tx.query = timed(tx.query.bind(tx) as Query, listeners) as typeof tx.query
        return callback(tx)
      }),
    )()) as typeof client.transaction
  return {
    onQuery: (listener) => listeners.add(listener),
    pool: () => ({ total: 1, idle: running === 0 ? 1 : 0, waiting: Math.max(0, running - 1) }),
    explain: (text) =>
      rawTransaction(async (tx) => {
        // exec: the simple protocol, so that PREPARE's $1 is not taken for a parameter of its own.
        const plan = await explainWith(async (sql) => (await tx.exec(sql)).at(-1)?.rows ?? [], text)
        await tx.rollback()
        return plan
      }),
  }
}
