import type { UserSearchResult } from '@agora/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { bearer, loginAs, makeUser, type TestUser } from '../../../test/factories.ts'
import { queryRows } from '../../db/client.ts'
import { paddedTrigrams } from './users.search-similarity.ts'

/**
 * The people index of each instance follows the database whoever writes (issue 32): rows written
 * here straight in SQL, after the index was built, show in the next search. On PGlite, and on
 * PostgreSQL with DATABASE_URL (where a transaction can commit after a later-numbered change).
 */
describe('people search follows every change to an account', () => {
  let t: TestApp
  let token: string
  let ayse: TestUser

  const found = async (term: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search/detailed/${encodeURIComponent(term)}?type=users`,
      headers: bearer(token),
    })
    expect(res.statusCode, term).toBe(200)
    return ((res.json() as { users: UserSearchResult[] }).users ?? []).map((u) => u.username)
  }
  const run = (statement: ReturnType<typeof sql>) => queryRows(t.database.db, statement)

  beforeAll(async () => {
    t = await buildTestApp()
    ayse = await makeUser(t, { username: 'fresh_ayse', firstName: 'Ayşe', lastName: 'Tazeoglu' })
    const viewer = await makeUser(t, { username: 'fresh_viewer' })
    token = await loginAs(t.app, viewer)
  })
  afterAll(() => t.close())

  it("reads pg_trgm's trigrams as the database does", async () => {
    for (const text of ['fresh_ayse ayse tazeoglu', 'ali k2 o', 'x']) {
      const [row] = await run(sql`SELECT show_trgm(${text}) AS t`)
      expect([...paddedTrigrams(text)].sort(), text).toEqual([...(row as { t: string[] }).t].sort())
    }
  })

  it('shows a rename, a new account, a suspension, an unverified and a deleted account at once', async () => {
    expect(await found('tazeoglu')).toEqual(['fresh_ayse'])
    await run(sql`UPDATE users SET last_name = 'Yenisoy' WHERE id = ${ayse.id}`)
    expect(await found('tazeoglu')).toEqual([])
    expect(await found('yenisoy')).toEqual(['fresh_ayse'])

    const can = await makeUser(t, { username: 'fresh_can', lastName: 'Yenisoy' })
    expect(await found('yenisoy')).toEqual(['fresh_ayse', 'fresh_can'])

    await run(sql`UPDATE users SET suspended_until = now() + interval '1 day' WHERE id = ${can.id}`)
    expect(await found('yenisoy')).toEqual(['fresh_ayse'])
    await run(sql`UPDATE users SET suspended_until = NULL WHERE id = ${can.id}`)
    expect(await found('yenisoy')).toEqual(['fresh_ayse', 'fresh_can'])

    await run(sql`UPDATE users SET is_verified = false WHERE id = ${can.id}`)
    expect(await found('yenisoy')).toEqual(['fresh_ayse'])
    await run(sql`UPDATE users SET deleted_at = now(), username = 'deleted_1' WHERE id = ${ayse.id}`)
    expect(await found('yenisoy')).toEqual([])
  })

  it.runIf(process.env.DATABASE_URL)(
    'finds a change whose transaction commits after a later-numbered one was seen',
    async () => {
      const late = await makeUser(t, { username: 'fresh_late' })
      const early = await makeUser(t, { username: 'fresh_early' })
      let commit!: () => void
      const held = new Promise<void>((resolve) => {
        commit = resolve
      })
      let numbered!: () => void
      const taken = new Promise<void>((resolve) => {
        numbered = resolve
      })
      const slow = t.database.db.transaction(async (tx) => {
        await queryRows(tx, sql`UPDATE users SET nickname = 'Gecikmeli' WHERE id = ${late.id}`)
        numbered()
        await held
      })
      await taken
      await run(sql`UPDATE users SET nickname = 'Erkenci' WHERE id = ${early.id}`)
      expect(await found('erkenci')).toEqual(['fresh_early'])
      commit()
      await slow
      expect(await found('gecikmeli')).toEqual(['fresh_late'])
    },
  )
})
