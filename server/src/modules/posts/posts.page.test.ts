import type { Post } from '@agora/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser, type TestUser } from '../../../test/factories.ts'
import { createPostAs, imageBytes, postForm } from '../../../test/posts.ts'
import { posts } from '../../db/schema/posts.ts'
import { createUniversity } from '../universities/index.ts'

let t: TestApp
let ayse: TestUser
let ayseToken: string
let canToken: string
let events: Record<string, unknown>[]
beforeAll(async () => {
  t = await buildTestApp()
  ayse = await makeUser(t, { username: 'ayse_page' })
  ayseToken = await loginAs(t.app, ayse)
  canToken = await loginAs(t.app, await makeUser(t, { username: 'can_page' }))
  events = []
  await t.events.subscribe('post.created', (event) => events.push(event as Record<string, unknown>))
})
afterAll(() => t.close())

const reply = async (token: string, id: number, content: string) => {
  const res = await postForm(t.app, token, `/api/posts/${id}/comments`, { content })
  expect(res.statusCode).toBe(201)
  return res.json() as Post
}
const page = (token: string | null, id: number) => as(t.app, token).get(`/api/posts/${id}`)

describe('POST /api/posts/{id}/comments', () => {
  it('adds a reply that counts on its parent and tells the parent author (event)', async () => {
    const parent = await createPostAs(t.app, ayseToken, 'ask me')
    events.length = 0
    const res = await postForm(t.app, canToken, `/api/posts/${parent.id}/comments`, { content: 'a #reply' }, [
      { bytes: await imageBytes(6, 6) },
    ])
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      in_reply_to_id: parent.id,
      in_reply_to: { id: parent.id, user_username: 'ayse_page', deleted: false },
      hashtags: ['reply'],
    })
    expect((res.json() as Post).images).toHaveLength(1)
    expect(events).toEqual([
      expect.objectContaining({ type: 'post.created', in_reply_to_id: parent.id, parent_author_id: ayse.id }),
    ])
    expect((await page(ayseToken, parent.id)).json()).toMatchObject({ replies_count: 1, comments_count: 1 })
  })

  it('refuses empty and over-long replies (422), deleted or missing posts (404), no token (401)', async () => {
    const parent = await createPostAs(t.app, ayseToken, 'strict')
    expect(
      (await postForm(t.app, canToken, `/api/posts/${parent.id}/comments`, { content: ' ' })).statusCode,
    ).toBe(422)
    const long = await postForm(t.app, canToken, `/api/posts/${parent.id}/comments`, {
      content: 'x'.repeat(281),
    })
    expect(long.statusCode).toBe(422)
    expect(
      (await postForm(t.app, null, `/api/posts/${parent.id}/comments`, { content: 'x' })).statusCode,
    ).toBe(401)
    const unverified = await loginAs(t.app, await makeUser(t, { verified: false }))
    const refused = await postForm(t.app, unverified, `/api/posts/${parent.id}/comments`, { content: 'x' })
    expect(refused.statusCode).toBe(403)
    await as(t.app, ayseToken).delete(`/api/posts/${parent.id}`)
    expect(
      (await postForm(t.app, canToken, `/api/posts/${parent.id}/comments`, { content: 'x' })).statusCode,
    ).toBe(404)
    expect((await postForm(t.app, canToken, '/api/posts/777777/comments', { content: 'x' })).statusCode).toBe(
      404,
    )
  })
})

describe('GET /api/posts/{id}', () => {
  it('answers the post with its direct replies oldest first, each with at most 4 of its own', async () => {
    const root = await createPostAs(t.app, ayseToken, 'thread')
    const first = await reply(canToken, root.id, 'first')
    const second = await reply(ayseToken, root.id, 'second')
    const nested: number[] = []
    for (let i = 0; i < 6; i++) nested.push((await reply(i % 2 ? ayseToken : canToken, first.id, `n${i}`)).id)
    const deepest = await reply(canToken, nested[0]!, 'deeper')
    const res = await page(canToken, root.id)
    expect(res.statusCode).toBe(200)
    const body = res.json() as Post
    expect(body).toMatchObject({ id: root.id, content: 'thread', replies_count: 2 })
    expect(body.replies!.map((r) => [r.id, r.replies!.map((n) => n.id)])).toEqual([
      [first.id, nested.slice(0, 4)],
      [second.id, []],
    ])
    expect(body.replies![0]).toMatchObject({ replies_count: 6, in_reply_to_id: root.id })
    expect(body.replies![0]!.replies![0]).toMatchObject({ replies_count: 1, content: 'n0' })
    expect(JSON.stringify(body)).not.toContain(`"id":${deepest.id},`)

    const rest = await as(t.app, canToken).get(`/api/posts/${first.id}/replies?skip=4&limit=20`)
    expect(rest.statusCode).toBe(200)
    expect((rest.json() as Post[]).map((p) => p.id)).toEqual(nested.slice(4))
    const limited = await as(t.app, canToken).get(`/api/posts/${first.id}/replies?limit=2`)
    expect((limited.json() as Post[]).map((p) => p.id)).toEqual(nested.slice(0, 2))
    expect((await as(t.app, canToken).get(`/api/posts/${first.id}/replies?limit=1000`)).statusCode).toBe(422)
    expect((await as(t.app, canToken).get(`/api/posts/${first.id}/replies?skip=-1`)).statusCode).toBe(422)
  })

  it('leaves deleted replies out of the thread', async () => {
    const root = await createPostAs(t.app, ayseToken, 'pruned')
    const gone = await reply(canToken, root.id, 'regret')
    const kept = await reply(canToken, root.id, 'keep')
    await as(t.app, canToken).delete(`/api/posts/${gone.id}`)
    const body = (await page(ayseToken, root.id)).json() as Post
    expect(body.replies!.map((r) => r.id)).toEqual([kept.id])
  })

  it('counts each signed-in viewer once in views_count, the author included', async () => {
    const post = await createPostAs(t.app, ayseToken, 'watch')
    expect(((await page(canToken, post.id)).json() as Post).views_count).toBe(1)
    expect(((await page(canToken, post.id)).json() as Post).views_count).toBe(1)
    const third = await page(ayseToken, post.id)
    expect(third.json()).toMatchObject({ views_count: 2, views: 2 })
  })

  it('answers 404 with the same body for a missing, deleted or hidden post; 401 without a token', async () => {
    const draft = await createPostAs(t.app, ayseToken, 'hidden', { published: 'false' })
    const deleted = await createPostAs(t.app, ayseToken, 'deleted')
    await as(t.app, ayseToken).delete(`/api/posts/${deleted.id}`)
    const answers = await Promise.all([draft.id, deleted.id, 555_555].map((id) => page(canToken, id)))
    for (const res of answers) {
      expect(res.statusCode).toBe(404)
      expect(res.body).toBe(answers[0]!.body)
    }
    // A page the viewer may not open counts no view: the author's own visit is the draft's first.
    expect(((await page(ayseToken, draft.id)).json() as Post).views_count).toBe(1)
    expect((await as(t.app, canToken).get(`/api/posts/${draft.id}/replies`)).statusCode).toBe(404)
    expect((await as(t.app, null).get(`/api/posts/${draft.id}/replies`)).statusCode).toBe(401)
    expect((await page(null, draft.id)).statusCode).toBe(401)
    const unverified = await loginAs(t.app, await makeUser(t, { verified: false }))
    expect((await page(unverified, deleted.id)).statusCode).toBe(403)
  })

  it('shows a repost with its original, and the original thread', async () => {
    const original = await createPostAs(t.app, ayseToken, 'reposted thread')
    const answer = await reply(canToken, original.id, 'answer')
    await as(t.app, canToken).post(`/api/posts/${original.id}/retweet`)
    const [repost] = await t.database.db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.repostOfId, original.id))
    const body = (await page(ayseToken, repost!.id)).json() as Post
    expect(body).toMatchObject({
      id: repost!.id,
      retweeted_status: { id: original.id, content: 'reposted thread' },
    })
    expect(body.replies!.map((r) => r.id)).toEqual([answer.id])
    // A reply to the repost goes to the original.
    const viaRepost = await reply(ayseToken, repost!.id, 'via repost')
    expect(viaRepost.in_reply_to_id).toBe(original.id)
  })
})

describe('GET /api/posts/universities/{id}/posts', () => {
  it('lists the posts published to a university, newest first, and 404 for an unknown one', async () => {
    const uni = await createUniversity(t.database.db, {
      name: 'Page University',
      domains: ['page-uni.edu.tr'],
    })
    const member = await loginAs(t.app, await makeUser(t, { universityId: uni.id }))
    const older = await createPostAs(t.app, member, 'older', { university_id: String(uni.id) })
    const newer = await createPostAs(t.app, member, 'newer', { university_id: String(uni.id) })
    await createPostAs(t.app, member, 'elsewhere')
    const gone = await createPostAs(t.app, member, 'gone', { university_id: String(uni.id) })
    await as(t.app, member).delete(`/api/posts/${gone.id}`)
    const res = await as(t.app, canToken).get(`/api/posts/universities/${uni.id}/posts?skip=0&limit=100`)
    expect(res.statusCode).toBe(200)
    expect((res.json() as Post[]).map((p) => p.id)).toEqual([newer.id, older.id])
    const paged = await as(t.app, canToken).get(`/api/posts/universities/${uni.id}/posts?skip=1&limit=1`)
    expect((paged.json() as Post[]).map((p) => p.id)).toEqual([older.id])
    expect((await as(t.app, canToken).get('/api/posts/universities/9999/posts')).statusCode).toBe(404)
    expect(
      (await as(t.app, canToken).get(`/api/posts/universities/${uni.id}/posts?limit=101`)).statusCode,
    ).toBe(422)
  })
})
