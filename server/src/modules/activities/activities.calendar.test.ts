import ical, { type VEvent } from 'node-ical'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { addAnnouncement, addEvent, EVENT, makeWorld, type World } from './activities.test-world.ts'

let t: TestApp
let w: World
beforeAll(async () => {
  t = await buildTestApp()
  w = await makeWorld(t)
})
afterAll(() => t.close())

const parse = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT')

async function feedOf(url: string) {
  const path = new URL(url).pathname
  const res = await as(t, null).get(path)
  expect(res.statusCode, res.body).toBe(200)
  expect(res.headers['content-type']).toMatch(/^text\/calendar/)
  return parse(res.body)
}

describe('the personal calendar feed', () => {
  it('holds attended events at their instant and the university’s announcements on their day; edits and deletes follow', async () => {
    const event = await addEvent(t, w.uniAdmin.token, w.metu)
    const untimed = await addEvent(t, w.uniAdmin.token, w.metu, {
      ...EVENT,
      title: 'Gün boyu',
      date: '2027-05-01',
    })
    await as(t, w.uniAdmin.token).put(`/api/universities/${w.metu}/events/${untimed.id}`, {
      title: 'Gün boyu',
      date: '2027-05-01',
      time: '',
    })
    const announcement = await addAnnouncement(t, w.uniAdmin.token, w.metu)
    await as(t, w.student.token).post(`/api/universities/${w.metu}/events/${event.id}/attend`)
    await as(t, w.student.token).post(`/api/universities/${w.metu}/events/${untimed.id}/attend`)

    const { url } = (await as(t, w.student.token).get('/api/users/me/calendar')).json() as {
      url: string
    }
    expect((await as(t, w.student.token).get('/api/users/me/calendar')).json()).toEqual({ url })
    let items = await feedOf(url)
    const timed = items.find((i) => i.summary === 'Bahar Şenliği')!
    // 18:30 in Istanbul (UTC+3) is 15:30 UTC.
    expect(timed.start.toISOString()).toBe('2027-04-20T15:30:00.000Z')
    expect(timed.location).toBe('Devrim Stadyumu')
    expect(timed.uid).toMatch(new RegExp(`^event-${event.id}@`))
    const allDay = items.find((i) => i.summary === 'Gün boyu')!
    expect(allDay.datetype).toBe('date')
    const dayOf = items.find((i) => i.summary === 'Final sınav takvimi')!
    expect(dayOf.datetype).toBe('date')
    expect(dayOf.uid).toMatch(new RegExp(`^announcement-${announcement.id}@`))

    // Moving the event moves it in the feed, same UID, higher SEQUENCE; deleting cancels it.
    await as(t, w.uniAdmin.token).put(`/api/universities/${w.metu}/events/${event.id}`, {
      title: 'Bahar Şenliği',
      date: '2027-04-21',
      time: '20:00',
    })
    items = await feedOf(url)
    const moved = items.find((i) => i.uid === timed.uid)!
    expect(moved.start.toISOString()).toBe('2027-04-21T17:00:00.000Z')
    expect(Number(moved.sequence)).toBeGreaterThan(Number(timed.sequence))
    await as(t, w.uniAdmin.token).delete(`/api/universities/${w.metu}/events/${event.id}`)
    items = await feedOf(url)
    expect(items.find((i) => i.uid === timed.uid)?.status).toBe('CANCELLED')
  })

  it('stops answering the old address after a reset, and answers 404 for an unknown one', async () => {
    const { url } = (await as(t, w.outsider.token).get('/api/users/me/calendar')).json() as {
      url: string
    }
    const reset = (await as(t, w.outsider.token).post('/api/users/me/calendar/reset')).json() as {
      url: string
    }
    expect(reset.url).not.toBe(url)
    const old = await as(t, null).get(new URL(url).pathname)
    expect(old.statusCode).toBe(404)
    expect(old.json()).toMatchObject({ code: 'calendar_not_found' })
    expect((await as(t, null).get(new URL(reset.url).pathname)).statusCode).toBe(200)
    expect((await as(t, null).get('/api/calendar/short.ics')).statusCode).toBe(422)
    expect((await as(t, null).get('/api/users/me/calendar')).statusCode).toBe(401)
  })

  it('answers one event as a file to add, to anyone who may see it', async () => {
    const event = await addEvent(t, w.uniAdmin.token, w.metu)
    const res = await as(t, w.outsider.token).get(`/api/events/${event.id}/calendar.ics`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toContain('.ics')
    expect(parse(res.body)).toHaveLength(1)
    expect((await as(t, w.outsider.token).get('/api/events/999999/calendar.ics')).statusCode).toBe(404)
  })
})
