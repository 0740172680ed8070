import type { Post } from '@agora/contract'
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser, type TestUser } from '../../../test/factories.ts'
import { createPostAs, postForm } from '../../../test/posts.ts'
import { posts } from '../../db/schema/posts.ts'

let t: TestApp
let ayse: TestUser
let ayseToken: string
let canToken: string
let events: { channel: string; event: Record<string, unknown> }[]
beforeAll(async () => {
  t = await buildTestApp()
  ayse = await makeUser(t, { username: 'ayse_act' })
  ayseToken = await loginAs(t.app, ayse)
  canToken = await loginAs(t.app, await makeUser(t, { username: 'can_act' }))
  events = []
  for (const channel of [
    'post.liked',
    'post.saved',
    'post.reposted',
    'post.unliked',
    'post.unsaved',
    'post.unreposted',
  ]) {
    await t.events.subscribe(channel, (event) =>
      events.push({ channel, event: event as Record<string, unknown> }),
    )
  }
})
afterAll(() => t.close())

const toggle = (token: string | null, method: 'POST' | 'DELETE', id: number, action: string) =>
  as(t.app, token).send(method, `/api/posts/${id}/${action}`)

const cases = [
  { action: 'like', flag: 'is_liked', count: 'likes_count', channel: 'post.liked', undo: 'post.unliked' },
  { action: 'save', flag: 'is_saved', count: null, channel: 'post.saved', undo: 'post.unsaved' },
  {
    action: 'retweet',
    flag: 'is_retweeted',
    count: 'retweet_count',
    channel: 'post.reposted',
    undo: 'post.unreposted',
  },
] as const

describe.each(cases)('POST and DELETE /api/posts/{id}/$action', ({ action, flag, count, channel, undo }) => {
  it('sets and unsets idempotently, answering the updated Post, and publishes once', async () => {
    const post = await createPostAs(t.app, ayseToken, `${action} me`)
    events.length = 0
    for (let i = 0; i < 2; i++) {
      const res = await toggle(canToken, 'POST', post.id, action)
      expect(res.statusCode).toBe(200)
      const body = res.json() as Post
      expect(body.id).toBe(post.id)
      expect(body[flag]).toBe(true)
      if (count) expect(body[count]).toBe(1)
    }
    expect(events.filter((e) => e.channel === channel)).toEqual([
      { channel, event: expect.objectContaining({ post_id: post.id, author_id: ayse.id }) },
    ])
    // Another viewer sees the count but not the flag.
    const seen = (await as(t.app, ayseToken).get(`/api/posts/${post.id}`)).json() as Post
    expect(seen[flag]).toBe(false)
    if (count) expect(seen[count]).toBe(1)
    for (let i = 0; i < 2; i++) {
      const res = await toggle(canToken, 'DELETE', post.id, action)
      expect(res.statusCode).toBe(200)
      const body = res.json() as Post
      expect(body[flag]).toBe(false)
      // Never below zero, however often the undo repeats.
      if (count) expect(body[count]).toBe(0)
    }
    // The undo publishes once too (notifications withdraw the unread one).
    expect(events.filter((e) => e.channel === undo)).toEqual([
      { channel: undo, event: expect.objectContaining({ post_id: post.id, author_id: ayse.id }) },
    ])
  })

  it('answers 404 on a deleted, hidden or missing post and 403 on an own draft', async () => {
    const gone = await createPostAs(t.app, ayseToken, 'gone')
    await as(t.app, ayseToken).delete(`/api/posts/${gone.id}`)
    const draft = await createPostAs(t.app, ayseToken, 'draft', { published: 'false' })
    for (const id of [gone.id, draft.id, 987_654]) {
      const res = await toggle(canToken, 'POST', id, action)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ detail: 'Post not found', code: 'post_not_found' })
    }
    expect((await toggle(canToken, 'DELETE', gone.id, action)).statusCode).toBe(404)
    expect((await toggle(ayseToken, 'POST', draft.id, action)).statusCode).toBe(403)
  })

  it('answers 401 without a token, 403 to an unverified account, 422 for a malformed id', async () => {
    const post = await createPostAs(t.app, ayseToken, 'guarded')
    expect((await toggle(null, 'POST', post.id, action)).statusCode).toBe(401)
    const unverified = await loginAs(t.app, await makeUser(t, { verified: false }))
    expect((await toggle(unverified, 'POST', post.id, action)).statusCode).toBe(403)
    expect((await toggle(canToken, 'POST', 0, action)).statusCode).toBe(422)
    expect((await as(t.app, canToken).post(`/api/posts/abc/${action}`)).statusCode).toBe(422)
    expect((await as(t.app, canToken).post(`/api/posts/99999999999/${action}`)).statusCode).toBe(422)
  })
})

describe('toggles on a repost', () => {
  it('act on the original and answer it', async () => {
    const original = await createPostAs(t.app, ayseToken, 'original')
    await toggle(canToken, 'POST', original.id, 'retweet')
    const [repostId] = await repostIdsOf(canToken, original.id)
    const liked = await toggle(ayseToken, 'POST', repostId!, 'like')
    expect(liked.json()).toMatchObject({ id: original.id, is_liked: true, likes_count: 1 })
  })
})

describe('reposting', () => {
  it('makes one live repost per user, which undo removes (its page then answers 404)', async () => {
    const original = await createPostAs(t.app, ayseToken, 'share me')
    await toggle(canToken, 'POST', original.id, 'retweet')
    await toggle(canToken, 'POST', original.id, 'retweet')
    const reposts = await repostIdsOf(canToken, original.id)
    expect(reposts).toHaveLength(1)
    const page = await as(t.app, canToken).get(`/api/posts/${reposts[0]}`)
    expect(page.json()).toMatchObject({
      retweeted_status_id: original.id,
      retweeted_status: { id: original.id },
    })
    await toggle(canToken, 'DELETE', original.id, 'retweet')
    expect((await as(t.app, canToken).get(`/api/posts/${reposts[0]}`)).statusCode).toBe(404)
    const again = await toggle(canToken, 'POST', original.id, 'retweet')
    expect(again.json()).toMatchObject({ retweet_count: 1, is_retweeted: true })
  })

  it('allows reposting one own post, as on X and Bluesky', async () => {
    const own = await createPostAs(t.app, ayseToken, 'mine')
    const res = await toggle(ayseToken, 'POST', own.id, 'retweet')
    expect(res.json()).toMatchObject({
      retweet_count: 1,
      is_retweeted: true,
      abilities: { can_repost: true },
    })
  })

  it('deleting the repost itself counts it out of the original', async () => {
    const original = await createPostAs(t.app, ayseToken, 'counted')
    await toggle(canToken, 'POST', original.id, 'retweet')
    const [repostId] = await repostIdsOf(canToken, original.id)
    expect((await as(t.app, canToken).delete(`/api/posts/${repostId}`)).statusCode).toBe(204)
    const after = (await as(t.app, canToken).get(`/api/posts/${original.id}`)).json() as Post
    expect(after).toMatchObject({ retweet_count: 0, is_retweeted: false })
  })
})

describe('GET /api/users/me/saved-posts', () => {
  it('lists what the viewer saved and may still see, newest save first, with skip and limit', async () => {
    const reader = await loginAs(t.app, await makeUser(t))
    const saved: Post[] = []
    for (const text of ['one', 'two', 'three']) {
      const post = await createPostAs(t.app, ayseToken, text)
      await toggle(reader, 'POST', post.id, 'save')
      saved.push(post)
    }
    await as(t.app, ayseToken).delete(`/api/posts/${saved[1]!.id}`)
    const list = await as(t.app, reader).get('/api/users/me/saved-posts?skip=0&limit=50')
    expect(list.statusCode).toBe(200)
    expect((list.json() as Post[]).map((p) => [p.content, p.is_saved])).toEqual([
      ['three', true],
      ['one', true],
    ])
    const second = await as(t.app, reader).get('/api/users/me/saved-posts?skip=1&limit=1')
    expect((second.json() as Post[]).map((p) => p.content)).toEqual(['one'])
    expect((await as(t.app, reader).get('/api/users/me/saved-posts?limit=0')).statusCode).toBe(422)
    expect((await as(t.app, null).get('/api/users/me/saved-posts')).statusCode).toBe(401)
  })
})

describe('quoting', () => {
  it('makes a post that embeds the original, counts the quote and needs a non-blank comment', async () => {
    const original = await createPostAs(t.app, ayseToken, 'quote me')
    for (const comment of ['', '   ']) {
      const res = await postForm(t.app, canToken, `/api/posts/${original.id}/quote`, { comment })
      expect(res.statusCode).toBe(422)
      expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'comment'], msg: 'Comment cannot be empty' })
    }
    const long = await postForm(t.app, canToken, `/api/posts/${original.id}/quote`, {
      comment: 'x'.repeat(281),
    })
    expect(long.statusCode).toBe(422)
    const res = await postForm(t.app, canToken, `/api/posts/${original.id}/quote`, { comment: ' so true ' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      content: 'so true',
      is_quote_status: true,
      quoted_status_id: original.id,
      quoted_status: { id: original.id, quote_count: 1, content: 'quote me' },
    })
  })

  it('answers 404 for a deleted or missing post and 401 without a token', async () => {
    const gone = await createPostAs(t.app, ayseToken, 'gone')
    await as(t.app, ayseToken).delete(`/api/posts/${gone.id}`)
    expect(
      (await postForm(t.app, canToken, `/api/posts/${gone.id}/quote`, { comment: 'x' })).statusCode,
    ).toBe(404)
    expect((await postForm(t.app, canToken, '/api/posts/424242/quote', { comment: 'x' })).statusCode).toBe(
      404,
    )
    expect((await postForm(t.app, null, `/api/posts/${gone.id}/quote`, { comment: 'x' })).statusCode).toBe(
      401,
    )
    const unverified = await loginAs(t.app, await makeUser(t, { verified: false }))
    const live = await createPostAs(t.app, ayseToken, 'live')
    const refused = await postForm(t.app, unverified, `/api/posts/${live.id}/quote`, { comment: 'x' })
    expect(refused.statusCode).toBe(403)
    expect((await as(t.app, unverified).get('/api/users/me/saved-posts')).statusCode).toBe(403)
  })
})

/** The ids of the live reposts the token's user made of a post (a toggle answers the original). */
async function repostIdsOf(token: string, originalId: number): Promise<number[]> {
  const me = (await as(t.app, token).get('/api/users/me')).json() as { id: number }
  const rows = await t.database.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.userId, me.id), eq(posts.repostOfId, originalId), isNull(posts.deletedAt)))
  return rows.map((r) => r.id)
}
