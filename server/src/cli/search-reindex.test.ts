import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app.ts'
import { runCliOn } from '../../test/cli.ts'
import { bearer, loginAs, makeUser } from '../../test/factories.ts'
import { queryRows } from '../db/client.ts'

/** The search indexes of migrations 0001, 0014 and 0015, by table. */
const SEARCH_INDEXES = [
  'communities_search_name_trgm_idx on communities',
  'hashtags_name_prefix_idx on hashtags',
  'hashtags_search_prefix_idx on hashtags',
  'posts_search_vector_idx on posts',
  'universities_search_name_trgm_idx on universities',
  'users_search_text_trgm_idx on users',
  'users_username_prefix_idx on users',
]

describe('search:reindex', () => {
  let t: TestApp
  const run = (...argv: string[]) => runCliOn(t, ...argv)
  const indexes = async () =>
    (
      await queryRows<{ name: string; valid: boolean }>(
        t.database.db,
        `SELECT c.relname AS name, x.indisvalid AS valid FROM pg_index x JOIN pg_class c ON c.oid = x.indexrelid
         WHERE c.relname LIKE '%search%' OR c.relname LIKE '%prefix%' ORDER BY c.relname`,
      )
    ).map((r) => `${r.name}${r.valid ? '' : ' (invalid)'}`)

  beforeAll(async () => {
    t = await buildTestApp()
    await makeUser(t, { username: 'mehmet_yilmaz', firstName: 'Mehmet', lastName: 'Yılmaz' })
  })
  afterAll(() => t.close())

  it('rebuilds each search index with a bar, analyzes their tables, and search still finds people', async () => {
    const before = await indexes()
    const r = await run('search:reindex')
    expect(r).toMatchObject({ code: 0, err: [] })
    const how = t.database.kind === 'postgres' ? ' concurrently' : ''
    expect(r.out[0]).toBe(
      `Reindexed 7 search indexes${how} and analyzed communities, hashtags, posts, universities, users:`,
    )
    expect(r.out.slice(1).map((l) => l.replace(/: .*$/, '').trim())).toEqual(SEARCH_INDEXES)
    expect(r.out.slice(1)).toContainEqual(
      expect.stringMatching(/^ {2}users_search_text_trgm_idx on users: \d+ kB -> \d+ kB$/),
    )
    expect(r.progress).toEqual([
      expect.stringMatching(/^indexes: 1\/7 \(14%\)$/),
      ...[2, 3, 4, 5, 6].map((n) => `indexes: ${n}/7 (${Math.floor((n / 7) * 100)}%)`),
      expect.stringMatching(/^indexes: 7\/7 \(100%\) in /),
      ...[1, 2, 3, 4].map((n) => `analyze: ${n}/5 (${n * 20}%)`),
      expect.stringMatching(/^analyze: 5\/5 \(100%\) in /),
    ])
    expect(await indexes()).toEqual(before)

    const viewer = await makeUser(t)
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/search/quick/yilmaz',
      headers: bearer(await loginAs(t.app, viewer)),
    })
    expect(res.statusCode).toBe(200)
    expect(JSON.stringify(res.json())).toContain('mehmet_yilmaz')
  })

  it('drops the invalid copy an interrupted concurrent reindex left, then reindexes', async () => {
    // What REINDEX CONCURRENTLY leaves when it is stopped: an invalid <index>_ccnew beside the index.
    await queryRows(
      t.database.db,
      'CREATE INDEX users_search_text_trgm_idx_ccnew ON users USING gin (search_text gin_trgm_ops)',
    )
    await queryRows(
      t.database.db,
      `UPDATE pg_index SET indisvalid = false WHERE indexrelid = 'users_search_text_trgm_idx_ccnew'::regclass`,
    )
    const r = await run('search:reindex')
    expect(r.code).toBe(0)
    expect(r.out[0]).toBe('Dropped users_search_text_trgm_idx_ccnew, left by an interrupted reindex')
    expect(r.out[1]).toMatch(/^Reindexed 7 search indexes/)
    expect(await indexes()).not.toContain('users_search_text_trgm_idx_ccnew (invalid)')
  })

  it('refuses arguments in one line', async () => {
    const r = await run('search:reindex', '--table', 'users')
    expect(r).toMatchObject({ code: 1, out: [], err: ['error: Unknown option --table'], progress: [] })
  })
})
