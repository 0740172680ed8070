import { Column } from 'drizzle-orm'
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

type Selection = Record<string, unknown>

/**
 * Makes a prepared select of a flat selection (columns and sql fields, no nested objects) build its
 * rows with one loop over the driver's arrays instead of drizzle's general mapper, which asks each
 * cell's field what it is (a prototype walk) and iterates its path: on the post graph's 26 rows of 37
 * columns that was a third of the server's time for the statement (docs/benchmarks.md, issue 32).
 * Columns decode as drizzle decodes them (a timestamp becomes a Date); sql fields come as the driver
 * parsed them, as with drizzle. Both drivers' prepared queries call `customResultMapper` with the
 * rows in array mode when it is set.
 */
export function withFlatRows<Q extends object>(query: Q, selection: Selection): Q {
  const keys = Object.keys(selection)
  // Only the columns whose class decodes (timestamps, and integers from strings) are asked.
  const decoders = Object.values(selection).map((field) =>
    field instanceof Column && field.mapFromDriverValue !== Column.prototype.mapFromDriverValue
      ? (value: unknown) => field.mapFromDriverValue(value)
      : null,
  )
  const width = keys.length
  const mapRow = (row: unknown[]) => {
    const out: Record<string, unknown> = {}
    for (let i = 0; i < width; i++) {
      const value = row[i]
      const decode = decoders[i]
      out[keys[i]!] = value === null || !decode ? value : decode(value)
    }
    return out
  }
  ;(query as { customResultMapper?: (rows: unknown[][]) => unknown[] }).customResultMapper = (rows) =>
    rows.map(mapRow)
  return query
}
