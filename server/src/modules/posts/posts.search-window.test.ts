import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { makeUser } from '../../../test/factories.ts'
import { queryRows } from '../../db/client.ts'
import { findPostIdsMatching, RANKED_CANDIDATES } from './posts.search.repository.ts'
import { seedPost } from './posts.seed.ts'

/**
 * Post search reads the newest posts first (posts.search.repository.ts, issue 32) and everything only
 * when they hold fewer than RANKED_CANDIDATES matches: either way the answer is the search of
 * everything. The window is narrowed here to a few hundred posts (a quarter of them at most, as the
 * window is read first only then) so that both paths run on a small database.
 */

let t: TestApp
let viewerId: number
let first: number
let newest: number
const everything = Number.MAX_SAFE_INTEGER

beforeAll(async () => {
  t = await buildTestApp()
  const author = await makeUser(t)
  viewerId = (await makeUser(t)).id
  // Older posts that do not match: the window is read first only when it is a quarter of the posts
  // at most.
  await t.database.db.execute(
    sql`INSERT INTO posts (user_id, content) SELECT ${author.id}, 'dolgu ' || g FROM generate_series(1, 800) g`,
  )
  const ids: number[] = []
  for (let i = 0; i < RANKED_CANDIDATES + 20; i++) {
    ids.push((await seedPost(t.database.db, { userId: author.id, content: `zeytinlik ${i}` })).id)
  }
  first = ids[0]!
  const [row] = await queryRows<{ id: number }>(t.database.db, sql`SELECT max(id) AS id FROM posts`)
  newest = row!.id
})
afterAll(() => t.close())

const search = (page: { skip: number; limit: number }, window: number) =>
  findPostIdsMatching(t.database.db, viewerId, 'zeytinlik', page, window)

describe('post search, the newest posts first', () => {
  it('answers from the window when it holds enough matches, as the search of everything does', async () => {
    // The window holds RANKED_CANDIDATES + 10 of the matches: enough.
    const window = newest - first - 9
    for (const skip of [0, 100, RANKED_CANDIDATES - 20]) {
      const page = { skip, limit: 20 }
      const all = await search(page, everything)
      expect(all).toHaveLength(20)
      expect(await search(page, window)).toEqual(all)
    }
  })

  it('searches everything when the window holds too few, so a page beyond it is not empty', async () => {
    // The window holds 50 matches; the page after the 100th lies outside it.
    const window = 50
    const page = { skip: 100, limit: 20 }
    const all = await search(page, everything)
    expect(all).toHaveLength(20)
    expect(await search(page, window)).toEqual(all)
    expect(await search({ skip: 0, limit: 20 }, window)).toEqual(
      await search({ skip: 0, limit: 20 }, everything),
    )
  })
})
