import type { Announcement, Event, Post } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser } from '../../../test/factories.ts'
import { imageBytes, postForm } from '../../../test/posts.ts'
import { seedBlock } from '../users/index.ts'
import { addAnnouncement, addEvent, makeWorld, type World } from './activities.test-world.ts'

let t: TestApp
let w: World
let event: Event
let eventUrl: string
let announcement: Announcement
let announcementUrl: string
const published: { type: string }[] = []
beforeAll(async () => {
  t = await buildTestApp()
  w = await makeWorld(t)
  for (const type of ['event.liked', 'event.attended', 'announcement.saved']) {
    await t.events.subscribe(type, (e) => void published.push(e as { type: string }))
  }
  event = await addEvent(t, w.uniAdmin.token, w.metu)
  eventUrl = `/api/universities/${w.metu}/events/${event.id}`
  announcement = await addAnnouncement(t, w.uniAdmin.token, w.metu)
  announcementUrl = `/api/universities/${w.metu}/academics/${announcement.id}`
})
afterAll(() => t.close())

describe('like, save and attend', () => {
  it('sets and unsets idempotently, with counts that never go below zero, and publishes one event per change', async () => {
    const like = () => as(t, w.student.token).post(`${eventUrl}/like`)
    expect((await like()).json()).toMatchObject({ is_liked: true, likes_count: 1 })
    expect((await like()).json()).toMatchObject({ is_liked: true, likes_count: 1 })
    expect((await as(t, w.outsider.token).post(`${eventUrl}/like`)).json()).toMatchObject({
      likes_count: 2,
      is_liked: true,
    })
    expect((await as(t, w.student.token).delete(`${eventUrl}/like`)).json()).toMatchObject({
      is_liked: false,
      likes_count: 1,
    })
    expect((await as(t, w.student.token).delete(`${eventUrl}/like`)).json()).toMatchObject({
      likes_count: 1,
    })
    expect(published.filter((e) => e.type === 'event.liked')).toHaveLength(2)

    expect((await as(t, w.student.token).post(`${eventUrl}/attend`)).json()).toMatchObject({
      is_attending: true,
      attendees_count: 1,
    })
    expect((await as(t, w.student.token).post(`${eventUrl}/save`)).json()).toMatchObject({
      is_saved: true,
    })
    const seen = (await as(t, w.uniAdmin.token).get(`/api/events/${event.id}`)).json() as Event
    expect(seen).toMatchObject({ attendees_count: 1, is_attending: false, is_saved: false })
  })

  it('has no attend on announcements, and toggles under the wrong parent are 404', async () => {
    expect((await as(t, w.student.token).post(`${announcementUrl}/attend`)).statusCode).toBe(404)
    expect((await as(t, w.student.token).post(`${announcementUrl}/save`)).json()).toMatchObject({
      is_saved: true,
    })
    expect(published.filter((e) => e.type === 'announcement.saved')).toHaveLength(1)
    expect(
      (await as(t, w.student.token).post(`/api/universities/${w.itu}/events/${event.id}/like`)).statusCode,
    ).toBe(404)
    expect(
      (await as(t, w.student.token).post(`/api/universities/${w.metu}/events/999999/like`)).json(),
    ).toMatchObject({ code: 'event_not_found' })
    expect((await as(t, null).post(`${eventUrl}/like`)).statusCode).toBe(401)
  })
})

describe('lists of one’s own', () => {
  it('answers saved events and announcements, and attended events on a profile open to the viewer', async () => {
    const saver = await makeUser(t, { universityId: w.metu })
    const token = await loginAs(t.app, saver)
    await as(t, token).post(`${eventUrl}/save`)
    await as(t, token).post(`${announcementUrl}/save`)
    await as(t, token).post(`${eventUrl}/attend`)
    const saved = (await as(t, token).get('/api/users/me/saved-events?skip=0&limit=50')).json() as Event[]
    expect(saved.map((e) => e.id)).toEqual([event.id])
    const academics = (await as(t, token).get('/api/users/me/saved-academics')).json() as Announcement[]
    expect(academics).toMatchObject([
      { id: announcement.id, is_saved: true, academic_title: 'Final sınav takvimi', post_type: 'academic' },
    ])
    const attended = (
      await as(t, w.outsider.token).get(`/api/users/${saver.id}/attended-events`)
    ).json() as Event[]
    expect(attended.map((e) => e.id)).toEqual([event.id])
    expect((await as(t, token).get('/api/users/me/saved-events?limit=0')).statusCode).toBe(422)
    expect((await as(t, token).get(`/api/users/${saver.id}/attended-events?limit=1001`)).statusCode).toBe(422)
  })

  it('closes attended events of a private account to non-followers (403) and hides a blocker (404)', async () => {
    const shy = await makeUser(t, { isPrivate: true })
    await as(t, await loginAs(t.app, shy)).post(`${eventUrl}/attend`)
    const closed = await as(t, w.outsider.token).get(`/api/users/${shy.id}/attended-events`)
    expect(closed.statusCode).toBe(403)
    expect(closed.json()).toMatchObject({ code: 'account_private' })
    expect(
      (await as(t, await loginAs(t.app, shy)).get(`/api/users/${shy.id}/attended-events`)).statusCode,
    ).toBe(200)
    await seedBlock(t.database.db, shy.id, w.student.id)
    expect((await as(t, w.student.token).get(`/api/users/${shy.id}/attended-events`)).statusCode).toBe(404)
  })
})

describe('comments on events and announcements', () => {
  it('takes text and an image, lists them oldest first, counts them, and keeps them out of the feeds', async () => {
    const first = await postForm(t.app, w.student.token, `${eventUrl}/comments`, {
      content: 'Geliyorum! #bahar',
    })
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json()).toMatchObject({
      content: 'Geliyorum! #bahar',
      user_id: w.student.id,
      in_reply_to_id: null,
    })
    const png = await imageBytes(40, 40)
    const second = await postForm(t.app, w.outsider.token, `${eventUrl}/comments`, { content: '' }, [
      { field: 'image', name: 'a.png', type: 'image/png', bytes: png },
    ])
    expect(second.statusCode, second.body).toBe(201)
    expect((second.json() as Post).images).toHaveLength(1)
    const empty = await postForm(t.app, w.student.token, `${eventUrl}/comments`, { content: '   ' })
    expect(empty.json().detail[0].code).toBe('comment_empty')
    const list = (await as(t, w.uniAdmin.token).get(`${eventUrl}/comments`)).json() as Post[]
    expect(list.map((p) => p.content)).toEqual(['Geliyorum! #bahar', ''])
    expect((await as(t, w.uniAdmin.token).get(`/api/events/${event.id}`)).json()).toMatchObject({
      replies_count: 2,
      comments_count: 2,
    })
    // Not a post of the author's profile, nor of anyone's Following feed.
    const profile = (await as(t, w.student.token).get(`/api/users/${w.student.id}/posts`)).json() as Post[]
    expect(profile.map((p) => p.content)).not.toContain('Geliyorum! #bahar')
    const feed = (await as(t, w.student.token).get('/api/feed')).json() as {
      following: Post[]
      for_you: Post[]
    }
    expect([...feed.following, ...feed.for_you].map((p) => p.content)).not.toContain('Geliyorum! #bahar')
  })

  it('hides a private account’s comment from non-followers and a blocked person’s from the blocker', async () => {
    const shy = await makeUser(t, { isPrivate: true, universityId: w.metu })
    const shyToken = await loginAs(t.app, shy)
    await postForm(t.app, shyToken, `${announcementUrl}/comments`, { content: 'gizli yorum' })
    await postForm(t.app, w.outsider.token, `${announcementUrl}/comments`, { content: 'açık yorum' })
    const contents = async (token: string) =>
      ((await as(t, token).get(`${announcementUrl}/comments`)).json() as Post[]).map((p) => p.content)
    expect(await contents(w.student.token)).toEqual(['açık yorum'])
    expect(await contents(shyToken)).toEqual(['gizli yorum', 'açık yorum'])
    expect((await as(t, w.student.token).get(`/api/academics/${announcement.id}`)).json()).toMatchObject({
      replies_count: 1,
    })
    const blocker = await makeUser(t)
    await seedBlock(t.database.db, blocker.id, w.outsider.id)
    expect(await contents(await loginAs(t.app, blocker))).toEqual([])
  })

  it('answers 404 for comments on a deleted or missing item, and 401 without a token', async () => {
    const gone = await addEvent(t, w.uniAdmin.token, w.metu)
    const url = `/api/universities/${w.metu}/events/${gone.id}`
    await as(t, w.uniAdmin.token).delete(url)
    expect((await postForm(t.app, w.student.token, `${url}/comments`, { content: 'hi' })).statusCode).toBe(
      404,
    )
    expect((await as(t, w.student.token).get(`${url}/comments`)).statusCode).toBe(404)
    expect((await as(t, null).get(`${eventUrl}/comments`)).statusCode).toBe(401)
  })
})

describe('announcements', () => {
  it('need title, content and date to add; title and date to edit; only the university’s administrators', async () => {
    const bad = await as(t, w.uniAdmin.token).post(`/api/universities/${w.metu}/academics`, {
      title: 'x',
      date: '2027-01-01',
    })
    expect(bad.json().detail[0].code).toBe('content_required')
    expect(
      (
        await as(t, w.otherUniAdmin.token).post(`/api/universities/${w.metu}/academics`, {
          title: 'x',
          content: 'y',
          date: '2027-01-01',
        })
      ).statusCode,
    ).toBe(403)
    const made = await addAnnouncement(t, w.admin.token, w.metu, {
      academic_title: 'Kayıt yenileme',
      description: 'Tarihler',
      academic_date: '2027-02-01',
    })
    expect(made).toMatchObject({
      title: 'Kayıt yenileme',
      content: 'Tarihler',
      date: '2027-02-01',
      university_id: w.metu,
      abilities: { can_attend: false },
    })
    const url = `/api/universities/${w.metu}/academics/${made.id}`
    const edited = await as(t, w.uniAdmin.token).put(url, {
      academic_title: 'Kayıt yenileme (güncel)',
      academic_date: '2027-02-03',
    })
    expect(edited.json()).toMatchObject({
      title: 'Kayıt yenileme (güncel)',
      date: '2027-02-03',
      content: 'Tarihler',
      edited: true,
    })
    expect((await as(t, w.student.token).delete(url)).statusCode).toBe(403)
    const list = async () =>
      (
        (await as(t, w.student.token).get(`/api/universities/${w.metu}/academics`)).json() as Announcement[]
      ).map((a) => a.id)
    expect((await list())[0]).toBe(made.id)
    expect((await as(t, w.uniAdmin.token).delete(url)).statusCode).toBe(204)
    expect(await list()).not.toContain(made.id)
    expect((await as(t, w.student.token).get(`/api/academics/${made.id}`)).json()).toMatchObject({
      code: 'announcement_not_found',
    })
  })
})

describe('the profile', () => {
  it('counts the events a person attends, leaving deleted ones out', async () => {
    const fan = await makeUser(t, { universityId: w.metu })
    const token = await loginAs(t.app, fan)
    const gone = await addEvent(t, w.uniAdmin.token, w.metu)
    await as(t, token).post(`${eventUrl}/attend`)
    await as(t, token).post(`/api/universities/${w.metu}/events/${gone.id}/attend`)
    const count = async () =>
      (
        (await as(t, w.outsider.token).get(`/api/users/${fan.id}`)).json() as {
          attended_events_count: number
        }
      ).attended_events_count
    expect(await count()).toBe(2)
    await as(t, w.uniAdmin.token).delete(`/api/universities/${w.metu}/events/${gone.id}`)
    expect(await count()).toBe(1)
    expect((await as(t, w.outsider.token).get(`/api/users/${fan.id}`)).json()).toMatchObject({
      university_name: expect.stringMatching(/^METU/),
    })
    // A private account's count is not shown to those its list is closed to (like its post count).
    const shy = await makeUser(t, { isPrivate: true })
    await as(t, await loginAs(t.app, shy)).post(`${eventUrl}/attend`)
    const closed = (await as(t, w.outsider.token).get(`/api/users/${shy.id}`)).json()
    expect(closed).toMatchObject({ attended_events_count: null, posts_count: null })
    const own = (await as(t, await loginAs(t.app, shy)).get(`/api/users/${shy.id}`)).json()
    expect(own).toMatchObject({ attended_events_count: 1 })
  })
})
