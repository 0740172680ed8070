import type { ModerationCase, Post } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { postForm } from '../../../test/posts.ts'
import { type SignedInUser, signedInUser } from '../../../test/users.ts'
import { seedAnnouncement, seedEvent } from '../activities/index.ts'
import { seedCommunity, seedMembership } from '../communities/index.ts'
import { createUniversity } from '../universities/index.ts'

/**
 * Issue 30: a community's ban and its staff's removal reach every thread that lives in it (replies to
 * its posts, comments on its events, replies under those), and reports about them reach its queue; a
 * UniAdmin removes comments on their university's events and announcements; nobody decides a report
 * about their own content, a fellow staff member's or a higher role's.
 */

let t: TestApp
let w: {
  universityId: number
  otherUniversityId: number
  communityId: number
  comAdmin: SignedInUser
  comMod: SignedInUser
  member: SignedInUser
  outsider: SignedInUser
  uniAdmin: SignedInUser
  otherUniAdmin: SignedInUser
  admin: SignedInUser
  communityEvent: number
  universityEvent: number
  announcement: number
}

beforeAll(async () => {
  t = await buildTestApp()
  const db = t.database.db
  const universityId = (await createUniversity(db, { name: 'Reach U', domains: [] })).id
  const otherUniversityId = (await createUniversity(db, { name: 'Elsewhere U', domains: [] })).id
  const user = (opts = {}) => signedInUser(t, { universityId, ...opts })
  const [comAdmin, comMod, member, outsider, uniAdmin, admin] = [
    await user(),
    await user(),
    await user(),
    await user(),
    await user({ role: 'UniAdmin' }),
    await user({ role: 'admin' }),
  ]
  const otherUniAdmin = await signedInUser(t, { role: 'UniAdmin', universityId: otherUniversityId })
  const communityId = await seedCommunity(db, { universityId, name: 'Reach Club', adminId: comAdmin.id })
  await seedMembership(db, communityId, comMod.id, 'member', 'ComMod')
  await seedMembership(db, communityId, member.id)
  const event = { description: 'd', date: '2030-05-01', time: '18:00', location: 'Hall' }
  const communityEvent = await seedEvent(db, {
    ...event,
    universityId: null,
    communityId,
    createdBy: comAdmin.id,
    title: 'Club night',
  })
  const universityEvent = await seedEvent(db, {
    ...event,
    universityId,
    createdBy: uniAdmin.id,
    title: 'Open day',
  })
  const announcement = await seedAnnouncement(db, {
    universityId,
    createdBy: uniAdmin.id,
    title: 'Exams',
    content: 'Soon',
    date: '2030-06-01',
  })
  w = {
    universityId,
    otherUniversityId,
    communityId,
    comAdmin,
    comMod,
    member,
    outsider,
    uniAdmin,
    otherUniAdmin,
    admin,
    communityEvent,
    universityEvent,
    announcement,
  }
})
afterAll(() => t.close())

const post = async (who: SignedInUser, url: string, content: string) => {
  const res = await postForm(t.app, who.token, url, { content })
  return { status: res.statusCode, body: res.json() as Post & { code?: string } }
}
const communityPost = (who: SignedInUser, content: string) =>
  postForm(t.app, who.token, '/api/posts/', { content, community_id: String(w.communityId) }).then(
    (r) => r.json() as Post,
  )
const eventComments = () => `/api/communities/${w.communityId}/events/${w.communityEvent}/comments`
const report = (who: SignedInUser, id: number) =>
  as(t.app, who.token).post('/api/reports', { target_type: 'post', target_id: id, category: 'spam' })
const queue = async (who: SignedInUser, query = '') =>
  ((await as(t.app, who.token).get(`/api/moderation/cases${query}`)).json() as ModerationCase[]).map(
    (c) => c.target_id,
  )
const decide = (who: SignedInUser, id: number, decision = 'dismiss') =>
  as(t.app, who.token).post(`/api/moderation/cases/post/${id}`, { decision, reason: 'Looked at it' })

describe('a community ban reaches its threads', () => {
  it('refuses a banned person a reply to its post, a reply deeper down, and a comment on its event', async () => {
    const banned = await signedInUser(t, { universityId: w.universityId })
    await seedMembership(t.database.db, w.communityId, banned.id)
    const top = await communityPost(w.member, 'Welcome, everyone')
    const reply = await post(w.outsider, `/api/posts/${top.id}/comments`, 'Thanks!')
    expect(reply.status).toBe(201)
    const eventComment = await post(w.member, eventComments(), 'See you there')
    expect(eventComment.status).toBe(201)
    const banning = await as(t.app, w.comMod.token).post(`/api/communities/${w.communityId}/bans`, {
      user_id: banned.id,
      reason: 'Trolling',
    })
    expect(banning.statusCode).toBeLessThan(300)
    for (const url of [
      `/api/posts/${top.id}/comments`,
      `/api/posts/${reply.body.id}/comments`,
      `/api/posts/${eventComment.body.id}/comments`,
      eventComments(),
    ]) {
      const res = await post(banned, url, 'still here')
      expect(res.status, url).toBe(403)
      expect(res.body.code, url).toBe('banned_in_community')
    }
    // Someone not banned still replies and comments.
    expect((await post(w.outsider, `/api/posts/${reply.body.id}/comments`, 'and again')).status).toBe(201)
    expect((await post(w.outsider, eventComments(), 'me too')).status).toBe(201)
  })
})

describe("a community's staff reach replies and event comments", () => {
  it('removes a reply to its post and a comment on its event, and logs both; not a post of elsewhere', async () => {
    const top = await communityPost(w.member, 'A question for the club')
    const reply = (await post(w.outsider, `/api/posts/${top.id}/comments`, 'rude reply')).body
    const comment = (await post(w.outsider, eventComments(), 'rude comment')).body
    const elsewhere = (await post(w.outsider, '/api/posts/', 'my own timeline')).body
    const remove = (id: number) =>
      as(t.app, w.comMod.token).delete(`/api/communities/${w.communityId}/posts/${id}`, { reason: 'Rude' })
    expect((await remove(elsewhere.id)).statusCode).toBe(404)
    expect((await remove(reply.id)).statusCode).toBe(204)
    expect((await remove(comment.id)).statusCode).toBe(204)
    for (const id of [reply.id, comment.id]) {
      expect((await as(t.app, w.member.token).get(`/api/posts/${id}`)).statusCode).toBe(404)
    }
    expect((await as(t.app, w.outsider.token).get(`/api/posts/${elsewhere.id}`)).statusCode).toBe(200)
    const log = (
      await as(t.app, w.comAdmin.token).get(`/api/communities/${w.communityId}/moderation-log`)
    ).json()
    const removed = (log as { action: string; post_id: number }[]).filter((e) => e.action === 'post_removed')
    expect(removed.map((e) => e.post_id)).toEqual(expect.arrayContaining([reply.id, comment.id]))
  })

  it("files reports about them into the community's queue, where its staff remove them", async () => {
    const top = await communityPost(w.member, 'Another thread')
    const reply = (await post(w.outsider, `/api/posts/${top.id}/comments`, 'spam reply')).body
    const comment = (await post(w.outsider, eventComments(), 'spam comment')).body
    for (const id of [reply.id, comment.id]) expect((await report(w.member, id)).statusCode).toBe(201)
    const staffQueue = await queue(w.comMod, `?community_id=${w.communityId}`)
    expect(staffQueue).toEqual(expect.arrayContaining([reply.id, comment.id]))
    for (const id of [reply.id, comment.id]) {
      const res = await decide(w.comMod, id, 'remove')
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toMatchObject({ community_id: w.communityId })
      expect((await as(t.app, w.member.token).get(`/api/posts/${id}`)).statusCode).toBe(404)
    }
  })
})

describe("a UniAdmin removes comments on their university's events and announcements", () => {
  it('deletes them (and replies under them); another UniAdmin or a student cannot', async () => {
    const student = await signedInUser(t, { universityId: w.universityId })
    const eventUrl = `/api/universities/${w.universityId}/events/${w.universityEvent}/comments`
    const ackUrl = `/api/universities/${w.universityId}/academics/${w.announcement}/comments`
    const onEvent = (await post(student, eventUrl, 'off-topic')).body
    const onAnnouncement = (await post(student, ackUrl, 'off-topic too')).body
    const under = (await post(w.outsider, `/api/posts/${onEvent.id}/comments`, 'reply under it')).body
    const top = (await post(student, '/api/posts/', 'my own post')).body
    for (const who of [w.otherUniAdmin, w.outsider]) {
      const res = await as(t.app, who.token).delete(`/api/posts/${onEvent.id}`)
      expect(res.statusCode).toBe(403)
    }
    // Their university's UniAdmin is no moderator of a post outside its items' threads.
    expect((await as(t.app, w.uniAdmin.token).delete(`/api/posts/${top.id}`)).statusCode).toBe(403)
    const listed = (await as(t.app, w.uniAdmin.token).get(eventUrl)).json() as Post[]
    expect(listed.find((c) => c.id === onEvent.id)?.abilities.can_delete).toBe(true)
    const asOther = (await as(t.app, w.otherUniAdmin.token).get(eventUrl)).json() as Post[]
    expect(asOther.find((c) => c.id === onEvent.id)?.abilities.can_delete).toBe(false)
    for (const id of [onEvent.id, onAnnouncement.id, under.id]) {
      expect((await as(t.app, w.uniAdmin.token).delete(`/api/posts/${id}`)).statusCode).toBe(204)
      expect((await as(t.app, student.token).get(`/api/posts/${id}`)).statusCode).toBe(404)
    }
  })
})

describe('nobody decides about their own content, a fellow staff member’s or a higher role’s', () => {
  it('files reports about staff content into the site queue; staff cannot decide them, the admins can', async () => {
    const byMod = await communityPost(w.comMod, 'A moderator writes')
    const byAdmin = await communityPost(w.comAdmin, 'The admin writes')
    for (const p of [byMod, byAdmin]) expect((await report(w.member, p.id)).statusCode).toBe(201)
    const staffQueue = await queue(w.comMod, `?community_id=${w.communityId}`)
    expect(staffQueue).not.toContain(byMod.id)
    expect(staffQueue).not.toContain(byAdmin.id)
    // The ComMod dismissing the report about their own post (it left the admins' queue before).
    expect((await decide(w.comMod, byMod.id)).statusCode).toBe(403)
    expect((await decide(w.comMod, byAdmin.id)).statusCode).toBe(403)
    expect((await decide(w.comAdmin, byMod.id)).statusCode).toBe(403)
    expect(await queue(w.admin)).toEqual(expect.arrayContaining([byMod.id, byAdmin.id]))
    expect((await decide(w.admin, byMod.id)).statusCode).toBe(200)
    expect(await queue(w.admin)).not.toContain(byMod.id)
  })

  it('refuses a moderator a report filed before its owner became staff, and an admin their own post', async () => {
    const promoted = await signedInUser(t, { universityId: w.universityId })
    await seedMembership(t.database.db, w.communityId, promoted.id)
    const p = await communityPost(promoted, 'Before the promotion')
    expect((await report(w.member, p.id)).statusCode).toBe(201)
    expect(await queue(w.comMod, `?community_id=${w.communityId}`)).toContain(p.id)
    const role = await as(t.app, w.comAdmin.token).put(
      `/api/communities/${w.communityId}/members/${promoted.id}/role`,
      {
        role: 'ComMod',
      },
    )
    expect(role.statusCode).toBeLessThan(300)
    const res = await decide(w.comMod, p.id)
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('case_for_site_admins')
    await seedMembership(t.database.db, w.communityId, w.admin.id)
    const own = await communityPost(w.admin, 'An admin posts in the club')
    expect((await report(w.member, own.id)).statusCode).toBe(201)
    const mine = await decide(w.admin, own.id)
    expect(mine.statusCode).toBe(403)
    const listed = (
      (await as(t.app, w.admin.token).get('/api/moderation/cases')).json() as ModerationCase[]
    ).find((c) => c.target_id === own.id)
    expect(listed?.abilities).toEqual({ can_remove: false, can_warn: false, can_suspend: false })
    expect(mine.json().code).toBe('cannot_decide_own_case')
    expect(await queue(w.admin)).toContain(own.id)
  })
})
