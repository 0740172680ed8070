import type { Post } from '@agora/contract'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { bearer, loginAs, makeUser, type TestUser } from '../../../test/factories.ts'
import { createPostAs, imageBytes, postForm } from '../../../test/posts.ts'
import { queryRows } from '../../db/client.ts'
import { posts } from '../../db/schema/posts.ts'

let t: TestApp
let ayse: TestUser
let ayseToken: string
let canToken: string
beforeAll(async () => {
  t = await buildTestApp()
  ayse = await makeUser(t, { username: 'ayse_edit' })
  ayseToken = await loginAs(t.app, ayse)
  canToken = await loginAs(t.app, await makeUser(t, { username: 'can_edit' }))
})
afterAll(() => t.close())

const edit = (token: string | null, id: number, content: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/posts/${id}`,
    headers: token ? bearer(token) : {},
    payload: { content },
  })
// The hashtags module's table, read as the database holds it.
const countOf = async (name: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT posts_count AS n FROM hashtags WHERE name = ${name}`,
    )
  )[0]?.n ?? 0

describe('PUT /api/posts/{id}', () => {
  it('lets the owner change the text: edited, hashtags and mentions follow, media stay', async () => {
    const post = await createPostAs(t.app, ayseToken, 'old #eski', {}, [{ bytes: await imageBytes(4, 4) }])
    expect(await countOf('eski')).toBe(1)
    const res = await edit(ayseToken, post.id, 'new #Yeni @can_edit')
    expect(res.statusCode).toBe(200)
    const edited = res.json() as Post
    expect(edited).toMatchObject({
      id: post.id,
      content: 'new #Yeni @can_edit',
      edited: true,
      hashtags: ['yeni'],
      mentioned_users: [{ username: 'can_edit' }],
      images: post.images,
    })
    expect(Date.parse(edited.edited_at!)).toBeGreaterThanOrEqual(Date.parse(post.created_at))
    expect(await countOf('eski')).toBe(0)
    expect(await countOf('yeni')).toBe(1)
    // A post with media may lose its text; one without may not.
    expect((await edit(ayseToken, post.id, '')).statusCode).toBe(200)
    const plain = await createPostAs(t.app, ayseToken, 'text only')
    const empty = await edit(ayseToken, plain.id, '  ')
    expect(empty.statusCode).toBe(422)
    expect(empty.json().detail[0].msg).toBe('Post content cannot be empty')
  })

  it('keeps the 280 code point limit (422) and refuses a missing field (422)', async () => {
    const post = await createPostAs(t.app, ayseToken, 'short')
    expect((await edit(ayseToken, post.id, '🙂'.repeat(280))).statusCode).toBe(200)
    const res = await edit(ayseToken, post.id, 'a'.repeat(281))
    expect(res.statusCode).toBe(422)
    expect(res.json().detail[0].msg).toBe('Post cannot exceed 280 characters')
    expect((await edit(ayseToken, post.id, 'a'.repeat(5000))).statusCode).toBe(422)
    expect((await edit(ayseToken, post.id, 42)).statusCode).toBe(422)
  })

  it("answers 403 on someone else's post, 404 on a deleted one, 401 without a token", async () => {
    const post = await createPostAs(t.app, ayseToken, 'mine')
    const res = await edit(canToken, post.id, 'hijack')
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ detail: 'You can only edit your own posts', code: 'cannot_edit_post' })
    expect((await edit(null, post.id, 'x')).statusCode).toBe(401)
    const unverifiedOwner = await loginAs(t.app, await makeUser(t, { verified: false }))
    expect((await edit(unverifiedOwner, post.id, 'x')).statusCode).toBe(403)
    await as(t.app, ayseToken).delete(`/api/posts/${post.id}`)
    expect((await edit(ayseToken, post.id, 'back')).statusCode).toBe(404)
  })

  it('refuses to edit a repost (it has no text) and to empty a quote', async () => {
    const original = await createPostAs(t.app, canToken, 'original')
    const quote = await postForm(t.app, ayseToken, `/api/posts/${original.id}/quote`, { comment: 'mine' })
    expect((await edit(ayseToken, quote.json().id, ' ')).statusCode).toBe(422)
    await as(t.app, ayseToken).post(`/api/posts/${original.id}/retweet`)
    const [repost] = await t.database.db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.userId, ayse.id), eq(posts.repostOfId, original.id)))
    const page = (await as(t.app, ayseToken).get(`/api/posts/${repost!.id}`)).json() as Post
    expect(page.abilities).toMatchObject({ can_edit: false, can_delete: true })
    expect((await edit(ayseToken, repost!.id, 'words')).statusCode).toBe(403)
  })
})

describe('DELETE /api/posts/{id}', () => {
  it('soft-deletes an own post: 204, then 404 everywhere, and its hashtags uncount it', async () => {
    const post = await createPostAs(t.app, ayseToken, 'bye #veda')
    expect(await countOf('veda')).toBe(1)
    const res = await as(t.app, ayseToken).delete(`/api/posts/${post.id}`)
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect(await countOf('veda')).toBe(0)
    const gone = await as(t.app, ayseToken).get(`/api/posts/${post.id}`)
    expect(gone.statusCode).toBe(404)
    expect((await as(t.app, ayseToken).delete(`/api/posts/${post.id}`)).statusCode).toBe(404)
  })

  it("answers 403 on someone else's post and 401 without a token", async () => {
    const post = await createPostAs(t.app, ayseToken, 'stay')
    const res = await as(t.app, canToken).delete(`/api/posts/${post.id}`)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ detail: 'You can only delete your own posts', code: 'cannot_delete_post' })
    expect((await as(t.app, null).delete(`/api/posts/${post.id}`)).statusCode).toBe(401)
    const unverified = await loginAs(t.app, await makeUser(t, { verified: false }))
    const refused = await as(t.app, unverified).delete(`/api/posts/${post.id}`)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ detail: 'Email not verified', code: 'email_not_verified' })
    expect((await as(t.app, canToken).get(`/api/posts/${post.id}`)).statusCode).toBe(200)
  })

  it('counts a deleted reply and quote out of their posts; replies to a deleted post stay', async () => {
    const parent = await createPostAs(t.app, ayseToken, 'parent')
    const reply = (
      await postForm(t.app, canToken, `/api/posts/${parent.id}/comments`, { content: 'reply' })
    ).json()
    const quote = (
      await postForm(t.app, canToken, `/api/posts/${parent.id}/quote`, { comment: 'quote' })
    ).json()
    let seen = (await as(t.app, ayseToken).get(`/api/posts/${parent.id}`)).json() as Post
    expect(seen).toMatchObject({ replies_count: 1, comments_count: 1, quote_count: 1 })
    await as(t.app, canToken).delete(`/api/posts/${reply.id}`)
    await as(t.app, canToken).delete(`/api/posts/${quote.id}`)
    seen = (await as(t.app, ayseToken).get(`/api/posts/${parent.id}`)).json() as Post
    expect(seen).toMatchObject({ replies_count: 0, quote_count: 0, replies: [] })

    const kept = (
      await postForm(t.app, canToken, `/api/posts/${parent.id}/comments`, { content: 'kept' })
    ).json()
    await as(t.app, ayseToken).delete(`/api/posts/${parent.id}`)
    const orphan = await as(t.app, canToken).get(`/api/posts/${kept.id}`)
    expect(orphan.statusCode).toBe(200)
    expect(orphan.json()).toMatchObject({
      in_reply_to_id: parent.id,
      in_reply_to: { id: parent.id, user_id: ayse.id, user_username: 'ayse_edit', deleted: true },
    })
  })
})
