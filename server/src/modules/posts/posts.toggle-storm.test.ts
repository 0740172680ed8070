import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser } from '../../../test/factories.ts'
import { createPostAs } from '../../../test/posts.ts'
import { queryRows } from '../../db/client.ts'

describe('a storm of repost toggles', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('leaves at most one repost row behind, and the count right', async () => {
    const author = await makeUser(t)
    const fan = await makeUser(t)
    const post = await createPostAs(t.app, await loginAs(t.app, author), 'repost me')
    const token = await loginAs(t.app, fan)
    for (let i = 0; i < 40; i++) {
      const method = i % 2 === 0 ? 'POST' : 'DELETE'
      expect((await as(t.app, token).send(method, `/api/posts/${post.id}/retweet`)).statusCode).toBe(200)
    }
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM posts WHERE user_id = ${fan.id}`,
    )
    expect(rows[0]?.n).toBe(0)
    const final = await as(t.app, token).post(`/api/posts/${post.id}/retweet`)
    expect(final.json()).toMatchObject({ retweet_count: 1, is_retweeted: true })
  })
})
