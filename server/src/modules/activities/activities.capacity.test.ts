import type { Event, Notification } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser } from '../../../test/factories.ts'
import { seedCommunity, seedMembership } from '../communities/index.ts'
import { addEvent, EVENT, makeWorld, type World } from './activities.test-world.ts'

/** Issue 17: capacity, the waitlist in join order, moving in on a cancellation, and its notification. */

let t: TestApp
let w: World
const published: { type: string; actor_id?: number; user_id?: number }[] = []
beforeAll(async () => {
  t = await buildTestApp()
  w = await makeWorld(t)
  for (const type of ['event.attended', 'event.spot_opened']) {
    await t.events.subscribe(type, (e) => void published.push(e as (typeof published)[number]))
  }
})
afterAll(() => t.close())

const student = async () => {
  const user = await makeUser(t, { universityId: w.metu })
  return { ...user, token: await loginAs(t.app, user) }
}

const notificationsOf = async (token: string) =>
  (await as(t, token).get('/api/notifications/?filter_type=new')).json() as Notification[]

describe('capacity', () => {
  it('is set on add and edit, 1 to 100000 or none, and refused otherwise with invalid_capacity', async () => {
    const event = await addEvent(t, w.uniAdmin.token, w.metu, { ...EVENT, capacity: 2 })
    expect(event).toMatchObject({ capacity: 2, attendees_count: 0, waitlist_count: 0, attendance: null })
    const url = `/api/universities/${w.metu}/events/${event.id}`
    for (const capacity of [0, -1, 100_001, 2.5, 'many']) {
      const res = await as(t, w.uniAdmin.token).put(url, { ...EVENT, capacity })
      expect(res.statusCode, String(capacity)).toBe(422)
      expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'capacity'], code: 'invalid_capacity' })
    }
    const kept = await as(t, w.uniAdmin.token).put(url, { ...EVENT, title: 'Yeni' })
    expect(kept.json()).toMatchObject({ capacity: 2 })
    const none = await as(t, w.uniAdmin.token).put(url, { ...EVENT, capacity: null })
    expect(none.json()).toMatchObject({ capacity: null })
    expect((await addEvent(t, w.uniAdmin.token, w.metu)).capacity).toBeNull()
  })

  it('works on community events too', async () => {
    const community = await seedCommunity(t.database.db, {
      universityId: w.metu,
      name: 'Capacity club',
      adminId: w.student.id,
    })
    const res = await as(t, w.student.token).post(`/api/communities/${community}/events`, {
      ...EVENT,
      capacity: 1,
    })
    expect(res.statusCode, res.body).toBe(201)
    const event = res.json() as Event
    const url = `/api/communities/${community}/events/${event.id}`
    const member = await student()
    await seedMembership(t.database.db, community, member.id)
    expect((await as(t, w.student.token).post(`${url}/attend`)).json()).toMatchObject({
      attendance: 'attending',
    })
    expect((await as(t, member.token).post(`${url}/attend`)).json()).toMatchObject({
      attendance: 'waiting',
      waitlist_position: 1,
      attendees_count: 1,
      waitlist_count: 1,
    })
    const raised = await as(t, w.student.token).put(url, { ...EVENT, capacity: 5 })
    expect(raised.json()).toMatchObject({ capacity: 5, attendees_count: 2, waitlist_count: 0 })
    expect((await as(t, member.token).get(`/api/events/${event.id}`)).json()).toMatchObject({
      attendance: 'attending',
      is_attending: true,
    })
  })
})

describe('the waitlist', () => {
  it('fills, queues in join order, moves the first in on a cancellation and notifies them', async () => {
    const event = await addEvent(t, w.uniAdmin.token, w.metu, { ...EVENT, capacity: 2 })
    const url = `/api/universities/${w.metu}/events/${event.id}`
    const [a, b, c, d] = [await student(), await student(), await student(), await student()]
    published.length = 0
    expect((await as(t, a.token).post(`${url}/attend`)).json()).toMatchObject({
      attendance: 'attending',
      attendees_count: 1,
      abilities: { can_check_in: true, can_run_check_in: false },
    })
    await as(t, b.token).post(`${url}/attend`)
    const waiting = (await as(t, c.token).post(`${url}/attend`)).json() as Event
    expect(waiting).toMatchObject({
      attendance: 'waiting',
      is_attending: false,
      waitlist_position: 1,
      attendees_count: 2,
      waitlist_count: 1,
      abilities: { can_check_in: false },
    })
    expect((await as(t, d.token).post(`${url}/attend`)).json()).toMatchObject({ waitlist_position: 2 })
    // Repeating changes nothing.
    expect((await as(t, d.token).post(`${url}/attend`)).json()).toMatchObject({
      waitlist_position: 2,
      waitlist_count: 2,
    })
    expect(published.filter((e) => e.type === 'event.attended').map((e) => e.actor_id)).toEqual([a.id, b.id])

    // Lowering the capacity bumps no one.
    const lowered = await as(t, w.uniAdmin.token).put(url, { ...EVENT, capacity: 1 })
    expect(lowered.json()).toMatchObject({ capacity: 1, attendees_count: 2, waitlist_count: 2 })
    await as(t, w.uniAdmin.token).put(url, { ...EVENT, capacity: 2 })

    const cancelled = (await as(t, a.token).delete(`${url}/attend`)).json() as Event
    expect(cancelled).toMatchObject({ attendance: null, attendees_count: 2, waitlist_count: 1 })
    expect((await as(t, c.token).get(`/api/events/${event.id}`)).json()).toMatchObject({
      attendance: 'attending',
      waitlist_position: null,
    })
    expect((await as(t, d.token).get(`/api/events/${event.id}`)).json()).toMatchObject({
      attendance: 'waiting',
      waitlist_position: 1,
    })
    expect(published.filter((e) => e.type === 'event.spot_opened').map((e) => e.user_id)).toEqual([c.id])
    expect(published.filter((e) => e.type === 'event.attended').map((e) => e.actor_id)).toEqual([
      a.id,
      b.id,
      c.id,
    ])
    const [note] = await vi.waitFor(async () => {
      const list = (await notificationsOf(c.token)).filter((n) => n.notification_type === 'event_spot')
      if (list.length === 0) throw new Error('no event_spot yet')
      return list
    })
    expect(note).toMatchObject({ event_id: event.id, actor_id: null, content: EVENT.title })
    expect((await notificationsOf(d.token)).some((n) => n.notification_type === 'event_spot')).toBe(false)

    // Leaving the waitlist (the same DELETE) moves no one and frees the place in the queue.
    expect((await as(t, d.token).delete(`${url}/attend`)).json()).toMatchObject({
      attendance: null,
      waitlist_count: 0,
      attendees_count: 2,
    })
    // The place opens with no one waiting: the next one to come attends.
    await as(t, b.token).delete(`${url}/attend`)
    expect((await as(t, d.token).post(`${url}/attend`)).json()).toMatchObject({
      attendance: 'attending',
      attendees_count: 2,
    })
  })

  it('answers a hidden event as a missing one, and the unverified are refused', async () => {
    const event = await addEvent(t, w.uniAdmin.token, w.metu, { ...EVENT, capacity: 1 })
    const wrong = `/api/universities/${w.itu}/events/${event.id}/attend`
    expect((await as(t, w.student.token).post(wrong)).json()).toMatchObject({ code: 'event_not_found' })
    const unverified = await makeUser(t, { universityId: w.metu, verified: false })
    const res = await as(t, await loginAs(t.app, unverified)).post(
      `/api/universities/${w.metu}/events/${event.id}/attend`,
    )
    expect(res.statusCode).toBe(403)
  })
})
