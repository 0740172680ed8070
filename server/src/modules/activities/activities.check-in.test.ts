import type { CheckInCode, CheckInList, Event } from '@agora/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser } from '../../../test/factories.ts'
import { movableClock, totpCode } from '../../../test/two-factor.ts'
import { queryRows } from '../../db/client.ts'
import { seedCommunity } from '../communities/index.ts'
import { addEvent, EVENT, makeWorld, type World } from './activities.test-world.ts'

/**
 * Issue 17: check-in with the organiser's rotating code. EVENT starts 2027-04-20 18:30 in Istanbul
 * (15:30 UTC): check-in is open from 14:30 UTC until the end of that local day (21:00 UTC).
 */

const clock = movableClock(Date.parse('2027-04-20T15:00:05Z'))
let t: TestApp
let w: World
beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now })
  w = await makeWorld(t)
})
afterAll(() => t.close())

const person = async (universityId = w.metu) => {
  const user = await makeUser(t, { universityId })
  return { ...user, token: await loginAs(t.app, user) }
}
const codeOf = async (url: string, token = w.uniAdmin.token) => {
  const res = await as(t, token).get(`${url}/check-in`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as CheckInCode
}
const otherCode = (code: string) => code.replace(/^./, (d) => String((Number(d) + 1) % 10))

describe('check-in', () => {
  it('gives the organiser a 6-digit code of 30 seconds and checks an attendee in once', async () => {
    const event = await addEvent(t, w.uniAdmin.token, w.metu)
    const url = `/api/events/${event.id}`
    const a = await person()
    await as(t, a.token).post(`/api/universities/${w.metu}/events/${event.id}/attend`)

    const shown = await codeOf(url)
    expect(shown.code).toMatch(/^\d{6}$/)
    expect(shown).toMatchObject({
      period: 30,
      expires_at: '2027-04-20T15:00:30.000Z',
      checked_in_count: 0,
      attendees_count: 1,
    })
    // The same step answers the same code; the event's answer never carries the secret.
    expect((await codeOf(url)).code).toBe(shown.code)
    expect(JSON.stringify((await as(t, a.token).get(url)).json())).not.toMatch(/secret/i)

    const wrong = await as(t, a.token).post(`${url}/check-in`, { code: otherCode(shown.code) })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ code: 'check_in_code_invalid' })
    expect((await as(t, a.token).post(`${url}/check-in`, { code: '12a456' })).statusCode).toBe(422)

    const ok = await as(t, a.token).post(`${url}/check-in`, { code: shown.code })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json()).toMatchObject({ is_checked_in: true, attendance: 'attending' })
    const again = await as(t, a.token).post(`${url}/check-in`, { code: shown.code })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'already_checked_in' })
    expect(await codeOf(url)).toMatchObject({ checked_in_count: 1, attendees_count: 1 })
  })

  it("refuses a code of the step before, outside the event's window, and from someone not attending", async () => {
    const event = await addEvent(t, w.uniAdmin.token, w.metu)
    const url = `/api/universities/${w.metu}/events/${event.id}`
    const b = await person()
    const notAttending = await as(t, b.token).post(`${url}/check-in`, { code: '000000' })
    expect(notAttending.statusCode).toBe(403)
    expect(notAttending.json()).toMatchObject({ code: 'not_attending' })
    await as(t, b.token).post(`${url}/attend`)

    await codeOf(url)
    const [row] = await queryRows<{ secret: string }>(
      t.database.db,
      sql`SELECT check_in_secret AS secret FROM events WHERE id = ${event.id}`,
    )
    const secret = row!.secret
    const previous = totpCode(secret, new Date(clock.now().getTime() - 30_000))
    const current = totpCode(secret, clock.now())
    expect((await codeOf(url)).code).toBe(current)
    // The code of the step before (unless it happens to equal the current one: one chance in a million).
    if (previous !== current) {
      const stale = await as(t, b.token).post(`${url}/check-in`, { code: previous })
      expect(stale.json()).toMatchObject({ code: 'check_in_code_invalid' })
    }

    const at = clock.now().getTime()
    try {
      clock.advance(Date.parse('2027-04-20T14:29:00Z') - at)
      const early = await as(t, b.token).post(`${url}/check-in`, { code: (await codeOf(url)).code })
      expect(early.statusCode).toBe(409)
      expect(early.json()).toMatchObject({ code: 'check_in_closed' })
      clock.advance(Date.parse('2027-04-20T21:00:00Z') - clock.now().getTime())
      const late = await as(t, b.token).post(`${url}/check-in`, { code: (await codeOf(url)).code })
      expect(late.json()).toMatchObject({ code: 'check_in_closed' })
      clock.advance(Date.parse('2027-04-20T20:59:40Z') - clock.now().getTime())
      const last = await as(t, b.token).post(`${url}/check-in`, { code: (await codeOf(url)).code })
      expect(last.statusCode, last.body).toBe(200)
    } finally {
      clock.advance(at + 30_000 - clock.now().getTime())
    }
  })

  it('shows the code and the list to organisers only: 403 for a student, 404 when the event is not reached', async () => {
    const event = await addEvent(t, w.uniAdmin.token, w.metu)
    const url = `/api/events/${event.id}`
    for (const path of ['check-in', 'check-ins', 'check-ins.csv']) {
      for (const token of [w.student.token, w.otherUniAdmin.token]) {
        const res = await as(t, token).get(`${url}/${path}`)
        expect(res.statusCode, path).toBe(403)
        expect(res.json()).toMatchObject({ code: 'cannot_run_check_in' })
      }
      const wrongParent = await as(t, w.uniAdmin.token).get(
        `/api/universities/${w.itu}/events/${event.id}/${path}`,
      )
      expect(wrongParent.json()).toMatchObject({ code: 'event_not_found' })
      expect((await as(t, w.uniAdmin.token).get(`/api/events/2147483647/${path}`)).statusCode).toBe(404)
      expect((await as(t, w.uniAdmin.token).get(`/api/events/2147483648/${path}`)).statusCode).toBe(422)
      expect((await as(t, null).get(`${url}/${path}`)).statusCode).toBe(401)
    }
    await as(t, w.uniAdmin.token).delete(`/api/universities/${w.metu}/events/${event.id}`)
    expect((await as(t, w.uniAdmin.token).get(`${url}/check-in`)).statusCode).toBe(404)
    expect((await as(t, w.admin.token).get(`/api/events/${event.id}/check-ins`)).statusCode).toBe(404)
  })

  it('lists who checked in and exports them as CSV, for a community event’s staff too', async () => {
    const staff = await person()
    const community = await seedCommunity(t.database.db, {
      universityId: w.metu,
      name: 'Check-in club',
      adminId: staff.id,
    })
    const res = await as(t, staff.token).post(`/api/communities/${community}/events`, EVENT)
    const event = res.json() as Event
    expect(event.abilities).toMatchObject({ can_run_check_in: true })
    const url = `/api/communities/${community}/events/${event.id}`
    const c = await makeUser(t, { universityId: w.metu, firstName: '=Ayşe', lastName: 'Yılmaz, Jr' })
    const token = await loginAs(t.app, c)
    await as(t, token).post(`${url}/attend`)
    const ok = await as(t, token).post(`${url}/check-in`, {
      code: (await codeOf(url, staff.token)).code,
    })
    expect(ok.statusCode, ok.body).toBe(200)

    const list = (await as(t, staff.token).get(`${url}/check-ins`)).json() as CheckInList
    expect(list).toMatchObject({ total: 1, next_skip: null })
    expect(list.items).toEqual([
      expect.objectContaining({ user_id: c.id, username: c.username, full_name: '=Ayşe Yılmaz, Jr' }),
    ])
    expect((await as(t, w.admin.token).get(`/api/events/${event.id}/check-ins`)).json()).toMatchObject({
      total: 1,
    })
    const csv = await as(t, staff.token).get(`${url}/check-ins.csv`)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toContain(`event-${event.id}-check-ins.csv`)
    expect(csv.body.split('\r\n')).toEqual([
      'username,full_name,checked_in_at',
      `${c.username},"'=Ayşe Yılmaz, Jr",${list.items[0]!.checked_in_at}`,
      '',
    ])
    expect(csv.body).not.toContain('@')
  })
})

describe('attended events on profiles', () => {
  it('counts only those who checked in where check-in was used, and attendance elsewhere', async () => {
    const used = await addEvent(t, w.uniAdmin.token, w.metu)
    const unused = await addEvent(t, w.uniAdmin.token, w.metu)
    const [a, b] = [await person(), await person()]
    for (const p of [a, b]) {
      for (const e of [used, unused])
        await as(t, p.token).post(`/api/universities/${w.metu}/events/${e.id}/attend`)
    }
    const attended = async (userId: number) =>
      ((await as(t, w.student.token).get(`/api/users/${userId}/attended-events`)).json() as Event[]).map(
        (e) => e.id,
      )
    expect(await attended(b.id)).toEqual([unused.id, used.id])
    const code = (await codeOf(`/api/events/${used.id}`)).code
    expect((await as(t, a.token).post(`/api/events/${used.id}/check-in`, { code })).statusCode).toBe(200)
    expect(await attended(a.id)).toEqual([unused.id, used.id])
    expect(await attended(b.id)).toEqual([unused.id])
    const profile = (await as(t, w.student.token).get(`/api/users/${b.id}`)).json()
    expect(profile.attended_events_count).toBe(1)
  })
})

describe('check-in attempts', () => {
  it('are throttled per person: 10 a minute, then 429 too_many_check_in_attempts', async () => {
    const throttled = await buildTestApp({ throttle: true, clock: clock.now })
    try {
      const world = await makeWorld(throttled)
      const event = await addEvent(throttled, world.uniAdmin.token, world.metu)
      const url = `/api/events/${event.id}/check-in`
      const codes: number[] = []
      for (let i = 0; i < 11; i++)
        codes.push((await as(throttled, world.student.token).post(url, { code: '000000' })).statusCode)
      expect(codes.slice(0, 10)).toEqual(Array(10).fill(403))
      expect(codes[10]).toBe(429)
      const res = await as(throttled, world.student.token).post(url, { code: '000000' })
      expect(res.json()).toMatchObject({ code: 'too_many_check_in_attempts' })
    } finally {
      await throttled.close()
    }
  })
})
