import type { Post, ProfileComment } from '@agora/contract'
import { ProfileCommentList } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser, type TestUser } from '../../../test/factories.ts'
import { block, follow, markDeleted, requestFollow } from '../../../test/graph.ts'
import { createPostAs, postForm } from '../../../test/posts.ts'

let t: TestApp
let deniz: TestUser
let denizToken: string
let ela: TestUser
let elaToken: string

beforeAll(async () => {
  t = await buildTestApp()
  deniz = await makeUser(t, { username: 'deniz_tabs' })
  ela = await makeUser(t, { username: 'ela_tabs' })
  denizToken = await loginAs(t.app, deniz)
  elaToken = await loginAs(t.app, ela)
})
afterAll(() => t.close())

const get = async <T>(token: string | null, url: string) => {
  const res = await as(t.app, token).get(url)
  return { status: res.statusCode, body: res.json() as T }
}
const ids = (list: { id: number }[]) => list.map((p) => p.id)
const reply = async (token: string, parentId: number, content: string) => {
  const res = await postForm(t.app, token, `/api/posts/${parentId}/comments`, { content })
  expect(res.statusCode).toBe(201)
  return res.json() as Post
}
const TABS = ['posts', 'comments', 'liked-posts'] as const

describe('the profile tabs: access and input', () => {
  it('need a signed-in viewer and check skip, limit and the id (401, 422)', async () => {
    for (const tab of TABS) {
      expect((await get(null, `/api/users/me/${tab}`)).status, tab).toBe(401)
      expect((await get(null, `/api/users/${deniz.id}/${tab}`)).status, tab).toBe(401)
      for (const query of ['skip=-1', 'limit=0', 'limit=101', 'limit=x']) {
        const res = await get<{ detail: { loc: string[] }[] }>(
          denizToken,
          `/api/users/${deniz.id}/${tab}?${query}`,
        )
        expect(res.status, `${tab}?${query}`).toBe(422)
        expect(res.body.detail[0]?.loc[0]).toBe('querystring')
      }
      for (const id of ['abc', '0', '99999999999']) {
        expect((await get(denizToken, `/api/users/${id}/${tab}`)).status, `${tab} ${id}`).toBe(422)
      }
    }
  })

  it('answer 404 "User not found" for a missing or deleted account and for one that blocked the viewer', async () => {
    const gone = await makeUser(t)
    await markDeleted(t.database.db, gone.id)
    const blocker = await makeUser(t)
    await block(t.database.db, blocker.id, deniz.id)
    for (const tab of TABS) {
      for (const id of [2_000_000_000, gone.id, blocker.id]) {
        expect(await get(denizToken, `/api/users/${id}/${tab}`), `${tab} ${id}`).toEqual({
          status: 404,
          body: { detail: 'User not found', code: 'user_not_found' },
        })
      }
      // The blocker still finds the blocked profile (to unblock it), but not its posts.
      expect(await get(await loginAs(t.app, blocker), `/api/users/${deniz.id}/${tab}`)).toEqual({
        status: 403,
        body: { detail: 'You have blocked this account', code: 'you_blocked_account' },
      })
    }
  })

  it('answer 403 on a private account to all but its approved followers, and on an account the viewer blocked', async () => {
    const hidden = await makeUser(t, { isPrivate: true })
    const follower = await makeUser(t)
    const asking = await makeUser(t)
    const blocked = await makeUser(t)
    await follow(t.database.db, follower.id, hidden.id)
    await requestFollow(t.database.db, asking.id, hidden.id)
    await block(t.database.db, deniz.id, blocked.id)
    for (const tab of TABS) {
      const private403 = { status: 403, body: { detail: 'This account is private', code: 'account_private' } }
      expect(await get(denizToken, `/api/users/${hidden.id}/${tab}`)).toEqual(private403)
      expect(await get(await loginAs(t.app, asking), `/api/users/${hidden.id}/${tab}`)).toEqual(private403)
      expect((await get(await loginAs(t.app, follower), `/api/users/${hidden.id}/${tab}`)).status).toBe(200)
      expect((await get(await loginAs(t.app, hidden), `/api/users/me/${tab}`)).status).toBe(200)
      expect((await get(await loginAs(t.app, hidden), `/api/users/${hidden.id}/${tab}`)).status).toBe(200)
      expect(await get(denizToken, `/api/users/${blocked.id}/${tab}`)).toEqual({
        status: 403,
        body: { detail: 'You have blocked this account', code: 'you_blocked_account' },
      })
    }
  })
})

describe('GET /api/users/{id}/posts', () => {
  it('lists top-level posts and reposts newest first, page by page; drafts only to their author', async () => {
    const author = await makeUser(t)
    const token = await loginAs(t.app, author)
    const first = await createPostAs(t.app, token, 'first')
    const other = await createPostAs(t.app, elaToken, 'ela writes')
    expect((await as(t.app, token).post(`/api/posts/${other.id}/retweet`)).statusCode).toBe(200)
    await reply(token, other.id, 'a reply is not a post of the tab')
    const draft = await createPostAs(t.app, token, 'draft', { published: 'false' })
    const last = await createPostAs(t.app, token, 'last')
    const listed = await get<Post[]>(elaToken, `/api/users/${author.id}/posts`)
    expect(listed.status).toBe(200)
    const repostRow = listed.body.find((p) => p.retweeted_status_id === other.id)
    expect(repostRow).toMatchObject({ user_id: author.id, retweeted_status: { id: other.id } })
    expect(ids(listed.body)).toEqual([last.id, repostRow!.id, first.id])
    expect(ids((await get<Post[]>(token, '/api/users/me/posts')).body)).toEqual([
      last.id,
      draft.id,
      repostRow!.id,
      first.id,
    ])
    expect(ids((await get<Post[]>(elaToken, `/api/users/${author.id}/posts?skip=1&limit=1`)).body)).toEqual([
      repostRow!.id,
    ])
    expect((await get<Post[]>(elaToken, `/api/users/${author.id}/posts?skip=3`)).body).toEqual([])
  })
})

describe('GET /api/users/{id}/comments', () => {
  it('lists replies newest first, each with the post it answers as the viewer sees it', async () => {
    const author = await makeUser(t)
    const token = await loginAs(t.app, author)
    const openPost = await createPostAs(t.app, elaToken, 'open question #tabs')
    const toDelete = await createPostAs(t.app, elaToken, 'soon gone')
    const locked = await makeUser(t, { isPrivate: true })
    await follow(t.database.db, author.id, locked.id)
    const lockedPost = await createPostAs(t.app, await loginAs(t.app, locked), 'for followers')
    const a = await reply(token, openPost.id, 'first answer')
    const b = await reply(token, toDelete.id, 'answer to a deleted post')
    const c = await reply(token, lockedPost.id, 'answer to a private post')
    expect((await as(t.app, elaToken).delete(`/api/posts/${toDelete.id}`)).statusCode).toBe(204)
    await createPostAs(t.app, token, 'a post is not a comment')

    const { status, body } = await get<ProfileComment[]>(denizToken, `/api/users/${author.id}/comments`)
    expect(status).toBe(200)
    expect(ProfileCommentList.parse(body)).toHaveLength(3)
    expect(ids(body)).toEqual([c.id, b.id, a.id])
    const [toLocked, toDeleted, toOpen] = body
    expect(toOpen).toMatchObject({
      content: 'first answer',
      in_reply_to: { id: openPost.id, deleted: false },
      original_post: {
        id: openPost.id,
        content: 'open question #tabs',
        user_id: ela.id,
        retweeted_status: null,
      },
    })
    // A gone parent and one the viewer may not see read alike: the reply stays, its original does not.
    expect(toDeleted).toMatchObject({ in_reply_to: { id: toDelete.id, deleted: true }, original_post: null })
    expect(toLocked).toMatchObject({ in_reply_to: { id: lockedPost.id, deleted: true }, original_post: null })
    // The author follows the private account, so on their own tab its post is there.
    const own = (await get<ProfileComment[]>(token, '/api/users/me/comments')).body
    expect(own[0]).toMatchObject({ id: c.id, original_post: { id: lockedPost.id, content: 'for followers' } })
    expect(ids((await get<Post[]>(token, '/api/users/me/comments?skip=2&limit=5')).body)).toEqual([a.id])
  })
})

describe('GET /api/users/{id}/liked-posts', () => {
  it('lists liked posts most recently liked first, only those the viewer may see', async () => {
    const liker = await makeUser(t)
    const token = await loginAs(t.app, liker)
    const locked = await makeUser(t, { isPrivate: true })
    await follow(t.database.db, liker.id, locked.id)
    const older = await createPostAs(t.app, elaToken, 'written first')
    const newer = await createPostAs(t.app, elaToken, 'written second')
    const secret = await createPostAs(t.app, await loginAs(t.app, locked), 'followers only')
    const unliked = await createPostAs(t.app, elaToken, 'liked then unliked')
    for (const id of [newer.id, secret.id, unliked.id, older.id]) {
      expect((await as(t.app, token).post(`/api/posts/${id}/like`)).statusCode).toBe(200)
    }
    expect((await as(t.app, token).delete(`/api/posts/${unliked.id}/like`)).statusCode).toBe(200)
    const seen = await get<Post[]>(denizToken, `/api/users/${liker.id}/liked-posts`)
    expect(seen.status).toBe(200)
    expect(ids(seen.body)).toEqual([older.id, newer.id])
    // The viewer's own flags, not the liker's: deniz has liked none of them.
    expect(seen.body.every((p) => !p.is_liked)).toBe(true)
    const own = (await get<Post[]>(token, '/api/users/me/liked-posts')).body
    expect(ids(own)).toEqual([older.id, secret.id, newer.id])
    expect(own.every((p) => p.is_liked)).toBe(true)
    expect(ids((await get<Post[]>(token, '/api/users/me/liked-posts?skip=1&limit=1')).body)).toEqual([
      secret.id,
    ])
  })
})
