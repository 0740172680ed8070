import type pg from 'pg'

/**
 * Which plans statements get. Named prepared statements (the hot reads: the session, the feed's lists,
 * the post graph) always run their generic plan: left to choose, PostgreSQL kept re-planning For You's
 * candidate query on every call because its custom plans looked cheaper, 10 to 24 ms of planning for a
 * query whose generic plan runs in 13 ms (docs/benchmarks.md). Every other statement is planned for its
 * values (PostgreSQL's `auto`): search must see its words and prefixes, or a generic plan walks the
 * posts (a post search went from 20 to 500 ms with generic plans for all).
 *
 * Outside transactions a named statement goes to a second pool whose sessions force generic plans
 * (routeNamedStatements), so that no statement pays for a change of mode. Inside a transaction, on one
 * connection, the connection remembers its mode and sends `SET plan_cache_mode` only when the next
 * statement needs the other one (planModePerStatement).
 */
export function routeNamedStatements(pool: pg.Pool, generic: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown
  pool.query = ((...args: unknown[]) =>
    isNamed(args[0])
      ? (generic.query as (...a: unknown[]) => unknown)(...args)
      : query(...args)) as typeof pool.query
}

function isNamed(statement: unknown): boolean {
  const name = (statement as { name?: unknown } | null)?.name
  return typeof statement === 'object' && typeof name === 'string' && name !== ''
}

type Mode = 'force_generic_plan' | 'auto'

export function planModePerStatement(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  // Unknown after a rollback: a SET made inside a rolled-back transaction is undone with it.
  let mode: Mode | undefined = 'auto'
  client.query = ((...args: unknown[]) => {
    const statement = args[0]
    const wanted: Mode = isNamed(statement) ? 'force_generic_plan' : 'auto'
    if (isRollback(statement)) mode = undefined
    if (wanted === mode || isEndOfTransaction(statement)) return query(...args)
    mode = wanted
    // In a failed transaction the SET fails as the statement after it will; only the mode is unknown.
    const failed = () => {
      mode = undefined
    }
    const last = args[args.length - 1]
    if (typeof last === 'function') {
      query(`SET plan_cache_mode = ${wanted}`, (err: unknown) => {
        if (err) failed()
        query(...args)
      })
      return undefined
    }
    return (query(`SET plan_cache_mode = ${wanted}`) as Promise<unknown>).then(
      () => query(...args),
      () => {
        failed()
        return query(...args)
      },
    )
  }) as typeof client.query
}

function textOf(statement: unknown): string {
  if (typeof statement === 'string') return statement
  const text = (statement as { text?: unknown } | null)?.text
  return typeof text === 'string' ? text : ''
}

function isRollback(statement: unknown): boolean {
  return /^\s*rollback\b/i.test(textOf(statement))
}

function isEndOfTransaction(statement: unknown): boolean {
  return /^\s*(rollback|commit)\b/i.test(textOf(statement))
}
