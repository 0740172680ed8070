import type { UserProfile, UserSummary } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { createPostAs, postForm } from '../../../test/posts.ts'
import { followAs, idsOf, signedInUser } from '../../../test/users.ts'
import { suspendAccount } from './users.suspension.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const user = (opts = {}) => signedInUser(t, opts)

describe('GET /api/users/{id}', () => {
  it('answers every field, the counts, the relation and the abilities', async () => {
    const owner = await user({ firstName: 'Ada', lastName: 'Lovelace', nickname: 'ada', bio: 'Maths' })
    const viewer = await user()
    const fan = await user()
    await followAs(t.app, viewer, owner.id)
    await followAs(t.app, fan, owner.id)
    await followAs(t.app, owner, fan.id)
    const first = await createPostAs(t.app, owner.token, 'one')
    await createPostAs(t.app, owner.token, 'two')
    await postForm(t.app, owner.token, `/api/posts/${first.id}/comments`, { content: 'a reply' })
    await as(t.app, owner.token).post(`/api/posts/${first.id}/retweet`)
    const res = await as(t.app, viewer.token).get(`/api/users/${owner.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      id: owner.id,
      username: owner.username,
      nickname: 'ada',
      full_name: 'Ada Lovelace',
      first_name: 'Ada',
      last_name: 'Lovelace',
      bio: 'Maths',
      avatar_url: null,
      banner_url: null,
      university_id: null,
      is_verified: true,
      is_private: false,
      role: 'user',
      roles: ['user'],
      is_admin: false,
      created_at: owner.createdAt.toISOString(),
      followers_count: 2,
      following_count: 1,
      // Top-level posts only: not the reply, not the repost.
      posts_count: 2,
      university_name: null,
      affiliation: { faculty: null, department: null, study_year: null, is_alumni: false },
      university_verified: false,
      attended_events_count: 0,
      follow_requests_count: null,
      relation: {
        is_following: true,
        is_requested: false,
        follows_you: false,
        is_blocked: false,
        is_muted: false,
      },
      abilities: {
        can_edit: false,
        can_follow: true,
        can_block: true,
        can_mute: true,
        can_message: true,
        can_view_posts: true,
      },
    })
    expect(res.json()).not.toHaveProperty('email')
    const own = (await as(t.app, owner.token).get(`/api/users/${owner.id}`)).json() as UserProfile
    expect(own).toMatchObject({
      follow_requests_count: 0,
      relation: { is_following: false, is_requested: false, follows_you: false, is_blocked: false },
      abilities: {
        can_edit: true,
        can_follow: false,
        can_block: false,
        can_message: false,
        can_view_posts: true,
      },
    })
  })

  it("hides a private account's post count from strangers; shows it to followers", async () => {
    const p = await user({ isPrivate: true })
    await createPostAs(t.app, p.token, 'private thoughts')
    const stranger = await user()
    expect((await as(t.app, stranger.token).get(`/api/users/${p.id}`)).json()).toMatchObject({
      posts_count: null,
      abilities: { can_view_posts: false, can_follow: true },
    })
    expect((await as(t.app, p.token).get(`/api/users/${p.id}`)).json().posts_count).toBe(1)
  })

  it('answers 404 for a missing account, 422 for a bad id, 401 without a token, 403 unverified', async () => {
    const a = await user()
    const res = await as(t.app, a.token).get('/api/users/424242')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ detail: 'User not found', code: 'user_not_found' })
    expect((await as(t.app, a.token).get('/api/users/abc')).statusCode).toBe(422)
    expect((await as(t.app, null).get(`/api/users/${a.id}`)).statusCode).toBe(401)
    const unverified = await user({ verified: false })
    expect((await as(t.app, unverified.token).get(`/api/users/${a.id}`)).statusCode).toBe(403)
  })
})

describe('GET /api/users/', () => {
  it('lists people by username, matching q in any name part, leaving out the viewer, blocks and suspended accounts', async () => {
    const tag = `q${Date.now().toString(36)}`
    const viewer = await user({ username: `${tag}_viewer` })
    const zed = await user({ username: `${tag}_zed` })
    const amy = await user({ username: `${tag}_amy` })
    const byNick = await user({ nickname: `The ${tag.toUpperCase()} fan` })
    const byName = await user({ firstName: 'Grace', lastName: `${tag}son` })
    const blocker = await user({ username: `${tag}_blocker` })
    const blocked = await user({ username: `${tag}_blocked` })
    await user({ username: `${tag}_unverified`, verified: false })
    const suspended = await user({ username: `${tag}_suspended` })
    await suspendAccount(t.database.db, suspended.id, new Date(Date.now() + 24 * 3600 * 1000))
    await as(t.app, blocker.token).post(`/api/users/${viewer.id}/block`)
    await as(t.app, viewer.token).post(`/api/users/${blocked.id}/block`)
    await followAs(t.app, viewer, amy.id)

    const res = await as(t.app, viewer.token).get(`/api/users/?q=${tag.toUpperCase()}`)
    expect(res.statusCode).toBe(200)
    const list = res.json() as UserSummary[]
    // Username prefix matches first (by username), then the other matches.
    expect(idsOf(list)).toEqual([
      amy.id,
      zed.id,
      ...[byNick, byName].sort((x, y) => x.username.localeCompare(y.username)).map((u) => u.id),
    ])
    expect(list[0]).toMatchObject({
      username: amy.username,
      is_private: false,
      relation: { is_following: true },
    })
    expect(idsOf((await as(t.app, viewer.token).get(`/api/users/?q=${tag}&skip=1&limit=1`)).json())).toEqual([
      zed.id,
    ])
    expect((await as(t.app, viewer.token).get('/api/users/?q=%25')).json()).toEqual([])
    const all = (await as(t.app, viewer.token).get('/api/users/?limit=100')).json() as UserSummary[]
    expect(idsOf(all)).not.toContain(viewer.id)
    expect((await as(t.app, viewer.token).get('/api/users/?limit=101')).statusCode).toBe(422)
    expect((await as(t.app, null).get('/api/users/')).statusCode).toBe(401)
  })
})

describe('PUT /api/users/me/profile', () => {
  it('changes nickname, bio and visibility; an empty string clears a field; answers Me', async () => {
    const a = await user({ nickname: 'old', bio: 'old bio' })
    const res = await as(t.app, a.token).put('/api/users/me/profile', {
      nickname: '  New Name ',
      bio: '',
      is_private: true,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: a.id,
      email: a.email,
      nickname: 'New Name',
      bio: null,
      is_private: true,
    })
    const kept = await as(t.app, a.token).put('/api/users/me/profile', { bio: 'Physics' })
    expect(kept.json()).toMatchObject({ nickname: 'New Name', bio: 'Physics', is_private: true })
  })

  it('refuses a nickname over 50 or a bio over 160 characters (422), and no token (401)', async () => {
    const a = await user()
    const long = await as(t.app, a.token).put('/api/users/me/profile', { nickname: 'x'.repeat(51) })
    expect(long.statusCode).toBe(422)
    expect(long.json().detail[0].loc).toEqual(['body', 'nickname'])
    expect((await as(t.app, a.token).put('/api/users/me/profile', { bio: 'x'.repeat(161) })).statusCode).toBe(
      422,
    )
    expect((await as(t.app, a.token).put('/api/users/me/profile', { is_private: 'yes' })).statusCode).toBe(
      422,
    )
    expect((await as(t.app, null).put('/api/users/me/profile', { bio: 'x' })).statusCode).toBe(401)
  })

  it('refuses a nickname holding a text direction control (issue 30), and keeps the old one', async () => {
    const a = await user({ nickname: 'plain' })
    for (const nickname of ['admin\u202E', '\u2066Ada\u2069']) {
      const res = await as(t.app, a.token).put('/api/users/me/profile', { nickname })
      expect(res.statusCode).toBe(422)
      expect(res.json().detail[0]).toMatchObject({
        loc: ['body', 'nickname'],
        code: 'bidi_control_character',
      })
    }
    expect((await as(t.app, a.token).get('/api/users/me')).json().nickname).toBe('plain')
  })
})
