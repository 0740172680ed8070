import type { FeedBatchResponse, FeedItem, FeedResponse } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { bearer, loginAs, makeUser, type TestUser } from '../../../test/factories.ts'
import { seedAnnouncement, seedEvent, seedMark } from '../activities/index.ts'
import { seedPost } from '../posts/index.ts'
import { createUniversity } from '../universities/index.ts'
import { KEEP_MS } from './for-you-first-page.ts'

const DAY = 86_400_000
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10)
const key = (item: FeedItem) => `${item.post_type}:${item.id}`
/** Moves the services' clock: a reader's first page is kept for KEEP_MS (for-you-first-page.ts). */
let clockOffset = 0

describe('For You: events and announcements of the viewer university', () => {
  let t: TestApp
  let metu: number
  let itu: number
  let publisher: TestUser
  let student: TestUser & { token: string }
  let outsider: TestUser & { token: string }
  let stateless: TestUser & { token: string }

  const forYou = async (token: string, query = '&limit=100') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/feed?tab=for_you${query}`,
      headers: bearer(token),
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as FeedResponse
  }
  const event = (universityId: number, title: string, date = isoDay(10)) =>
    seedEvent(t.database.db, {
      universityId,
      createdBy: publisher.id,
      title,
      description: 'Details',
      date,
      time: '18:30',
      location: 'Hall A',
    })
  const announcement = (universityId: number, title: string) =>
    seedAnnouncement(t.database.db, {
      universityId,
      createdBy: publisher.id,
      title,
      content: 'Read me',
      date: isoDay(3),
    })

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => new Date(Date.now() + clockOffset) })
    metu = (await createUniversity(t.database.db, { name: 'Feed METU', domains: [] })).id
    itu = (await createUniversity(t.database.db, { name: 'Feed ITU', domains: [] })).id
    publisher = await makeUser(t, { role: 'UniAdmin', universityId: metu })
    const person = async (universityId: number | null) => {
      const user = await makeUser(t, { universityId })
      return { ...user, token: await loginAs(t.app, user) }
    }
    student = await person(metu)
    outsider = await person(itu)
    stateless = await person(null)
  })
  afterAll(() => t.close())

  it('serves the viewer university upcoming events and its announcements as their own kinds', async () => {
    const upcoming = await event(metu, 'Spring festival')
    const past = await event(metu, 'Last year', isoDay(-2))
    const elsewhere = await event(itu, 'Another campus')
    const notice = await announcement(metu, 'Exam calendar')
    await seedMark(t.database.db, 'event', 'attend', student.id, upcoming)

    const items = (await forYou(student.token)).for_you
    const served = items.map(key)
    expect(served).toContain(`event:${upcoming}`)
    expect(served).toContain(`academic:${notice}`)
    expect(served).not.toContain(`event:${past}`)
    expect(served).not.toContain(`event:${elsewhere}`)
    expect(items.find((i) => key(i) === `event:${upcoming}`)).toMatchObject({
      event_title: 'Spring festival',
      university_id: metu,
      is_attending: true,
      attendees_count: 1,
    })
    expect(items.find((i) => key(i) === `academic:${notice}`)).toMatchObject({
      academic_title: 'Exam calendar',
    })

    // Another university's student sees theirs, not METU's; someone without a university sees none.
    const theirs = (await forYou(outsider.token)).for_you.map(key)
    expect(theirs).toContain(`event:${elsewhere}`)
    expect(theirs).not.toContain(`event:${upcoming}`)
    expect((await forYou(stateless.token)).for_you.filter((i) => i.post_type !== 'normal')).toEqual([])
  })

  it('pages posts, events and announcements together without repeats', async () => {
    const reader = await makeUser(t, { universityId: metu })
    const token = await loginAs(t.app, reader)
    // Enough publishers that the two-per-author cap does not end pages early.
    for (let i = 0; i < 6; i++) {
      const author = await makeUser(t, { role: 'UniAdmin', universityId: metu })
      await seedEvent(t.database.db, {
        universityId: metu,
        createdBy: author.id,
        title: `Event ${i}`,
        description: '',
        date: isoDay(5 + i),
        time: null,
        location: null,
      })
      await seedPost(t.database.db, { userId: author.id, content: `post ${i}` })
    }
    const served: string[] = []
    let after: string | null = ''
    for (let page = 0; after !== null && page < 30; page++) {
      const body: FeedResponse = await forYou(token, `&limit=3${after ? `&after=${after}` : ''}`)
      served.push(...body.for_you.map(key))
      after = body.next_after
    }
    expect(after).toBeNull()
    expect(new Set(served).size).toBe(served.length)
    const events = served.filter((k) => k.startsWith('event:'))
    const posts = served.filter((k) => k.startsWith('normal:'))
    expect(events.length).toBeGreaterThanOrEqual(6)
    expect(posts.length).toBeGreaterThanOrEqual(6)
  })

  it('keeps an event published after the first page for the next refresh, and drops a deleted one', async () => {
    const reader = await makeUser(t, { universityId: metu })
    const token = await loginAs(t.app, reader)
    const first = await forYou(token, '&limit=1')
    expect(first.next_after).not.toBeNull()
    const late = await event(metu, 'Published meanwhile')
    const rest: string[] = []
    let after = first.next_after
    for (let page = 0; after !== null && page < 60; page++) {
      const body: FeedResponse = await forYou(token, `&limit=5&after=${after}`)
      rest.push(...body.for_you.map(key))
      after = body.next_after
    }
    expect(rest).not.toContain(`event:${late}`)
    // The reader's first page is kept for a while; once that has passed, a refresh takes the event in.
    expect((await forYou(token)).for_you.map(key)).not.toContain(`event:${late}`)
    clockOffset += KEEP_MS
    expect((await forYou(token)).for_you.map(key)).toContain(`event:${late}`)

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/universities/${metu}/events/${late}`,
      headers: bearer(await loginAs(t.app, publisher)),
    })
    expect(res.statusCode).toBe(204)
    expect((await forYou(token)).for_you.map(key)).not.toContain(`event:${late}`)
  })

  it('serves them through /feed/batch as well', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/feed/batch?limit=100',
      headers: bearer(student.token),
    })
    expect(res.statusCode).toBe(200)
    const body = res.json() as FeedBatchResponse
    expect(body.posts.some((i) => i.post_type === 'event')).toBe(true)
    expect(body.posts.some((i) => i.post_type === 'academic')).toBe(true)
  })
})
