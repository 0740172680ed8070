import type { Post } from '@agora/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { bearer, loginAs, makeUser, type TestUser } from '../../../test/factories.ts'
import { follow } from '../../../test/graph.ts'
import { createPostAs, imageBytes, postForm } from '../../../test/posts.ts'
import { queryRows } from '../../db/client.ts'

/** Issue 16: content warnings, images' alt text and who may reply (threadgates), through HTTP. */

let t: TestApp
let ayse: TestUser
let can: TestUser
let deniz: TestUser
const tokens: Record<string, string> = {}
beforeAll(async () => {
  t = await buildTestApp()
  ayse = await makeUser(t, { username: 'ayse_ctl' })
  can = await makeUser(t, { username: 'can_ctl' })
  deniz = await makeUser(t, { username: 'deniz_ctl' })
  for (const user of [ayse, can, deniz]) tokens[user.username] = await loginAs(t.app, user)
  // Ayşe follows Can, not Deniz.
  await follow(t.database.db, ayse.id, can.id)
})
afterAll(() => t.close())

const token = (user: TestUser) => tokens[user.username]!
const reply = (user: TestUser, postId: number, fields: Record<string, string> = {}) =>
  postForm(t.app, token(user), `/api/posts/${postId}/comments`, { content: 'a reply', ...fields })
const put = (user: TestUser, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url, headers: bearer(token(user)), payload })
const get = async (user: TestUser, id: number) =>
  (await as(t.app, token(user)).get(`/api/posts/${id}`)).json() as Post
const countRows = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number }>(t.database.db, query))[0]?.n ?? 0)
const repliesTo = (id: number) => countRows(sql`SELECT count(*) AS n FROM posts WHERE in_reply_to_id = ${id}`)
const issueCode = (res: { json: () => unknown }) =>
  (res.json() as { detail: { code?: string }[] }).detail[0]?.code

describe('content warnings', () => {
  it('stores a trimmed warning on posts, replies and quotes, and answers it', async () => {
    const post = await createPostAs(t.app, token(ayse), 'the finale', { content_warning: '  spoilers  ' })
    expect(post.content_warning).toBe('spoilers')
    expect((await get(can, post.id)).content_warning).toBe('spoilers')
    const answer = await reply(can, post.id, { content_warning: 'more spoilers' })
    expect(answer.statusCode).toBe(201)
    expect((answer.json() as Post).content_warning).toBe('more spoilers')
    const quote = await postForm(t.app, token(can), `/api/posts/${post.id}/quote`, {
      comment: 'so good',
      content_warning: 'finale',
    })
    expect(quote.statusCode).toBe(201)
    expect(quote.json()).toMatchObject({
      content_warning: 'finale',
      quoted_status: { content_warning: 'spoilers' },
    })
  })

  it('answers null without one, and a blank one is none', async () => {
    expect((await createPostAs(t.app, token(ayse), 'plain')).content_warning).toBeNull()
    expect(
      (await createPostAs(t.app, token(ayse), 'blank', { content_warning: '   ' })).content_warning,
    ).toBeNull()
  })

  it('refuses a warning over 100 characters with a 422 naming the field, and writes nothing', async () => {
    const before = await countRows(sql`SELECT count(*) AS n FROM posts`)
    const res = await postForm(t.app, token(ayse), '/api/posts/', {
      content: 'x',
      content_warning: 'w'.repeat(101),
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      detail: [{ loc: ['body', 'content_warning'], code: 'content_warning_too_long' }],
    })
    expect(await countRows(sql`SELECT count(*) AS n FROM posts`)).toBe(before)
    const ok = await postForm(t.app, token(ayse), '/api/posts/', {
      content: 'x',
      content_warning: 'ş'.repeat(100),
    })
    expect(ok.statusCode).toBe(201)
  })

  it('changes and removes the warning by editing; someone else cannot', async () => {
    const post = await createPostAs(t.app, token(ayse), 'text', { content_warning: 'old' })
    const changed = await put(ayse, `/api/posts/${post.id}`, { content: 'text', content_warning: 'new' })
    expect(changed.json()).toMatchObject({ content_warning: 'new', edited: true })
    const kept = await put(ayse, `/api/posts/${post.id}`, { content: 'text 2' })
    expect(kept.json()).toMatchObject({ content_warning: 'new', content: 'text 2' })
    const removed = await put(ayse, `/api/posts/${post.id}`, { content: 'text', content_warning: null })
    expect((removed.json() as Post).content_warning).toBeNull()
    const stranger = await put(can, `/api/posts/${post.id}`, { content: 'mine', content_warning: 'x' })
    expect(stranger.statusCode).toBe(403)
    expect(stranger.json()).toEqual({ detail: 'You can only edit your own posts', code: 'cannot_edit_post' })
    const long = await put(ayse, `/api/posts/${post.id}`, {
      content: 'text',
      content_warning: 'w'.repeat(101),
    })
    expect(long.statusCode).toBe(422)
    expect((await get(ayse, post.id)).content_warning).toBeNull()
  })
})

describe('alt text', () => {
  it('stores the alt text of each image in order; images without one answer null', async () => {
    const png = await imageBytes(4, 4)
    const post = await createPostAs(
      t.app,
      token(ayse),
      'three cats',
      { alt_text_0: ' A grey cat on a sofa ', alt_text_2: 'A kitten' },
      [{ bytes: png }, { bytes: png }, { bytes: png }],
    )
    expect(post.images.map((i) => i.alt_text)).toEqual(['A grey cat on a sofa', null, 'A kitten'])
    expect((await get(can, post.id)).images.map((i) => i.alt_text)).toEqual([
      'A grey cat on a sofa',
      null,
      'A kitten',
    ])
  })

  it('refuses alt text over 1000 characters, and alt text for a missing image, with 422; nothing is stored', async () => {
    const before = await countRows(sql`SELECT count(*) AS n FROM post_media`)
    const long = await postForm(t.app, token(ayse), '/api/posts/', { alt_text_0: 'a'.repeat(1001) }, [
      { bytes: await imageBytes(4, 4) },
    ])
    expect(long.statusCode).toBe(422)
    expect(long.json()).toMatchObject({
      detail: [{ loc: ['body', 'alt_text_0'], code: 'alt_text_too_long' }],
    })
    const orphan = await postForm(
      t.app,
      token(ayse),
      '/api/posts/',
      { content: 'x', alt_text_1: 'nothing' },
      [{ bytes: await imageBytes(4, 4) }],
    )
    expect(orphan.statusCode).toBe(422)
    expect(issueCode(orphan)).toBe('alt_text_without_image')
    expect(await countRows(sql`SELECT count(*) AS n FROM post_media`)).toBe(before)
  })

  it('lets the owner change alt text by editing; someone else cannot', async () => {
    const post = await createPostAs(t.app, token(ayse), 'a photo', {}, [{ bytes: await imageBytes(4, 4) }])
    const image = post.images[0]!
    const stranger = await put(can, `/api/posts/${post.id}`, {
      content: 'a photo',
      alt_texts: [{ id: image.id, alt_text: 'defaced' }],
    })
    expect(stranger.statusCode).toBe(403)
    expect((await get(ayse, post.id)).images[0]!.alt_text).toBeNull()
    const res = await put(ayse, `/api/posts/${post.id}`, {
      content: 'a photo',
      alt_texts: [{ id: image.id, alt_text: 'The campus at dawn' }],
    })
    expect(res.statusCode).toBe(200)
    expect((res.json() as Post).images[0]!.alt_text).toBe('The campus at dawn')
    const other = await createPostAs(t.app, token(can), 'his', {}, [{ bytes: await imageBytes(4, 4) }])
    const foreign = await put(ayse, `/api/posts/${post.id}`, {
      content: 'a photo',
      alt_texts: [{ id: other.images[0]!.id, alt_text: 'not mine' }],
    })
    expect(foreign.statusCode).toBe(422)
    expect(issueCode(foreign)).toBe('alt_text_without_image')
    const long = await put(ayse, `/api/posts/${post.id}`, {
      content: 'a photo',
      alt_texts: [{ id: image.id, alt_text: 'a'.repeat(1001) }],
    })
    expect(long.statusCode).toBe(422)
    expect((await get(can, other.id)).images[0]!.alt_text).toBeNull()
    expect((await get(ayse, post.id)).images[0]!.alt_text).toBe('The campus at dawn')
  })
})

describe('who may reply', () => {
  it('is everyone by default: the post answers it and anyone may reply', async () => {
    const post = await createPostAs(t.app, token(ayse), 'open')
    expect(post.reply_policy).toBe('everyone')
    expect((await get(deniz, post.id)).abilities.can_reply).toBe(true)
    expect((await reply(deniz, post.id)).statusCode).toBe(201)
  })

  it('following: people the author follows reply; others get 403 reply_not_allowed and nothing is written', async () => {
    const post = await createPostAs(t.app, token(ayse), 'followers talk', { reply_policy: 'following' })
    expect(post).toMatchObject({
      reply_policy: 'following',
      abilities: { can_reply: true, can_set_reply_policy: true },
    })
    expect((await get(deniz, post.id)).abilities).toMatchObject({ can_reply: false, can_like: true })
    expect((await get(can, post.id)).abilities.can_reply).toBe(true)
    const refused = await reply(deniz, post.id)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({
      detail: 'The author limited who can reply to this post',
      code: 'reply_not_allowed',
    })
    expect(await repliesTo(post.id)).toBe(0)
    expect((await get(ayse, post.id)).replies_count).toBe(0)
    const allowed = await reply(can, post.id)
    expect(allowed.statusCode).toBe(201)
    // The gate holds down the thread: Deniz cannot answer Can's reply either, and the answer says so.
    const canReply = allowed.json() as Post
    expect(canReply.reply_policy).toBe('following')
    expect((await get(deniz, canReply.id)).abilities.can_reply).toBe(false)
    expect((await reply(deniz, canReply.id)).statusCode).toBe(403)
    expect(await repliesTo(canReply.id)).toBe(0)
  })

  it('the author always replies in their own gated thread', async () => {
    const post = await createPostAs(t.app, token(ayse), 'only me and @can_ctl', { reply_policy: 'mentioned' })
    expect((await reply(ayse, post.id)).statusCode).toBe(201)
  })

  it('mentioned: people the post mentions reply; others, even followed ones, do not', async () => {
    const post = await createPostAs(t.app, token(ayse), 'hey @deniz_ctl', { reply_policy: 'mentioned' })
    expect((await get(deniz, post.id)).abilities.can_reply).toBe(true)
    expect((await get(can, post.id)).abilities.can_reply).toBe(false)
    const refused = await reply(can, post.id)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'reply_not_allowed' })
    expect(await repliesTo(post.id)).toBe(0)
    expect((await reply(deniz, post.id)).statusCode).toBe(201)
  })

  it('refuses an unknown policy and a policy on a reply with 422', async () => {
    const bad = await postForm(t.app, token(ayse), '/api/posts/', { content: 'x', reply_policy: 'friends' })
    expect(bad.statusCode).toBe(422)
    expect(issueCode(bad)).toBe('reply_policy_invalid')
    const post = await createPostAs(t.app, token(ayse), 'root')
    const onReply = await reply(can, post.id, { reply_policy: 'mentioned' })
    expect(onReply.statusCode).toBe(422)
    expect(issueCode(onReply)).toBe('reply_policy_not_thread_start')
    expect(await repliesTo(post.id)).toBe(0)
  })

  it('the author changes it afterwards without marking the post edited; someone else cannot', async () => {
    const post = await createPostAs(t.app, token(ayse), 'later')
    const stranger = await put(can, `/api/posts/${post.id}/reply-policy`, { reply_policy: 'mentioned' })
    expect(stranger.statusCode).toBe(403)
    expect(stranger.json()).toMatchObject({ code: 'cannot_edit_post' })
    const byEdit = await put(can, `/api/posts/${post.id}`, { content: 'later', reply_policy: 'mentioned' })
    expect(byEdit.statusCode).toBe(403)
    expect((await get(ayse, post.id)).reply_policy).toBe('everyone')
    const res = await put(ayse, `/api/posts/${post.id}/reply-policy`, { reply_policy: 'following' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ reply_policy: 'following', edited: false })
    expect((await reply(deniz, post.id)).statusCode).toBe(403)
    const edited = await put(ayse, `/api/posts/${post.id}`, { content: 'later', reply_policy: 'everyone' })
    expect(edited.json()).toMatchObject({ reply_policy: 'everyone' })
    expect((await reply(deniz, post.id)).statusCode).toBe(201)
    const bad = await put(ayse, `/api/posts/${post.id}/reply-policy`, { reply_policy: 'nobody' })
    expect(bad.statusCode).toBe(422)
  })

  it('a reply does not set a policy of its own: 422 for its author, 403 for anyone else', async () => {
    const post = await createPostAs(t.app, token(ayse), 'root 2')
    const answer = (await reply(can, post.id)).json() as Post
    expect(answer.abilities.can_set_reply_policy).toBe(false)
    const own = await put(can, `/api/posts/${answer.id}/reply-policy`, { reply_policy: 'mentioned' })
    expect(own.statusCode).toBe(422)
    expect(issueCode(own)).toBe('reply_policy_not_thread_start')
    expect(
      (await put(ayse, `/api/posts/${answer.id}/reply-policy`, { reply_policy: 'mentioned' })).statusCode,
    ).toBe(403)
  })

  it('a hidden post answers 404 to a policy change, as a missing one', async () => {
    const res = await put(can, '/api/posts/999999/reply-policy', { reply_policy: 'everyone' })
    expect(res.statusCode).toBe(404)
  })
})
