import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app.ts'
import { queryRows } from './client.ts'

/**
 * Search's GIN indexes keep a pending list of at most 64 kB (migration 0034, issue 32): with the
 * default 4 MB, every search read up to ~500 pending pages until a vacuum merged them.
 */

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('search indexes', () => {
  it('are every GIN index, each with a 64 kB pending list', async () => {
    const rows = await queryRows<{ name: string; options: string[] | null }>(
      t.database.db,
      sql`SELECT c.relname AS name, c.reloptions AS options FROM pg_index i
        JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
        WHERE a.amname = 'gin' ORDER BY c.relname`,
    )
    expect(rows).toEqual(
      [
        'communities_search_name_trgm_idx',
        'posts_search_vector_idx',
        'universities_search_name_trgm_idx',
        'users_search_text_trgm_idx',
      ].map((name) => ({ name, options: ['gin_pending_list_limit=64'] })),
    )
  })
})
