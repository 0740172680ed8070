import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { createPostAs, postForm } from '../../../test/posts.ts'
import { type SignedInUser, signedInUser } from '../../../test/users.ts'
import { seedCommunity, seedMembership } from '../communities/index.ts'
import { createUniversity } from '../universities/index.ts'
import { eventually, listOf, settle, unreadOf } from './notifications.test-kit.ts'

/** Join requests to the staff, community posts to those with the bell on, events and announcements. */
let t: TestApp
let universityId: number
let communityId: number
let uniAdmin: SignedInUser
let comAdmin: SignedInUser
let comMod: SignedInUser
let member: SignedInUser
let students: SignedInUser[]
let elsewhere: SignedInUser

beforeAll(async () => {
  t = await buildTestApp()
  universityId = (await createUniversity(t.database.db, { name: 'Notify U', domains: [] })).id
  const other = (await createUniversity(t.database.db, { name: 'Other U', domains: [] })).id
  const person = (opts: Parameters<typeof signedInUser>[1] = {}) => signedInUser(t, { universityId, ...opts })
  uniAdmin = await person({ role: 'UniAdmin' })
  comAdmin = await person()
  comMod = await person()
  member = await person()
  students = [await person(), await person(), await person()]
  elsewhere = await signedInUser(t, { universityId: other })
  communityId = await seedCommunity(t.database.db, { universityId, name: 'Robotics', adminId: comAdmin.id })
  await seedMembership(t.database.db, communityId, comMod.id, 'member', 'ComMod')
  await seedMembership(t.database.db, communityId, member.id)
})
afterAll(() => t.close())

describe('notifications around a campus', () => {
  it('a join request notifies the community’s staff, and answering it takes theirs away', async () => {
    const student = students[0]!
    expect((await as(t.app, student.token).post(`/api/communities/${communityId}/join`)).json()).toEqual({
      status: 'pending',
    })
    for (const staff of [comAdmin, comMod]) {
      const [join] = await eventually(
        () => listOf(t.app, staff),
        (l) => l.some((n) => n.notification_type === 'community_join'),
      )
      expect(join).toMatchObject({
        actor_id: student.id,
        community_id: communityId,
        community_name: 'Robotics',
      })
    }
    expect(await listOf(t.app, member)).toEqual([])
    const requests = (
      await as(t.app, comMod.token).get(`/api/communities/${communityId}/invitations`)
    ).json() as {
      id: number
    }[]
    await as(t.app, comMod.token).post(
      `/api/communities/${communityId}/invitations/${requests[0]!.id}/respond`,
      {
        action: 'accept',
      },
    )
    await eventually(
      () => unreadOf(t.app, comAdmin),
      (n) => n === 0,
    )
  })

  it('the bell: members who turned it on hear of each new post, others do not; only members turn it on', async () => {
    const bell = `/api/notifications/communities/${communityId}/bell`
    expect((await as(t.app, member.token).get(bell)).json()).toEqual({
      community_id: communityId,
      enabled: false,
    })
    expect((await as(t.app, member.token).put(bell, { enabled: true })).json().enabled).toBe(true)
    const refused = await as(t.app, elsewhere.token).put(bell, { enabled: true })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('not_a_member')
    expect((await as(t.app, member.token).get('/api/notifications/communities/999999/bell')).statusCode).toBe(
      404,
    )
    const post = await createPostAs(t.app, comMod.token, 'Meeting on Thursday', {
      community_id: String(communityId),
    })
    const [note] = await eventually(
      () => listOf(t.app, member),
      (l) => l.length === 1,
    )
    expect(note).toMatchObject({
      notification_type: 'community_post',
      post_id: post.id,
      community_id: communityId,
    })
    await settle()
    expect((await listOf(t.app, comAdmin)).filter((n) => n.notification_type === 'community_post')).toEqual(
      [],
    )
  })

  it('an event and an announcement reach every member of the university but their author, not others', async () => {
    const event = await as(t.app, uniAdmin.token).post(`/api/universities/${universityId}/events`, {
      title: 'Spring fest',
      description: 'Concerts',
      date: '2027-04-20',
      time: '18:30',
      location: 'Stadium',
    })
    expect(event.statusCode).toBe(201)
    const announcement = await as(t.app, uniAdmin.token).post(`/api/universities/${universityId}/academics`, {
      title: 'Registration',
      content: 'Dates',
      date: '2027-01-10',
    })
    expect(announcement.statusCode).toBe(201)
    for (const student of students) {
      const list = await eventually(
        () => listOf(t.app, student),
        (l) => l.filter((n) => ['event', 'announcement'].includes(n.notification_type)).length === 2,
      )
      expect(list.find((n) => n.notification_type === 'event')).toMatchObject({
        event_id: event.json().id,
        title: 'Spring fest',
        excerpt: null,
      })
      expect(list.find((n) => n.notification_type === 'announcement')).toMatchObject({
        announcement_id: announcement.json().id,
        title: 'Registration',
        excerpt: null,
      })
    }
    await settle()
    expect(await listOf(t.app, elsewhere)).toEqual([])
    expect(await listOf(t.app, uniAdmin)).toEqual([])
    // Deleting the event takes its notifications away.
    await as(t.app, uniAdmin.token).delete(`/api/universities/${universityId}/events/${event.json().id}`)
    await eventually(
      () => listOf(t.app, students[1]!),
      (l) => !l.some((n) => n.notification_type === 'event'),
    )
  })

  it('an invitation from the staff notifies the person, who joins at once from it; only staff invite', async () => {
    const [invitee, decliner] = [students[1]!, students[2]!]
    const invite = (who: SignedInUser, userId: number) =>
      as(t.app, who.token).post(`/api/communities/${communityId}/invite`, { user_id: userId })
    const refused = await invite(member, invitee.id)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('cannot_moderate')
    expect((await invite(comMod, invitee.id)).json()).toEqual({ status: 'invited' })
    expect((await invite(comMod, invitee.id)).json()).toEqual({ status: 'invited' })
    const again = await invite(comAdmin, member.id)
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('already_member')
    expect((await invite(comMod, 99999999)).statusCode).toBe(404)

    const [note] = await eventually(
      () => listOf(t.app, invitee),
      (l) => l.some((n) => n.notification_type === 'community_invite'),
    ).then((l) => l.filter((n) => n.notification_type === 'community_invite'))
    expect(note).toMatchObject({ actor_id: comMod.id, community_id: communityId, community_name: 'Robotics' })
    const page = (await as(t.app, invitee.token).get(`/api/communities/${communityId}`)).json()
    expect(page.membership_status).toBe('invited')
    expect(page.abilities.can_join).toBe(true)
    expect(page.is_member).toBe(false)

    // Joining accepts at once; the invitation's notification goes.
    expect((await as(t.app, invitee.token).post(`/api/communities/${communityId}/join`)).json()).toEqual({
      status: 'member',
    })
    await eventually(
      () => listOf(t.app, invitee),
      (l) => !l.some((n) => n.notification_type === 'community_invite'),
    )

    // Declining removes the invitation.
    await invite(comAdmin, decliner.id)
    const cancel = await as(t.app, decliner.token).delete(
      `/api/communities/${communityId}/invitations/cancel`,
    )
    expect(cancel.statusCode).toBe(204)
    const status = await as(t.app, decliner.token).get(`/api/communities/${communityId}/invitations/status`)
    expect(status.json()).toEqual({ status: 'none' })
  })

  it('a comment on an event or an announcement notifies whoever published it', async () => {
    const event = await as(t.app, uniAdmin.token).post(`/api/universities/${universityId}/events`, {
      title: 'Career fair',
      description: 'Stands',
      date: '2027-05-02',
      time: '10:00',
      location: 'Hall',
    })
    const announcement = await as(t.app, uniAdmin.token).post(`/api/universities/${universityId}/academics`, {
      title: 'Exams',
      content: 'The schedule',
      date: '2027-01-20',
    })
    const base = `/api/universities/${universityId}`
    const onEvent = await postForm(t.app, member.token, `${base}/events/${event.json().id}/comments`, {
      content: 'Which companies come?',
    })
    expect(onEvent.statusCode).toBe(201)
    const onAnnouncement = await postForm(
      t.app,
      member.token,
      `${base}/academics/${announcement.json().id}/comments`,
      { content: 'Thanks!' },
    )
    expect(onAnnouncement.statusCode).toBe(201)
    const comments = await eventually(
      () => listOf(t.app, uniAdmin),
      (l) => l.filter((n) => n.notification_type === 'comment').length === 2,
    ).then((l) => l.filter((n) => n.notification_type === 'comment'))
    expect(comments.map((n) => [n.event_id, n.announcement_id, n.post_id, n.actor_id])).toEqual([
      [null, announcement.json().id, onAnnouncement.json().id, member.id],
      [event.json().id, null, onEvent.json().id, member.id],
    ])
    // Each names what it is about and quotes the comment.
    expect(comments.map((n) => [n.title, n.excerpt])).toEqual([
      ['Exams', 'Thanks!'],
      ['Career fair', 'Which companies come?'],
    ])
  })
})
