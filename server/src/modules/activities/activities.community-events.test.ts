import type { Event, FeedResponse } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { postForm } from '../../../test/posts.ts'
import { type SignedInUser, signedInUser } from '../../../test/users.ts'
import { seedCommunity, seedMembership } from '../communities/index.ts'
import { createUniversity } from '../universities/index.ts'

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)

describe('community events', () => {
  let t: TestApp
  let communityId: number
  let comAdmin: SignedInUser
  let comMod: SignedInUser
  let member: SignedInUser
  let outsider: SignedInUser
  let siteAdmin: SignedInUser
  let universityId: number
  const base = () => `/api/communities/${communityId}/events`
  const json = async <T>(p: Promise<{ statusCode: number; body: string }>) => {
    const res = await p
    return { status: res.statusCode, body: (res.body ? JSON.parse(res.body) : null) as T }
  }

  beforeAll(async () => {
    t = await buildTestApp()
    universityId = (
      await createUniversity(t.database.db, {
        name: 'Events U',
        domains: [],
        time_zone: 'Europe/Istanbul',
      } as never)
    ).id
    comAdmin = await signedInUser(t, { universityId })
    comMod = await signedInUser(t, { universityId })
    member = await signedInUser(t, { universityId })
    outsider = await signedInUser(t)
    siteAdmin = await signedInUser(t, { role: 'admin' })
    communityId = await seedCommunity(t.database.db, { universityId, name: 'Hiking', adminId: comAdmin.id })
    await seedMembership(t.database.db, communityId, comMod.id, 'member', 'ComMod')
    await seedMembership(t.database.db, communityId, member.id)
  })
  afterAll(() => t.close())

  it('lets its ComAdmin, ComMods and site admins add one (title and date required); not others', async () => {
    const body = { title: 'Night walk', date: inDays(5) }
    for (const who of [member, outsider]) {
      const res = await json(as(t.app, who.token).post(base(), body))
      expect(res.status).toBe(403)
    }
    expect((await json(as(t.app, comMod.token).post(base(), { date: inDays(5) }))).status).toBe(422)
    expect((await json(as(t.app, comMod.token).post(base(), { title: 'x' }))).status).toBe(422)
    expect((await json(as(t.app, comMod.token).post('/api/communities/999999/events', body))).status).toBe(
      404,
    )
    const created = await json<Event>(
      as(t.app, comMod.token).post(base(), { ...body, time: '21:00', location: 'Gate' }),
    )
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      parent_type: 'community',
      parent_id: communityId,
      parent_name: 'Hiking',
      community_id: communityId,
      community_name: 'Hiking',
      community_university_name: 'Events U',
      university_id: null,
      event_time: '21:00',
      abilities: { can_edit: true, can_delete: true },
    })
    expect((await json(as(t.app, siteAdmin.token).post(base(), body))).status).toBe(201)
  })

  it('lists them for everyone verified, with each viewer abilities; its staff edit and delete them', async () => {
    const created = await json<Event>(
      as(t.app, comAdmin.token).post(base(), { title: 'Summit', date: inDays(9) }),
    )
    const id = created.body.id
    const list = await json<Event[]>(as(t.app, outsider.token).get(base()))
    const seen = list.body.find((e) => e.id === id)!
    expect(seen.abilities).toMatchObject({ can_edit: false, can_attend: true })
    const item = `${base()}/${id}`
    expect((await json(as(t.app, member.token).put(item, { title: 'Mine', date: inDays(9) }))).status).toBe(
      403,
    )
    const edited = await json<Event>(
      as(t.app, comMod.token).put(item, { title: 'Summit push', date: inDays(10) }),
    )
    expect(edited.body).toMatchObject({ title: 'Summit push', edited: true })
    // Under another parent it is not found.
    expect(
      (
        await json(
          as(t.app, comMod.token).put(`/api/universities/1/events/${id}`, {
            title: 'x',
            date: inDays(1),
          }),
        )
      ).status,
    ).toBe(404)
    expect((await json(as(t.app, outsider.token).post(`${item}/attend`))).status).toBe(200)
    expect((await json(as(t.app, member.token).delete(item))).status).toBe(403)
    expect((await json(as(t.app, comAdmin.token).delete(item))).status).toBe(204)
    expect((await json(as(t.app, outsider.token).get(`/api/events/${id}`))).status).toBe(404)
  })

  it('puts the community events in a member upcoming list, and its posts and events in a member For You', async () => {
    const event = await json<Event>(
      as(t.app, comAdmin.token).post(base(), { title: 'Members first', date: inDays(20) }),
    )
    const upcoming = await json<Event[]>(
      as(t.app, member.token).get('/api/universities/upcoming-events?limit=50'),
    )
    const ids = upcoming.body.map((e) => e.id)
    expect(ids).toContain(event.body.id)
    // A student of the university who has not joined meets it before other universities' events.
    const classmate = await signedInUser(t, { universityId })
    const elsewhere = await createUniversity(t.database.db, { name: 'Far U', domains: [] } as never)
    const farAdmin = await signedInUser(t, { role: 'admin' })
    const far = await json<Event>(
      as(t.app, farAdmin.token).post(`/api/universities/${elsewhere.id}/events`, {
        title: 'Sooner elsewhere',
        description: 'x',
        date: inDays(1),
        time: '10:00',
        location: 'Hall',
      }),
    )
    expect(far.status).toBe(201)
    const seen = (
      await json<Event[]>(as(t.app, classmate.token).get('/api/universities/upcoming-events?limit=50'))
    ).body
    const order = seen.map((e) => e.id)
    expect(order.indexOf(event.body.id)).toBeGreaterThanOrEqual(0)
    expect(order.indexOf(event.body.id)).toBeLessThan(order.indexOf(far.body.id))
    expect(seen.find((e) => e.id === event.body.id)).toMatchObject({
      community_name: 'Hiking',
      community_university_name: 'Events U',
    })
    const post = await postForm(t.app, comMod.token, '/api/posts/', {
      content: 'Trail report',
      community_id: String(communityId),
    })
    expect(post.statusCode).toBe(201)
    const stranger = await signedInUser(t)
    for (const [who, expected] of [
      [member, true],
      [stranger, false],
    ] as const) {
      const feed = await json<FeedResponse>(as(t.app, who.token).get('/api/feed?tab=for_you&limit=100'))
      const keys = feed.body.for_you.map((i) => `${i.post_type}:${i.id}`)
      expect(keys.includes(`event:${event.body.id}`)).toBe(expected)
      // The post is public: anyone may meet it among the widely read; a member meets it as theirs.
      if (expected) expect(keys).toContain(`normal:${(post.json() as { id: number }).id}`)
    }
  })
})
