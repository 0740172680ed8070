import type { Event } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser } from '../../../test/factories.ts'
import { imageBytes, postForm } from '../../../test/posts.ts'
import { addEvent, EVENT, makeWorld, type World } from './activities.test-world.ts'

let t: TestApp
let w: World
beforeAll(async () => {
  t = await buildTestApp()
  w = await makeWorld(t)
})
afterAll(() => t.close())

describe('adding events (spec 000 sections 5 and 6)', () => {
  it('lets the UniAdmin add one and answers it under every name the specification reads', async () => {
    const event = await addEvent(t, w.uniAdmin.token, w.metu)
    expect(event).toMatchObject({
      post_type: 'event',
      event_title: 'Bahar Şenliği',
      title: 'Bahar Şenliği',
      description: 'Konserler ve stantlar',
      content: 'Konserler ve stantlar',
      event_date: '2027-04-20',
      date: '2027-04-20',
      event_time: '18:30',
      time: '18:30',
      event_location: 'Devrim Stadyumu',
      location: 'Devrim Stadyumu',
      banner_url: null,
      starts_at: '2027-04-20T18:30:00+03:00',
      time_zone: 'Europe/Istanbul',
      parent_type: 'university',
      parent_id: w.metu,
      university_id: w.metu,
      community_id: null,
      user_id: w.uniAdmin.id,
      user_username: w.uniAdmin.username,
      likes_count: 0,
      attendees_count: 0,
      replies_count: 0,
      is_liked: false,
      is_saved: false,
      is_attending: false,
      edited: false,
      abilities: { can_edit: true, can_delete: true, can_attend: true },
    })
    expect(event.university_name).toMatch(/^METU/)
    const seen = (await as(t, w.student.token).get(`/api/events/${event.id}`)).json() as Event
    expect(seen).toMatchObject({
      id: event.id,
      abilities: { can_edit: false, can_delete: false, can_like: true },
    })
  })

  it('accepts the older field names', async () => {
    const event = await addEvent(t, w.admin.token, w.metu, {
      event_title: 'Kariyer Günleri',
      content: 'Şirket tanıtımları',
      start_date: '2027-05-02',
      start_time: '9:00',
      venue: 'Kültür ve Kongre Merkezi',
      poster_url: 'http://example.com/ignored.png',
    })
    expect(event).toMatchObject({
      title: 'Kariyer Günleri',
      description: 'Şirket tanıtımları',
      time: '09:00',
      location: 'Kültür ve Kongre Merkezi',
      banner_url: null,
    })
  })

  it('refuses a plain student, another university’s UniAdmin and an unknown university', async () => {
    for (const who of [w.student, w.otherUniAdmin, w.outsider]) {
      const res = await as(t, who.token).post(`/api/universities/${w.metu}/events`, EVENT)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ code: 'cannot_add_content' })
    }
    const missing = await as(t, w.admin.token).post('/api/universities/999999/events', EVENT)
    expect(missing.json()).toMatchObject({ code: 'university_not_found' })
    expect((await as(t, null).post(`/api/universities/${w.metu}/events`, EVENT)).statusCode).toBe(401)
    const unverified = await makeUser(t, { role: 'UniAdmin', universityId: w.metu, verified: false })
    const res = await as(t, await loginAs(t.app, unverified)).post(
      `/api/universities/${w.metu}/events`,
      EVENT,
    )
    expect(res.statusCode).toBe(403)
  })

  it('needs title, description, date, time and location, each well formed, and changes nothing otherwise', async () => {
    const before = (
      (await as(t, w.uniAdmin.token).get(`/api/universities/${w.metu}/events`)).json() as Event[]
    ).length
    const cases: [object, string][] = [
      [{ ...EVENT, title: '  ' }, 'title_required'],
      [{ ...EVENT, description: '' }, 'description_required'],
      [{ ...EVENT, date: undefined }, 'date_required'],
      [{ ...EVENT, date: '2027-02-30' }, 'invalid_date'],
      [{ ...EVENT, time: '' }, 'time_required'],
      [{ ...EVENT, time: '25:00' }, 'invalid_time'],
      [{ ...EVENT, location: '' }, 'location_required'],
      [{ ...EVENT, title: 'x'.repeat(201) }, 'title_too_long'],
      // Issue 30: a sane window of days, and no direction controls in a single-line name.
      [{ ...EVENT, date: '1900-01-01' }, 'date_out_of_range'],
      [{ ...EVENT, date: '1999-12-31' }, 'date_out_of_range'],
      [{ ...EVENT, date: '2101-01-01' }, 'date_out_of_range'],
      [{ ...EVENT, date: '9999-12-31' }, 'invalid_date'],
      [{ ...EVENT, title: 'Party \u202Egnp.exe' }, 'bidi_control_character'],
      [{ ...EVENT, title: 'Party \u2066x\u2069' }, 'bidi_control_character'],
      [{ ...EVENT, location: 'Hall \u202B1' }, 'bidi_control_character'],
    ]
    for (const [body, code] of cases) {
      const res = await as(t, w.uniAdmin.token).post(`/api/universities/${w.metu}/events`, body)
      expect(res.statusCode, code).toBe(422)
      expect(res.json().detail[0].code).toBe(code)
    }
    const after = (
      (await as(t, w.uniAdmin.token).get(`/api/universities/${w.metu}/events`)).json() as Event[]
    ).length
    expect(after).toBe(before)
  })
})

describe('editing and deleting events', () => {
  it('edits with title and date only, clears the time, counts the edit, and refuses others', async () => {
    const event = await addEvent(t, w.uniAdmin.token, w.metu)
    const url = `/api/universities/${w.metu}/events/${event.id}`
    for (const who of [w.student, w.otherUniAdmin]) {
      const res = await as(t, who.token).put(url, { title: 'Hacked', date: '2027-04-21' })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ code: 'cannot_manage_activity' })
    }
    expect((await as(t, w.uniAdmin.token).put(url, { date: '2027-04-21' })).json().detail[0].code).toBe(
      'title_required',
    )
    const res = await as(t, w.uniAdmin.token).put(url, {
      event_title: 'Bahar Şenliği 2',
      event_date: '2027-04-21',
      event_time: '',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      title: 'Bahar Şenliği 2',
      date: '2027-04-21',
      time: null,
      location: null,
      description: 'Konserler ve stantlar',
      edited: true,
      starts_at: '2027-04-21T00:00:00+03:00',
    })
    // The same event reached under another university is not there.
    expect(
      (
        await as(t, w.admin.token).put(`/api/universities/${w.itu}/events/${event.id}`, {
          title: 'x',
          date: '2027-01-01',
        })
      ).statusCode,
    ).toBe(404)
    expect(
      (await as(t, w.admin.token).get(`/api/communities/1/events/${event.id}/comments`)).statusCode,
    ).toBe(404)
  })

  it('deletes softly: gone from the page and the list, and a second delete is 404', async () => {
    const event = await addEvent(t, w.uniAdmin.token, w.metu)
    const url = `/api/universities/${w.metu}/events/${event.id}`
    expect((await as(t, w.student.token).delete(url)).statusCode).toBe(403)
    expect((await as(t, w.admin.token).delete(url)).statusCode).toBe(204)
    expect((await as(t, w.student.token).get(`/api/events/${event.id}`)).json()).toMatchObject({
      code: 'event_not_found',
    })
    const list = (await as(t, w.student.token).get(`/api/universities/${w.metu}/events`)).json() as Event[]
    expect(list.map((e) => e.id)).not.toContain(event.id)
    expect((await as(t, w.admin.token).delete(url)).statusCode).toBe(404)
  })

  it('takes a banner of at most 10 MB that decodes as an image, and removes it on request', async () => {
    const event = await addEvent(t, w.uniAdmin.token, w.metu)
    const url = `/api/universities/${w.metu}/events/${event.id}`
    const png = await imageBytes(300, 100)
    const ok = await postForm(t.app, w.uniAdmin.token, `${url}/upload-banner`, {}, [
      { field: 'file', name: 'b.png', type: 'image/png', bytes: png },
    ])
    expect(ok.statusCode, ok.body).toBe(200)
    const { banner_url } = ok.json() as { banner_url: string }
    expect(banner_url).toMatch(/\.(jpg|webp)$/)
    expect(((await as(t, w.student.token).get(`/api/events/${event.id}`)).json() as Event).banner_url).toBe(
      banner_url,
    )

    const fake = await postForm(t.app, w.uniAdmin.token, `${url}/upload-banner`, {}, [
      { field: 'file', name: 'x.png', type: 'image/png', bytes: Buffer.from('not an image at all') },
    ])
    expect(fake.statusCode).toBe(415)
    expect(fake.json()).toMatchObject({ code: 'unsupported_image' })
    const huge = await postForm(t.app, w.uniAdmin.token, `${url}/upload-banner`, {}, [
      { field: 'file', name: 'h.png', type: 'image/png', bytes: Buffer.alloc(10 * 1024 * 1024 + 1) },
    ])
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toMatchObject({ code: 'banner_too_large' })
    const student = await postForm(t.app, w.student.token, `${url}/upload-banner`, {}, [
      { field: 'file', name: 'b.png', type: 'image/png', bytes: png },
    ])
    expect(student.statusCode).toBe(403)

    const removed = await as(t, w.uniAdmin.token).put(url, {
      title: 'Bahar Şenliği',
      date: '2027-04-20',
      banner_url: null,
    })
    expect(removed.json()).toMatchObject({ banner_url: null })
  })
})

describe('reading events', () => {
  it('lists what is to come first, soonest first, then the past, latest first, with skip and limit', async () => {
    const uni = await makeWorld(t)
    const add = (date: string, title: string) =>
      addEvent(t, uni.uniAdmin.token, uni.metu, { ...EVENT, date, title })
    await add('2020-01-01', 'old')
    await add('2030-01-01', 'far')
    await add('2027-01-01', 'near')
    await add('2021-06-01', 'less old')
    const titles = async (q = '') =>
      (
        (await as(t, uni.student.token).get(`/api/universities/${uni.metu}/events${q}`)).json() as Event[]
      ).map((e) => e.title)
    expect(await titles()).toEqual(['near', 'far', 'less old', 'old'])
    expect(await titles('?skip=1&limit=2')).toEqual(['far', 'less old'])
    expect(await titles('?skip=40')).toEqual([])
    expect(
      (await as(t, uni.student.token).get(`/api/universities/${uni.metu}/events?limit=101`)).statusCode,
    ).toBe(422)
    expect((await as(t, uni.student.token).get('/api/universities/999999/events')).statusCode).toBe(404)
  })

  it('answers upcoming events: the viewer’s university first, then others, soonest first, never past ones', async () => {
    const uni = await makeWorld(t)
    await addEvent(t, uni.otherUniAdmin.token, uni.itu, {
      ...EVENT,
      title: 'theirs soon',
      date: '2026-12-24',
    })
    await addEvent(t, uni.uniAdmin.token, uni.metu, { ...EVENT, title: 'ours later', date: '2028-12-24' })
    await addEvent(t, uni.uniAdmin.token, uni.metu, { ...EVENT, title: 'ours past', date: '2020-12-24' })
    const res = await as(t, uni.student.token).get('/api/universities/upcoming-events?limit=50')
    const titles = (res.json() as Event[]).map((e) => e.title)
    expect(titles.indexOf('ours later')).toBeLessThan(titles.indexOf('theirs soon'))
    expect(titles).not.toContain('ours past')
    const dates = (res.json() as Event[]).filter((e) => e.university_id !== uni.metu).map((e) => e.starts_at)
    expect([...dates].sort()).toEqual(dates)
    expect(
      ((await as(t, uni.student.token).get('/api/universities/upcoming-events')).json() as Event[]).length,
    ).toBeLessThanOrEqual(5)
  })

  it('answers 404 for a missing event and 422 for a bad id', async () => {
    expect((await as(t, w.student.token).get('/api/events/999999')).json()).toMatchObject({
      code: 'event_not_found',
    })
    expect((await as(t, w.student.token).get('/api/events/abc')).statusCode).toBe(422)
    expect((await as(t, null).get('/api/events/1')).statusCode).toBe(401)
  })
})
