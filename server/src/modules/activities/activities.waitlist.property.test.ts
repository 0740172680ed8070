import type { Event } from '@agora/contract'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser, type TestUser } from '../../../test/factories.ts'
import { queryRows } from '../../db/client.ts'
import { addEvent, EVENT, makeWorld, type World } from './activities.test-world.ts'

/**
 * Issue 17, the waitlist as a state machine: any sequence of attend and cancel by several people on an
 * event of any capacity keeps the attendees within the capacity, the waitlist in join order (the first
 * waiting moves in first), and the counters equal to the rows. A model of the queue runs beside it.
 */

const PEOPLE = 5
let t: TestApp
let w: World
let people: (TestUser & { token: string })[]
beforeAll(async () => {
  t = await buildTestApp()
  w = await makeWorld(t)
  people = []
  for (let i = 0; i < PEOPLE; i++) {
    const user = await makeUser(t, { universityId: w.metu })
    people.push({ ...user, token: await loginAs(t.app, user) })
  }
})
afterAll(() => t.close())

describe('the waitlist, as a state machine', () => {
  it('keeps attendees within the capacity, the queue in order and the counts equal to rows', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.record({ who: fc.nat(PEOPLE - 1), attend: fc.boolean() }), {
          minLength: 1,
          maxLength: 20,
        }),
        async (capacity, steps) => {
          const event = await addEvent(t, w.uniAdmin.token, w.metu, { ...EVENT, capacity })
          const url = `/api/universities/${w.metu}/events/${event.id}/attend`
          const attending = new Set<number>()
          const queue: number[] = []
          for (const { who, attend } of steps) {
            const id = people[who]!.id
            const res = await as(t, people[who]!.token).send(attend ? 'POST' : 'DELETE', url)
            expect(res.statusCode, res.body).toBe(200)
            if (attend && !attending.has(id) && !queue.includes(id)) {
              if (attending.size < capacity && queue.length === 0) attending.add(id)
              else queue.push(id)
            } else if (!attend && attending.delete(id)) {
              const next = queue.shift()
              if (next !== undefined) attending.add(next)
            } else if (!attend && queue.includes(id)) {
              queue.splice(queue.indexOf(id), 1)
            }
            const body = res.json() as Event
            expect(body.attendance).toBe(
              attending.has(id) ? 'attending' : queue.includes(id) ? 'waiting' : null,
            )
            expect(body.waitlist_position).toBe(queue.includes(id) ? queue.indexOf(id) + 1 : null)
          }
          const rows = await queryRows<{ user_id: number }>(
            t.database.db,
            sql`SELECT user_id FROM event_attendees WHERE event_id = ${event.id}`,
          )
          const waiting = await queryRows<{ user_id: number }>(
            t.database.db,
            sql`SELECT user_id FROM event_waitlist WHERE event_id = ${event.id} ORDER BY id`,
          )
          const [counts] = await queryRows<{ attendees_count: number; waitlist_count: number }>(
            t.database.db,
            sql`SELECT attendees_count, waitlist_count FROM events WHERE id = ${event.id}`,
          )
          expect(rows.length).toBeLessThanOrEqual(capacity)
          expect(new Set(rows.map((r) => r.user_id))).toEqual(attending)
          expect(waiting.map((r) => r.user_id)).toEqual(queue)
          expect(counts).toEqual({ attendees_count: rows.length, waitlist_count: waiting.length })
        },
      ),
      { numRuns: 25 },
    )
  })

  it.runIf(process.env.DATABASE_URL)('never overfills under concurrent attends and cancels', async () => {
    const event = await addEvent(t, w.uniAdmin.token, w.metu, { ...EVENT, capacity: 2 })
    const url = `/api/universities/${w.metu}/events/${event.id}/attend`
    await Promise.all(people.map((p) => as(t, p.token).post(url)))
    await Promise.all([
      as(t, people[0]!.token).delete(url),
      as(t, people[1]!.token).delete(url),
      ...people.slice(2).map((p) => as(t, p.token).post(url)),
    ])
    const seen = (await as(t, w.uniAdmin.token).get(`/api/events/${event.id}`)).json() as Event
    const [rows] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM event_attendees WHERE event_id = ${event.id}`,
    )
    expect(seen.attendees_count).toBe(rows!.n)
    expect(seen.attendees_count).toBeLessThanOrEqual(2)
  })
})
