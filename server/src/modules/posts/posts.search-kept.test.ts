import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { makeUser, type TestUser } from '../../../test/factories.ts'
import { queryRows } from '../../db/client.ts'
import { findPostIdsMatching, KEPT_MATCHES } from './posts.search.repository.ts'
import { seedPost } from './posts.seed.ts'

/**
 * Post search keeps each term's newest matches for a minute per instance (issue 32): what was written,
 * edited or hidden since still shows, or goes, in the next search, and a searcher who may see few of
 * the kept matches gets the search of everything.
 */

let t: TestApp
let author: TestUser
let viewer: TestUser
const page = { skip: 0, limit: 20 }
const search = (term: string, who = viewer) => findPostIdsMatching(t.database.db, who.id, term, page)
const run = (statement: ReturnType<typeof sql>) => queryRows(t.database.db, statement)

beforeAll(async () => {
  t = await buildTestApp()
  author = await makeUser(t)
  viewer = await makeUser(t)
})
afterAll(() => t.close())

describe('post search with kept matches', () => {
  it('shows a post written, edited to match or deleted since the matches were kept', async () => {
    const first = await seedPost(t.database.db, { userId: author.id, content: 'portakal bahcesi' })
    const other = await seedPost(t.database.db, { userId: author.id, content: 'elma bahcesi' })
    expect(await search('portakal')).toEqual([first.id])

    const later = await seedPost(t.database.db, { userId: author.id, content: 'yine portakal' })
    expect(new Set(await search('portakal'))).toEqual(new Set([first.id, later.id]))

    await run(sql`UPDATE posts SET content = 'elma ve portakal', edited_at = now() WHERE id = ${other.id}`)
    expect(new Set(await search('portakal'))).toEqual(new Set([first.id, later.id, other.id]))

    await run(sql`UPDATE posts SET content = 'artik elma', edited_at = now() WHERE id = ${first.id}`)
    expect(new Set(await search('portakal'))).toEqual(new Set([later.id, other.id]))

    await run(sql`UPDATE posts SET deleted_at = now() WHERE id = ${later.id}`)
    expect(await search('portakal')).toEqual([other.id])
  })

  it('searches everything for a searcher who may see too few of the kept matches', async () => {
    const hidden = await makeUser(t, { isPrivate: true })
    const seen = await seedPost(t.database.db, { userId: author.id, content: 'mandalina eski' })
    await run(
      sql`INSERT INTO posts (user_id, content) SELECT ${hidden.id}, 'mandalina ' || g FROM generate_series(1, ${KEPT_MATCHES}) g`,
    )
    // The kept matches are the private account's newest; the viewer may see none of them.
    expect(await search('mandalina', hidden)).toHaveLength(20)
    expect(await search('mandalina')).toEqual([seen.id])
  })
})
