import type { Announcement } from '@agora/contract'
import ical, { type VEvent } from 'node-ical'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import {
  eventually,
  forCe as forCeIn,
  listed as listedIn,
  listOf as listOfIn,
  type Person,
  settle,
  useAudienceWorld,
} from './activities.audience.test-world.ts'
import { addAnnouncement, type World } from './activities.test-world.ts'

/**
 * Issue 17: an announcement for one department: its notification and lists, "I have read this", its counts and
 * the one reminder, and the deadline in the calendar feed. Every forbidden path is tried.
 */
const world = useAudienceWorld()
let t: TestApp
let w: World
let ce: number
let ce2: Person
let ce2b: Person
let ee3: Person
let phys2: Person
let unplaced: Person
beforeAll(() => {
  ;({ t, w, ce, ce2, ce2b, ee3, phys2, unplaced } = world)
})
const listOf = (_app: unknown, p: { token: string }) => listOfIn(world, p)
const listed = (token: string) => listedIn(world, token)
const forCe = () => forCeIn(world)
const academics = (id: number) => `/api/universities/${w.metu}/academics/${id}`

describe('an announcement for one department', () => {
  let a: Announcement

  it('is added with its audience, confirmation and deadline', async () => {
    a = await addAnnouncement(t, w.uniAdmin.token, w.metu, forCe())
    expect(a).toMatchObject({
      audience: { faculties: [], departments: [{ id: ce, name: 'Bilgisayar' }], years: [] },
      requires_ack: true,
      deadline: '2027-01-20',
      acknowledged_at: null,
      is_targeted: false,
      ack_stats: { acknowledged: 0, targeted: 2, reminded_at: null },
      abilities: { can_acknowledge: false, can_remind: true },
    })
  })

  it('notifies only the students it is for', async () => {
    for (const p of [ce2, ce2b]) {
      await eventually(
        () => listOf(t.app, p),
        (l) => l.some((n) => n.notification_type === 'announcement' && n.announcement_id === a.id),
      )
    }
    await settle()
    for (const p of [ee3, phys2, unplaced, w.student, w.outsider]) {
      expect((await listOf(t.app, p)).filter((n) => n.announcement_id === a.id)).toEqual([])
    }
  })

  it('is listed for them and its managers, and opens by its link for everyone', async () => {
    expect(await listed(ce2.token)).toContain(a.id)
    expect(await listed(w.uniAdmin.token)).toContain(a.id)
    expect(await listed(w.admin.token)).toContain(a.id)
    for (const p of [ee3, phys2, unplaced, w.outsider]) expect(await listed(p.token)).not.toContain(a.id)
    const seen = (await as(t, ee3.token).get(`/api/academics/${a.id}`)).json() as Announcement
    expect(seen).toMatchObject({ is_targeted: false, ack_stats: null, abilities: { can_acknowledge: false } })
    const mine = (await as(t, ce2.token).get(`/api/academics/${a.id}`)).json() as Announcement
    expect(mine).toMatchObject({ is_targeted: true, ack_stats: null, abilities: { can_acknowledge: true } })
  })

  it('is confirmed once by those it is for, and by nobody else', async () => {
    for (const p of [ee3, w.outsider, w.uniAdmin]) {
      const res = await as(t, p.token).post(`${academics(a.id)}/acknowledge`)
      expect(res.statusCode, res.body).toBe(403)
      expect(res.json()).toMatchObject({ code: 'cannot_acknowledge' })
    }
    const wrongParent = await as(t, ce2.token).post(
      `/api/universities/${w.itu}/academics/${a.id}/acknowledge`,
    )
    expect(wrongParent.statusCode).toBe(404)
    const done = await as(t, ce2.token).post(`${academics(a.id)}/acknowledge`)
    expect(done.statusCode, done.body).toBe(200)
    const first = (done.json() as Announcement).acknowledged_at
    expect(first).not.toBeNull()
    expect(done.json()).toMatchObject({ abilities: { can_acknowledge: false } })
    const again = (await as(t, ce2.token).post(`${academics(a.id)}/acknowledge`)).json() as Announcement
    expect(again.acknowledged_at).toBe(first)
    const stats = (await as(t, w.uniAdmin.token).get(`/api/academics/${a.id}`)).json() as Announcement
    expect(stats.ack_stats).toMatchObject({ acknowledged: 1, targeted: 2 })
  })

  it('reminds those who have not confirmed, once, by its managers only', async () => {
    for (const p of [ce2, ee3, w.otherUniAdmin]) {
      const res = await as(t, p.token).post(`${academics(a.id)}/remind`)
      expect(res.statusCode, res.body).toBe(403)
      expect(res.json()).toMatchObject({ code: 'cannot_remind' })
    }
    const res = await as(t, w.uniAdmin.token).post(`${academics(a.id)}/remind`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      ack_stats: { reminded_at: expect.any(String) },
      abilities: { can_remind: false },
    })
    const twice = await as(t, w.uniAdmin.token).post(`${academics(a.id)}/remind`)
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toMatchObject({ code: 'already_reminded' })
    const [reminder] = await eventually(
      () => listOf(t.app, ce2b),
      (l) => l.some((n) => n.notification_type === 'announcement_reminder'),
    ).then((l) => l.filter((n) => n.notification_type === 'announcement_reminder'))
    expect(reminder).toMatchObject({ announcement_id: a.id, actor_id: null, content: forCe().title })
    await settle()
    for (const p of [ce2, ee3, phys2]) {
      expect((await listOf(t.app, p)).filter((n) => n.notification_type === 'announcement_reminder')).toEqual(
        [],
      )
    }
  })

  it('puts its deadline in the calendar feed of those it is for only', async () => {
    const feed = async (token: string) => {
      const { url } = (await as(t, token).get('/api/users/me/calendar')).json() as { url: string }
      const res = await as(t, null).get(new URL(url).pathname)
      return Object.values(ical.sync.parseICS(res.body)).filter((c): c is VEvent => c?.type === 'VEVENT')
    }
    const mine = await feed(ce2.token)
    const deadline = mine.find((e) => String(e.uid).startsWith(`announcement-deadline-${a.id}@`))
    expect(deadline?.summary).toContain(forCe().title)
    expect(deadline?.start.toISOString().slice(0, 10)).toBe('2027-01-20')
    expect((await feed(ee3.token)).some((e) => String(e.uid).includes(`-${a.id}@`))).toBe(false)
  })
})
