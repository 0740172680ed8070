import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/client.ts'
import { type Command, parseOptions } from './command.ts'

interface SearchIndex {
  name: string
  table: string
  bytes: number
}

/**
 * The indexes search reads (migrations 0001, 0014 and 0015): the trigram (gin_trgm_ops) and
 * full-text indexes, all GIN, and the prefix ones (text_pattern_ops). Found in the catalogue rather
 * than listed, so that a later migration's index is taken too; a copy left by an interrupted
 * concurrent reindex is not one of them (an invalid index itself is: REINDEX is its repair).
 */
async function searchIndexes(db: Db): Promise<SearchIndex[]> {
  return queryRows<SearchIndex>(
    db,
    `SELECT i.indexname AS name, i.tablename AS "table", pg_relation_size(c.oid)::float8 AS bytes
     FROM pg_indexes i
     JOIN pg_class c ON c.relname = i.indexname AND c.relnamespace = i.schemaname::regnamespace
     JOIN pg_index x ON x.indexrelid = c.oid
     WHERE i.schemaname = current_schema() AND (x.indisvalid OR c.relname !~ '_cc(new|old)[0-9]*$')
       AND (i.indexdef LIKE '% USING gin %' OR i.indexdef LIKE '%text_pattern_ops%')
     ORDER BY i.tablename, i.indexname`,
  )
}

/**
 * What an interrupted REINDEX ... CONCURRENTLY leaves: an invalid "<index>_ccnew" (or "_ccold") beside
 * the index, which PostgreSQL keeps updating on every write until it is dropped.
 */
async function leftoverCopies(db: Db, names: string[]): Promise<string[]> {
  const rows = await queryRows<{ name: string; base: string }>(
    db,
    `SELECT c.relname AS name, substring(c.relname from '^(.*)_cc(?:new|old)[0-9]*$') AS base
     FROM pg_index x JOIN pg_class c ON c.oid = x.indexrelid
     WHERE NOT x.indisvalid AND c.relnamespace = current_schema()::regnamespace`,
  )
  return rows.filter((r) => names.includes(r.base)).map((r) => r.name)
}

/**
 * `search:reindex`: rebuilds the search indexes one at a time, then ANALYZEs their tables, for when
 * search slows down after heavy churn (docs/deploy.md). On PostgreSQL each index is rebuilt
 * CONCURRENTLY: reads and writes go on meanwhile. The embedded database has one connection, so there
 * the server is stopped anyway and the plain REINDEX is used. Stopped part way it can simply be run
 * again; a half-made copy of an index is dropped first.
 */
export const searchReindex: Command = {
  name: 'search:reindex',
  usage: '',
  summary:
    'Rebuild the search indexes (trigram, prefix and full-text) one at a time, then ANALYZE their tables',
  prepare(args) {
    parseOptions(args, {})
    return async ({ db, kind, out, progress }) => {
      const indexes = await searchIndexes(db)
      const concurrently = kind === 'postgres' ? ' CONCURRENTLY' : ''
      for (const name of await leftoverCopies(
        db,
        indexes.map((i) => i.name),
      )) {
        await db.execute(sql.raw(`DROP INDEX${concurrently} IF EXISTS ${quoted(name)}`))
        out(`Dropped ${name}, left by an interrupted reindex`)
      }
      const bar = progress('indexes', indexes.length)
      const sizes: string[] = []
      for (const index of indexes) {
        await db.execute(sql.raw(`REINDEX INDEX${concurrently} ${quoted(index.name)}`))
        const [after] = await queryRows<{ bytes: number }>(
          db,
          sql`SELECT pg_relation_size(${index.name}::regclass)::float8 AS bytes`,
        )
        sizes.push(`  ${index.name} on ${index.table}: ${size(index.bytes)} -> ${size(after?.bytes ?? 0)}`)
        bar.advance()
      }
      bar.finish()
      const tables = [...new Set(indexes.map((i) => i.table))]
      const analyzing = progress('analyze', tables.length)
      for (const table of tables) {
        await db.execute(sql.raw(`ANALYZE ${quoted(table)}`))
        analyzing.advance()
      }
      analyzing.finish()
      out(
        `Reindexed ${indexes.length} search indexes${concurrently ? ' concurrently' : ''} and analyzed ${tables.join(', ')}:`,
      )
      for (const line of sizes) out(line)
    }
  },
}

function quoted(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`
}

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
