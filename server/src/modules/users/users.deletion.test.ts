import type { Post } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs } from '../../../test/factories.ts'
import { createPostAs, imageBytes, postForm } from '../../../test/posts.ts'
import { followAs, signedInUser } from '../../../test/users.ts'
import { queryRows } from '../../db/client.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const user = (opts = {}) => signedInUser(t, opts)
const getPost = async (token: string, id: number) =>
  (await as(t.app, token).get(`/api/posts/${id}`)).json() as Post
const count = async (sql: string) => (await queryRows<{ n: number }>(t.database.db, sql))[0]!.n

describe('DELETE /api/users/me', () => {
  it('with a wrong password answers 400 and changes nothing', async () => {
    const a = await user({ bio: 'still here' })
    const post = await createPostAs(t.app, a.token, 'hello')
    const res = await as(t.app, a.token).delete('/api/users/me', { password: 'not my password' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ detail: 'Incorrect password', code: 'incorrect_password' })
    expect((await as(t.app, a.token).get('/api/users/me')).json()).toMatchObject({
      username: a.username,
      bio: 'still here',
    })
    expect((await as(t.app, a.token).get(`/api/posts/${post.id}`)).statusCode).toBe(200)
    expect(await loginAs(t.app, a)).toEqual(expect.any(String))
  })

  it('refuses a malformed body (422), no token (401) and an unverified account (403)', async () => {
    const a = await user()
    expect((await as(t.app, a.token).delete('/api/users/me', {})).statusCode).toBe(422)
    expect((await as(t.app, null).delete('/api/users/me', { password: 'x' })).statusCode).toBe(401)
    const unverified = await user({ verified: false })
    expect(
      (await as(t.app, unverified.token).delete('/api/users/me', { password: unverified.password }))
        .statusCode,
    ).toBe(403)
  })

  it('removes content, likes, saves, reposts and relations, signs every session out and frees the names', async () => {
    const leaving = await user({ bio: 'bye', firstName: 'Leaving', nickname: 'gone soon' })
    const otherSession = await loginAs(t.app, leaving)
    const author = await user()
    const friend = await user({ isPrivate: true })
    const theirs = await createPostAs(t.app, author.token, 'a post with #farewell')
    await as(t.app, author.token).post(`/api/posts/${theirs.id}/like`)
    for (const action of ['like', 'save', 'retweet']) {
      expect((await as(t.app, leaving.token).post(`/api/posts/${theirs.id}/${action}`)).statusCode).toBe(200)
    }
    await postForm(t.app, leaving.token, `/api/posts/${theirs.id}/comments`, { content: 'my reply' })
    await postForm(t.app, leaving.token, `/api/posts/${theirs.id}/quote`, { comment: 'my quote #farewell' })
    const own = await createPostAs(t.app, leaving.token, 'my own post')
    const reply = await postForm(t.app, author.token, `/api/posts/${own.id}/comments`, {
      content: 'a reply to it',
    })
    await followAs(t.app, leaving, author.id)
    await followAs(t.app, author, leaving.id)
    await followAs(t.app, leaving, friend.id)
    await as(t.app, leaving.token).post(`/api/users/${friend.id}/block`)
    const avatar = await postForm(t.app, leaving.token, '/api/users/upload-avatar', {}, [
      { field: 'file', bytes: await imageBytes(50, 50) },
    ])
    const avatarUrl = avatar.json().avatar_url as string
    expect(await getPost(author.token, theirs.id)).toMatchObject({
      likes_count: 2,
      retweet_count: 1,
      replies_count: 1,
    })
    expect(await count(`select saves_count + quote_count as n from posts where id = ${theirs.id}`)).toBe(2)

    const res = await as(t.app, leaving.token).delete('/api/users/me', { password: leaving.password })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: expect.any(String) })

    // Every session is gone, and the old name signs in no more.
    for (const token of [leaving.token, otherSession]) {
      expect((await as(t.app, token).get('/api/users/me')).statusCode).toBe(401)
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/refresh',
            headers: { authorization: `Bearer ${token}` },
          })
        ).statusCode,
      ).toBe(401)
    }
    await expect(loginAs(t.app, leaving)).rejects.toThrow(/401/)
    expect((await as(t.app, author.token).get(`/api/users/${leaving.id}`)).statusCode).toBe(404)

    // Counters are back down; the account's posts are gone, a reply by someone else stays.
    const after = await getPost(author.token, theirs.id)
    expect(after).toMatchObject({ likes_count: 1, retweet_count: 0, replies_count: 0, is_liked: true })
    const [counters] = await queryRows<{ saves_count: number; quote_count: number }>(
      t.database.db,
      `select saves_count, quote_count from posts where id = ${theirs.id}`,
    )
    expect(counters).toEqual({ saves_count: 0, quote_count: 0 })
    expect((await as(t.app, author.token).get(`/api/posts/${own.id}`)).statusCode).toBe(404)
    expect((await as(t.app, author.token).get(`/api/posts/${reply.json().id}`)).statusCode).toBe(200)
    expect(
      await count(
        `select count(*)::int as n from posts where user_id = ${leaving.id} and deleted_at is null`,
      ),
    ).toBe(0)
    expect(await count(`select posts_count as n from hashtags where name = 'farewell'`)).toBe(1)
    expect(await count(`select count(*)::int as n from post_likes where user_id = ${leaving.id}`)).toBe(0)
    expect(await count(`select count(*)::int as n from post_saves where user_id = ${leaving.id}`)).toBe(0)
    expect(
      await count(`select count(*)::int as n from follows where ${leaving.id} in (follower_id, followee_id)`),
    ).toBe(0)
    expect(
      await count(`select count(*)::int as n from blocks where ${leaving.id} in (blocker_id, blocked_id)`),
    ).toBe(0)
    expect((await as(t.app, author.token).get(`/api/users/${author.id}`)).json()).toMatchObject({
      followers_count: 0,
      following_count: 0,
    })
    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      `select * from users where id = ${leaving.id}`,
    )
    expect(row).toMatchObject({ bio: null, nickname: null, first_name: null, avatar_url: null })
    expect(row!.deleted_at).not.toBeNull()
    expect((await t.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(404)

    // The same address and username register again.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: leaving.email, username: leaving.username, password: 'a new password' },
    })
    expect(again.statusCode).toBe(201)
  })
})
