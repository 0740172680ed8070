import type { Executor } from './client.ts'

/**
 * One prepared statement per database handle and name, made on first use: a hot query (the feed's
 * lists) is built with drizzle's .prepare(name) once and executed many times, so that PostgreSQL parses
 * and plans it once per connection.
 */
const statements = new WeakMap<Executor, Map<string, unknown>>()

export function prepared<T>(db: Executor, name: string, build: (db: Executor) => T): T {
  let byName = statements.get(db)
  if (!byName) {
    byName = new Map()
    statements.set(db, byName)
  }
  if (!byName.has(name)) byName.set(name, build(db))
  return byName.get(name) as T
}
