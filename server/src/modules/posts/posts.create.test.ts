import type { Post } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { bearer, loginAs, makeUser, type TestUser } from '../../../test/factories.ts'
import { postForm, type TestFile } from '../../../test/posts.ts'
import { createUniversity } from '../universities/index.ts'

let t: TestApp
let ali: TestUser
let token: string
beforeAll(async () => {
  t = await buildTestApp()
  ali = await makeUser(t, { username: 'ali_create' })
  token = await loginAs(t.app, ali)
})
afterAll(() => t.close())

const create = (fields: Record<string, string>, files?: TestFile[]) =>
  postForm(t.app, token, '/api/posts/', fields, files)

describe('POST /api/posts/ with text', () => {
  it('answers 201 with the Post: author, hashtags, resolved mentions, zero counts, abilities', async () => {
    const deniz = await makeUser(t, { username: 'Deniz_K' })
    const res = await create({
      content: '  Merhaba #ODTÜ #Kampüs #kampüs @deniz_k @nobody_here  ',
      published: 'true',
    })
    expect(res.statusCode).toBe(201)
    const post = res.json() as Post
    expect(post).toMatchObject({
      content: 'Merhaba #ODTÜ #Kampüs #kampüs @deniz_k @nobody_here',
      user_id: ali.id,
      user_username: 'ali_create',
      user: { id: ali.id, username: 'ali_create' },
      published: true,
      deleted: false,
      edited: false,
      hashtags: ['odtü', 'kampüs'],
      mentions: [deniz.id],
      mentioned_users: [{ id: deniz.id, username: 'Deniz_K' }],
      likes_count: 0,
      replies_count: 0,
      retweet_count: 0,
      images: [],
      video: null,
      retweeted_status: null,
      quoted_status: null,
      abilities: { can_edit: true, can_delete: true, can_like: true, can_repost: true },
    })
    const again = await as(t.app, token).get(`/api/posts/${post.id}`)
    expect(again.json()).toMatchObject({ id: post.id, hashtags: ['odtü', 'kampüs'] })
  })

  it('takes 280 code points and refuses 281 with 422 and the specification message', async () => {
    expect((await create({ content: '😀'.repeat(280) })).statusCode).toBe(201)
    const res = await create({ content: 'ş'.repeat(281) })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      detail: [
        {
          loc: ['body', 'content'],
          msg: 'Post cannot exceed 280 characters',
          type: 'value_error',
          code: 'post_too_long',
        },
      ],
      code: 'validation_failed',
    })
  })

  it('refuses an empty or blank post without media with 422', async () => {
    for (const content of ['', '   \n ']) {
      const res = await create({ content })
      expect(res.statusCode).toBe(422)
      expect(res.json().detail[0]).toMatchObject({
        loc: ['body', 'content'],
        msg: 'Post content cannot be empty',
        code: 'post_empty',
      })
    }
    expect((await create({})).statusCode).toBe(422)
  })

  it('refuses malformed published, university_id and community_id with 422, a missing community with 404', async () => {
    expect((await create({ content: 'x', published: 'maybe' })).statusCode).toBe(422)
    expect((await create({ content: 'x', university_id: 'abc' })).statusCode).toBe(422)
    expect((await create({ content: 'x', community_id: 'abc' })).statusCode).toBe(422)
    const res = await create({ content: 'x', community_id: '999999' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ detail: 'Community not found', code: 'community_not_found' })
  })

  it('posts to the viewer own university only (403 for another)', async () => {
    const metu = await createUniversity(t.database.db, {
      name: 'METU Create',
      domains: ['metu-create.edu.tr'],
    })
    const other = await createUniversity(t.database.db, {
      name: 'ITU Create',
      domains: ['itu-create.edu.tr'],
    })
    const member = await makeUser(t, { universityId: metu.id })
    const memberToken = await loginAs(t.app, member)
    const ok = await postForm(t.app, memberToken, '/api/posts/', {
      content: 'hi',
      university_id: String(metu.id),
    })
    expect(ok.statusCode).toBe(201)
    expect(ok.json()).toMatchObject({ university_id: metu.id })
    const res = await postForm(t.app, memberToken, '/api/posts/', {
      content: 'hi',
      university_id: String(other.id),
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({
      detail: 'You can only post to your own university',
      code: 'not_your_university',
    })
  })

  it('keeps an unpublished post to its author: others get 404', async () => {
    const draft = (await create({ content: 'draft', published: 'false' })).json() as Post
    expect(draft.published).toBe(false)
    expect(draft.abilities.can_like).toBe(false)
    expect((await as(t.app, token).get(`/api/posts/${draft.id}`)).statusCode).toBe(200)
    const stranger = await loginAs(t.app, await makeUser(t))
    const res = await as(t.app, stranger).get(`/api/posts/${draft.id}`)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ detail: 'Post not found', code: 'post_not_found' })
  })

  it('refuses a body that is not multipart with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts/',
      headers: bearer(token),
      payload: { content: 'json' },
    })
    expect(res.statusCode).toBe(415)
    expect(res.json()).toEqual({ detail: 'Expected multipart/form-data', code: 'multipart_expected' })
  })

  it('answers 401 without a token and 403 to an unverified account', async () => {
    expect((await postForm(t.app, null, '/api/posts/', { content: 'x' })).statusCode).toBe(401)
    const unverified = await loginAs(t.app, await makeUser(t, { verified: false }))
    const res = await postForm(t.app, unverified, '/api/posts/', { content: 'x' })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ detail: 'Email not verified', code: 'email_not_verified' })
  })
})
