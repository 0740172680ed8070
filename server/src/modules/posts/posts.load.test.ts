import type { Post } from '@agora/contract'
import { and, desc, eq, isNotNull, type Logger } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser, type TestUser } from '../../../test/factories.ts'
import { createPostAs, imageBytes, postForm } from '../../../test/posts.ts'
import { type Db, schema } from '../../db/client.ts'
import type { Viewer } from '../../platform/auth.ts'
import { loadPosts } from './posts.hydration.service.ts'

let t: TestApp
let ayse: TestUser
let can: TestUser
let ayseToken: string
let canToken: string
beforeAll(async () => {
  t = await buildTestApp()
  ayse = await makeUser(t, { username: 'ayse_load', nickname: 'Ayşe' })
  can = await makeUser(t, { username: 'can_load' })
  ayseToken = await loginAs(t.app, ayse)
  canToken = await loginAs(t.app, can)
})
afterAll(() => t.close())

const viewerOf = (user: TestUser): Viewer => ({
  id: user.id,
  sessionId: 0,
  isVerified: true,
  role: user.role,
  universityId: user.universityId,
  graphVersion: 0,
})

/** The same database through a second drizzle instance that counts the statements it sends. */
function countingDb(): { db: Db; count: () => number } {
  let statements = 0
  const logger: Logger = {
    logQuery: () => {
      statements += 1
    },
  }
  const client = (t.database.db as unknown as { $client: never }).$client
  const db = (t.database.kind === 'pglite'
    ? drizzlePglite(client, { schema, logger })
    : drizzleNodePg(client, { schema, logger })) as unknown as Db
  return { db, count: () => statements }
}

const quote = async (token: string, id: number, comment: string) => {
  const res = await postForm(t.app, token, `/api/posts/${id}/quote`, { comment })
  expect(res.statusCode).toBe(201)
  return res.json() as Post
}
const repost = async (token: string, id: number) =>
  expect((await as(t.app, token).post(`/api/posts/${id}/retweet`)).statusCode).toBe(200)

describe('loadPosts', () => {
  it('answers in the order of the ids, dropping missing, hidden and repeated ones', async () => {
    const a = await createPostAs(t.app, ayseToken, 'first')
    const b = await createPostAs(t.app, ayseToken, 'second')
    const draft = await createPostAs(t.app, ayseToken, 'draft', { published: 'false' })
    const ids = [b.id, 999_999, a.id, draft.id, b.id]
    expect((await loadPosts(t.database.db, viewerOf(can), ids)).map((p) => p.id)).toEqual([b.id, a.id])
    expect((await loadPosts(t.database.db, viewerOf(ayse), ids)).map((p) => p.id)).toEqual([
      b.id,
      a.id,
      draft.id,
    ])
    expect((await loadPosts(t.database.db, null, ids)).map((p) => p.id)).toEqual([b.id, a.id])
  })

  it('embeds a repost original with its own quoted post, one level deep', async () => {
    const base = await createPostAs(t.app, canToken, 'the base #kök')
    const middle = await quote(ayseToken, base.id, 'quoting can')
    await repost(canToken, middle.id)
    const [repostId] = await newestRepostIdsOf(can.id, 1)
    const [post] = await loadPosts(t.database.db, viewerOf(can), [repostId!])
    expect(post).toMatchObject({
      id: repostId,
      content: '',
      user_id: can.id,
      retweeted_status_id: middle.id,
      retweeted_by_username: 'can_load',
      retweeted_by: 'can_load',
      latest_retweet_by: { username: 'can_load', nickname: null },
      // Like a retweet in X's API, the repost carries its original's counts and the viewer's flags on it.
      retweet_count: 1,
      is_retweeted: true,
      retweeted: true,
      user_retweeted: true,
      is_retweet: true,
      abilities: { can_edit: false, can_delete: true, can_like: true },
      retweeted_status: {
        id: middle.id,
        content: 'quoting can',
        user_nickname: 'Ayşe',
        is_quote_status: true,
        quoted_status_id: base.id,
        retweeted_status: null,
        quoted_status: { id: base.id, content: 'the base #kök', hashtags: ['kök'], quote_count: 1 },
      },
      quoted_status: null,
    })
    // One level deep: the post quoted inside an embed embeds nothing (its embeds stay null, and the
    // contract's PostBase does not carry them to the client).
    const inner = post!.retweeted_status!.quoted_status as Record<string, unknown>
    expect(inner.quoted_status ?? null).toBeNull()
    expect(inner.retweeted_status ?? null).toBeNull()
  })

  it('drops a repost whose original was deleted, keeps a quote of it without the embed', async () => {
    const original = await createPostAs(t.app, ayseToken, 'soon gone')
    await repost(canToken, original.id)
    const [repostId] = await newestRepostIdsOf(can.id, 1)
    const quoting = await quote(canToken, original.id, 'look at this')
    expect((await as(t.app, ayseToken).delete(`/api/posts/${original.id}`)).statusCode).toBe(204)
    const posts = await loadPosts(t.database.db, viewerOf(can), [repostId!, quoting.id])
    expect(posts.map((p) => p.id)).toEqual([quoting.id])
    expect(posts[0]).toMatchObject({
      is_quote_status: true,
      quoted_status_id: original.id,
      quoted_status: null,
    })
  })

  it('sends the same number of statements for 1 post as for 40 posts with media, mentions and embeds', async () => {
    const png = await imageBytes(4, 4)
    const ids: number[] = []
    for (let i = 0; i < 40; i++) {
      const post =
        i % 3 === 0
          ? await createPostAs(t.app, ayseToken, `@can_load #n${i}`, {}, [{ bytes: png }, { bytes: png }])
          : await quote(canToken, ids[i - 1]!, `quote ${i} @ayse_load`)
      ids.push(post.id)
      if (i % 5 === 0) await repost(canToken, post.id)
    }
    ids.push(...(await newestRepostIdsOf(can.id, 8)))
    await as(t.app, canToken).post(`/api/posts/${ids[0]}/like`)
    const one = countingDb()
    const [single] = await loadPosts(one.db, viewerOf(can), [ids[0]!])
    const many = countingDb()
    const all = await loadPosts(many.db, viewerOf(can), ids)
    expect(all).toHaveLength(ids.length)
    expect(single).toMatchObject({ is_liked: true, likes_count: 1, mentions: [can.id] })
    expect(single!.images).toHaveLength(2)
    expect(one.count()).toBeGreaterThan(0)
    expect(many.count()).toBe(one.count())
  })
})

/** The ids of a user's newest reposts, newest first (the toggle answers the original, not the repost). */
async function newestRepostIdsOf(userId: number, n: number): Promise<number[]> {
  const { posts } = schema
  const rows = await t.database.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.userId, userId), isNotNull(posts.repostOfId)))
    .orderBy(desc(posts.id))
    .limit(n)
  return rows.map((r) => r.id)
}
