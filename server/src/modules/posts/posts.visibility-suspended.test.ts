import type { DetailedSearchResponse, FeedResponse, Post } from '@agora/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser } from '../../../test/factories.ts'
import { follow } from '../../../test/graph.ts'

import { seedPost, seedReaction } from './posts.seed.ts'

/**
 * The visibility matrix's suspended author (issue 16): while the suspension lasts, every read path
 * leaves the author's posts out for every viewer, as if they were deleted, and they come back by
 * themselves when it ends. (Suspension itself, and the sign-in it refuses, are tested in
 * modules/moderation.)
 */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const ids = (list: { id: number }[]) => list.map((p) => p.id)

async function get<T>(token: string, url: string): Promise<{ status: number; body: T }> {
  const res = await as(t.app, token).get(url)
  return { status: res.statusCode, body: res.json() as T }
}

describe('a suspended author', () => {
  it('is out of every read path for every viewer while suspended, and back when it ends', async () => {
    const db = t.database.db
    const [author, amp, follower, stranger] = [
      await makeUser(t),
      await makeUser(t),
      await makeUser(t),
      await makeUser(t),
    ]
    await follow(db, follower.id, author.id)
    for (const u of [follower, stranger]) await follow(db, u.id, amp.id)
    const tag = `susp_${Date.now().toString(36)}`
    const thread = (await seedPost(db, { userId: amp.id, content: 'How was your week' })).id
    const post = (await seedPost(db, { userId: author.id, content: `Shouting #${tag}` })).id
    const reply = (await seedPost(db, { userId: author.id, content: `Fine #${tag}`, inReplyToId: thread })).id
    const repost = (await seedPost(db, { userId: amp.id, repostOfId: post })).id
    const quote = (await seedPost(db, { userId: amp.id, content: 'Look', quotedStatusId: post })).id
    await seedReaction(db, 'save', follower.id, post)
    const tokens = [await loginAs(t.app, follower), await loginAs(t.app, stranger)]

    const seen = async (token: string) => {
      const page = await get<Post>(token, `/api/posts/${post}`)
      const threadReplies = ids((await get<Post[]>(token, `/api/posts/${thread}/replies?limit=100`)).body)
      const following = (await get<FeedResponse>(token, '/api/feed?tab=following&limit=100')).body.following
      const forYou = ids((await get<FeedResponse>(token, '/api/feed?tab=for_you&limit=100')).body.for_you)
      const tagged = ids((await get<Post[]>(token, `/api/feed/hashtags/${tag}/posts`)).body)
      const found = ids(
        (await get<DetailedSearchResponse>(token, `/api/search/detailed/${tag}?type=posts`)).body.posts,
      )
      const saved = ids((await get<Post[]>(token, '/api/users/me/saved-posts?limit=100')).body)
      const quoted = following.find((p) => p.id === quote)?.quoted_status?.id ?? null
      return {
        page: page.status === 200,
        reply: threadReplies.includes(reply),
        following: ids(following).includes(post) || ids(following).includes(repost),
        quoted: quoted === post,
        forYou: forYou.includes(post),
        tagged: tagged.length > 0,
        found: found.length > 0,
        saved: saved.includes(post),
      }
    }

    await db.execute(sql`UPDATE users SET suspended_until = now() + interval '1 day' WHERE id = ${author.id}`)
    for (const token of tokens) {
      expect(await seen(token)).toEqual({
        page: false,
        reply: false,
        following: false,
        quoted: false,
        forYou: false,
        tagged: false,
        found: false,
        saved: false,
      })
    }

    await db.execute(
      sql`UPDATE users SET suspended_until = now() - interval '1 second' WHERE id = ${author.id}`,
    )
    const back = await seen(tokens[0]!)
    expect(back).toMatchObject({
      page: true,
      reply: true,
      following: true,
      quoted: true,
      tagged: true,
      found: true,
      saved: true,
    })
  })
})
