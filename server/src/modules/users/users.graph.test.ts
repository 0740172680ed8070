import type { FollowRequest, UserProfile, UserSummary } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { followAs, idsOf, signedInUser } from '../../../test/users.ts'

let t: TestApp
const events: { channel: string; event: unknown }[] = []
beforeAll(async () => {
  t = await buildTestApp()
  for (const channel of ['user.followed', 'user.follow_approved', 'user.blocked']) {
    await t.events.subscribe(channel, (event) => events.push({ channel, event }))
  }
})
afterAll(() => t.close())

const user = (opts = {}) => signedInUser(t, opts)
const profile = async (token: string, id: number) =>
  (await as(t.app, token).get(`/api/users/${id}`)).json() as UserProfile

describe('POST and DELETE /api/users/{id}/follow', () => {
  it('follows a public account at once (200) and counts it; repeating changes nothing', async () => {
    const [a, b] = [await user(), await user()]
    events.length = 0
    const res = await as(t.app, a.token).post(`/api/users/${b.id}/follow`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'following', message: expect.any(String), followers_count: 1 })
    const again = await as(t.app, a.token).post(`/api/users/${b.id}/follow`)
    expect(again.statusCode).toBe(200)
    expect(again.json().followers_count).toBe(1)
    expect(events).toEqual([
      {
        channel: 'user.followed',
        event: { type: 'user.followed', follower_id: a.id, followee_id: b.id, status: 'accepted' },
      },
    ])
    expect(await profile(a.token, b.id)).toMatchObject({
      followers_count: 1,
      relation: { is_following: true, is_requested: false, follows_you: false, is_blocked: false },
    })
    expect((await profile(b.token, a.id)).relation.follows_you).toBe(true)
  })

  it('asks a private account (202), which counts nothing until approved; unfollow withdraws the request', async () => {
    const [a, p] = [await user(), await user({ isPrivate: true })]
    const res = await as(t.app, a.token).post(`/api/users/${p.id}/follow`)
    expect(res.statusCode).toBe(202)
    expect(res.json()).toMatchObject({ status: 'requested', followers_count: 0 })
    expect((await as(t.app, a.token).post(`/api/users/${p.id}/follow`)).statusCode).toBe(202)
    expect((await profile(a.token, p.id)).relation).toMatchObject({ is_following: false, is_requested: true })
    expect((await profile(p.token, p.id)).follow_requests_count).toBe(1)
    const undo = await as(t.app, a.token).delete(`/api/users/${p.id}/follow`)
    expect(undo.statusCode).toBe(200)
    expect((await profile(a.token, p.id)).relation.is_requested).toBe(false)
    expect((await profile(p.token, p.id)).follow_requests_count).toBe(0)
    // Nothing left to undo is fine too.
    expect((await as(t.app, a.token).delete(`/api/users/${p.id}/follow`)).statusCode).toBe(200)
  })

  it('refuses oneself (400), a missing account (404), a bad id (422), no token (401), unverified (403)', async () => {
    const a = await user()
    expect((await as(t.app, a.token).post(`/api/users/${a.id}/follow`)).statusCode).toBe(400)
    const missing = await as(t.app, a.token).post('/api/users/999999/follow')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ detail: 'User not found', code: 'user_not_found' })
    for (const bad of ['abc', '0', '-3', '99999999999']) {
      const res = await as(t.app, a.token).post(`/api/users/${bad}/follow`)
      expect(res.statusCode).toBe(422)
      expect(res.json().detail[0].loc).toEqual(['params', 'id'])
    }
    expect((await as(t.app, null).post(`/api/users/${a.id}/follow`)).statusCode).toBe(401)
    const unverified = await user({ verified: false })
    expect((await as(t.app, unverified.token).post(`/api/users/${a.id}/follow`)).statusCode).toBe(403)
  })
})

describe('follow requests', () => {
  it('lists incoming and sent requests; the owner approves one and rejects another', async () => {
    const [owner, x, y] = [await user({ isPrivate: true }), await user(), await user()]
    await followAs(t.app, x, owner.id)
    await followAs(t.app, y, owner.id)
    const incoming = (
      await as(t.app, owner.token).get('/api/users/me/follow-requests')
    ).json() as FollowRequest[]
    expect(incoming.map((r) => r.user_id)).toEqual([y.id, x.id])
    expect(incoming[0]).toMatchObject({
      user: { id: y.id, username: y.username, relation: { follows_you: false } },
    })
    const sent = (
      await as(t.app, x.token).get('/api/users/me/follow-requests/sent')
    ).json() as FollowRequest[]
    expect(sent).toEqual([expect.objectContaining({ id: incoming[1]!.id, user_id: owner.id })])
    expect(sent[0]!.user.relation.is_requested).toBe(true)

    events.length = 0
    const xRequest = incoming.find((r) => r.user_id === x.id)!
    const approve = await as(t.app, owner.token).post(`/api/users/me/follow-requests/${xRequest.id}/approve`)
    expect(approve.statusCode).toBe(200)
    expect(approve.json()).toEqual({ message: expect.any(String) })
    expect(events).toEqual([
      {
        channel: 'user.follow_approved',
        event: { type: 'user.follow_approved', follower_id: x.id, followee_id: owner.id },
      },
    ])
    const yRequest = incoming.find((r) => r.user_id === y.id)!
    expect(
      (await as(t.app, owner.token).delete(`/api/users/me/follow-requests/${yRequest.id}`)).statusCode,
    ).toBe(200)

    expect((await as(t.app, owner.token).get('/api/users/me/follow-requests')).json()).toEqual([])
    expect((await profile(x.token, owner.id)).relation.is_following).toBe(true)
    expect((await profile(y.token, owner.id)).relation).toMatchObject({
      is_following: false,
      is_requested: false,
    })
    expect((await profile(owner.token, owner.id)).followers_count).toBe(1)
  })

  it("answers 404 for someone else's request, an accepted follow's id, a missing id; 422 for a bad one", async () => {
    const [owner, other, asker] = [await user({ isPrivate: true }), await user(), await user()]
    await followAs(t.app, asker, owner.id)
    const [request] = (
      await as(t.app, owner.token).get('/api/users/me/follow-requests')
    ).json() as FollowRequest[]
    for (const [method, url] of [
      ['POST', `/api/users/me/follow-requests/${request!.id}/approve`],
      ['DELETE', `/api/users/me/follow-requests/${request!.id}`],
    ] as const) {
      const res = await as(t.app, other.token).send(method, url)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ detail: 'Follow request not found', code: 'follow_request_not_found' })
    }
    // The requester cannot approve their own request either.
    expect(
      (await as(t.app, asker.token).post(`/api/users/me/follow-requests/${request!.id}/approve`)).statusCode,
    ).toBe(404)
    // Once approved, the id names an accepted follow: no request any more.
    await as(t.app, owner.token).post(`/api/users/me/follow-requests/${request!.id}/approve`)
    expect(
      (await as(t.app, owner.token).post(`/api/users/me/follow-requests/${request!.id}/approve`)).statusCode,
    ).toBe(404)
    expect(
      (await as(t.app, owner.token).delete(`/api/users/me/follow-requests/${request!.id}`)).statusCode,
    ).toBe(404)
    expect(
      (await as(t.app, owner.token).post('/api/users/me/follow-requests/999999/approve')).statusCode,
    ).toBe(404)
    expect((await as(t.app, owner.token).post('/api/users/me/follow-requests/x/approve')).statusCode).toBe(
      422,
    )
    expect((await as(t.app, null).get('/api/users/me/follow-requests')).statusCode).toBe(401)
  })

  it('making a private account public approves every pending request', async () => {
    const [owner, x] = [await user({ isPrivate: true }), await user()]
    await followAs(t.app, x, owner.id)
    const res = await as(t.app, owner.token).put('/api/users/me/profile', { is_private: false })
    expect(res.statusCode).toBe(200)
    expect(res.json().is_private).toBe(false)
    expect((await profile(x.token, owner.id)).relation.is_following).toBe(true)
    expect((await profile(owner.token, owner.id)).follow_requests_count).toBe(0)
  })
})

describe('GET /api/users/{id}/followers and /following', () => {
  it('list accepted follows newest first, with the viewer relation to each', async () => {
    const [star, f1, f2, pending, viewer] = [
      await user(),
      await user(),
      await user(),
      await user(),
      await user(),
    ]
    await followAs(t.app, f1, star.id)
    await followAs(t.app, f2, star.id)
    await followAs(t.app, viewer, f1.id)
    await followAs(t.app, star, pending.id)
    const followers = (
      await as(t.app, viewer.token).get(`/api/users/${star.id}/followers`)
    ).json() as UserSummary[]
    expect(idsOf(followers)).toEqual([f2.id, f1.id])
    expect(followers[1]!.relation.is_following).toBe(true)
    const following = (await as(t.app, viewer.token).get(`/api/users/${f1.id}/following`)).json()
    expect(idsOf(following)).toEqual([star.id])
    const paged = await as(t.app, viewer.token).get(`/api/users/${star.id}/followers?skip=1&limit=1`)
    expect(idsOf(paged.json())).toEqual([f1.id])
    expect((await as(t.app, viewer.token).get(`/api/users/${star.id}/followers?limit=0`)).statusCode).toBe(
      422,
    )
  })

  it("a private account's lists answer 403 to strangers and to requesters, 200 to followers and itself", async () => {
    const [p, follower, stranger] = [await user({ isPrivate: true }), await user(), await user()]
    await followAs(t.app, follower, p.id)
    const [req] = (await as(t.app, p.token).get('/api/users/me/follow-requests')).json() as FollowRequest[]
    await followAs(t.app, stranger, p.id)
    for (const side of ['followers', 'following']) {
      const res = await as(t.app, stranger.token).get(`/api/users/${p.id}/${side}`)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ detail: 'This account is private', code: 'account_private' })
    }
    await as(t.app, p.token).post(`/api/users/me/follow-requests/${req!.id}/approve`)
    expect((await as(t.app, follower.token).get(`/api/users/${p.id}/followers`)).statusCode).toBe(200)
    expect((await as(t.app, p.token).get(`/api/users/${p.id}/following`)).statusCode).toBe(200)
    expect((await as(t.app, stranger.token).get('/api/users/999999/followers')).statusCode).toBe(404)
  })
})

describe('blocks', () => {
  it('blocking removes follows and requests both ways, hides the blocker, and is idempotent', async () => {
    const [a, b, priv] = [await user(), await user(), await user({ isPrivate: true })]
    await followAs(t.app, a, b.id)
    await followAs(t.app, b, a.id)
    await followAs(t.app, priv, a.id)
    await followAs(t.app, a, priv.id)
    events.length = 0
    const res = await as(t.app, a.token).post(`/api/users/${b.id}/block`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: expect.any(String) })
    expect((await as(t.app, a.token).post(`/api/users/${b.id}/block`)).statusCode).toBe(200)
    expect(events).toEqual([
      { channel: 'user.blocked', event: { type: 'user.blocked', blocker_id: a.id, blocked_id: b.id } },
    ])
    await as(t.app, a.token).post(`/api/users/${priv.id}/block`)
    expect((await as(t.app, priv.token).get('/api/users/me/follow-requests')).json()).toEqual([])

    const seenByA = await profile(a.token, b.id)
    expect(seenByA).toMatchObject({
      followers_count: 0,
      following_count: 0,
      posts_count: null,
      relation: { is_following: false, follows_you: false, is_blocked: true },
      abilities: { can_follow: false, can_block: true, can_message: false, can_view_posts: false },
    })
    // The blocked account sees the blocker as missing; neither may follow the other (to the blocked one, the blocker is missing).
    expect((await as(t.app, b.token).get(`/api/users/${a.id}`)).statusCode).toBe(404)
    const follow = await as(t.app, b.token).post(`/api/users/${a.id}/follow`)
    expect(follow.statusCode).toBe(404)
    expect(follow.json()).toEqual({ detail: 'User not found', code: 'user_not_found' })
    expect((await as(t.app, a.token).post(`/api/users/${b.id}/follow`)).statusCode).toBe(403)
    expect((await as(t.app, a.token).get(`/api/users/${b.id}/followers`)).json()).toEqual({
      detail: 'You have blocked this account',
      code: 'you_blocked_account',
    })
    expect((await as(t.app, b.token).get(`/api/users/${a.id}/followers`)).statusCode).toBe(404)

    const blocked = (await as(t.app, a.token).get('/api/users/me/blocked')).json() as UserSummary[]
    expect(idsOf(blocked)).toEqual([priv.id, b.id])
    expect(blocked[0]!.relation.is_blocked).toBe(true)

    expect((await as(t.app, a.token).delete(`/api/users/${b.id}/block`)).statusCode).toBe(200)
    expect((await as(t.app, a.token).delete(`/api/users/${b.id}/block`)).statusCode).toBe(200)
    expect(idsOf((await as(t.app, a.token).get('/api/users/me/blocked')).json())).toEqual([priv.id])
    expect((await as(t.app, b.token).post(`/api/users/${a.id}/follow`)).statusCode).toBe(200)
  })

  it('refuses blocking oneself (400), a missing account (404), a bad id (422), no token (401)', async () => {
    const a = await user()
    expect((await as(t.app, a.token).post(`/api/users/${a.id}/block`)).statusCode).toBe(400)
    expect((await as(t.app, a.token).post('/api/users/999999/block')).statusCode).toBe(404)
    expect((await as(t.app, a.token).delete('/api/users/nope/block')).statusCode).toBe(422)
    expect((await as(t.app, null).get('/api/users/me/blocked')).statusCode).toBe(401)
  })
})
