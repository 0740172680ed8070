import type { Announcement, FeedResponse, Notification } from '@agora/contract'
import { sql } from 'drizzle-orm'
import ical, { type VEvent } from 'node-ical'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { loginAs, makeUser } from '../../../test/factories.ts'
import { queryRows } from '../../db/client.ts'
import { addAnnouncement, makeWorld, send, type World } from './activities.test-world.ts'

/**
 * Issue 17: announcements for chosen faculties, departments and years; "I have read this", its counts
 * and the one reminder; the deadline in the calendar feed. Every forbidden path is tried.
 */
let t: TestApp
let w: World
let eng: number
let sci: number
let ce: number
let ee: number
let phys: number
let itusFaculty: number
type Person = Awaited<ReturnType<typeof student>>
let ce2: Person
let ce2b: Person
let ee3: Person
let phys2: Person
let unplaced: Person

async function unit(table: 'faculties' | 'departments', values: Record<string, number | string>) {
  const cols = Object.keys(values)
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`INSERT INTO ${sql.identifier(table)} (${sql.raw(cols.join(', '))})
      VALUES (${sql.join(
        cols.map((c) => sql`${values[c]}`),
        sql`, `,
      )}) RETURNING id`,
  )
  return Number(row!.id)
}

async function student(
  universityId: number,
  faculty: number | null,
  department: number | null,
  year: number | null,
) {
  const user = await makeUser(t, { universityId })
  await t.database.db.execute(
    sql`UPDATE users SET faculty_id = ${faculty}, department_id = ${department}, study_year = ${year}
      WHERE id = ${user.id}`,
  )
  return { ...user, token: await loginAs(t.app, user) }
}

/** The person's notifications; `eventually` waits for the listeners, which run after the commit. */
const listOf = async (_app: unknown, p: { token: string }) =>
  (await send(t, p.token, 'GET', '/api/notifications/?filter_type=new')).json() as Notification[]
const eventually = <T>(read: () => Promise<T>, check: (value: T) => boolean) =>
  vi.waitFor(
    async () => {
      const value = await read()
      if (!check(value)) throw new Error(`not yet: ${JSON.stringify(value)}`)
      return value
    },
    { timeout: 2000, interval: 20 },
  )
const settle = () => new Promise((resolve) => setTimeout(resolve, 150))

const academics = (id: number) => `/api/universities/${w.metu}/academics/${id}`
const listed = async (token: string) =>
  (
    (
      await send(t, token, 'GET', `/api/universities/${w.metu}/academics?skip=0&limit=100`)
    ).json() as Announcement[]
  ).map((a) => a.id)

beforeAll(async () => {
  t = await buildTestApp()
  w = await makeWorld(t)
  eng = await unit('faculties', { university_id: w.metu, name: 'Mühendislik' })
  sci = await unit('faculties', { university_id: w.metu, name: 'Fen' })
  itusFaculty = await unit('faculties', { university_id: w.itu, name: 'İnşaat' })
  ce = await unit('departments', { faculty_id: eng, university_id: w.metu, name: 'Bilgisayar' })
  ee = await unit('departments', { faculty_id: eng, university_id: w.metu, name: 'Elektrik' })
  phys = await unit('departments', { faculty_id: sci, university_id: w.metu, name: 'Fizik' })
  ce2 = await student(w.metu, eng, ce, 2)
  ce2b = await student(w.metu, eng, ce, 2)
  ee3 = await student(w.metu, eng, ee, 3)
  phys2 = await student(w.metu, sci, phys, 2)
  unplaced = await student(w.metu, null, null, null)
})
afterAll(() => t.close())

const forCe = () => ({
  title: 'Bilgisayar bölümü staj duyurusu',
  content: 'Staj formlarını teslim edin.',
  date: '2027-01-05',
  audience_department_ids: [ce],
  requires_ack: true,
  deadline: '2027-01-20',
})

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
    const seen = (await send(t, ee3.token, 'GET', `/api/academics/${a.id}`)).json() as Announcement
    expect(seen).toMatchObject({ is_targeted: false, ack_stats: null, abilities: { can_acknowledge: false } })
    const mine = (await send(t, ce2.token, 'GET', `/api/academics/${a.id}`)).json() as Announcement
    expect(mine).toMatchObject({ is_targeted: true, ack_stats: null, abilities: { can_acknowledge: true } })
  })

  it('is confirmed once by those it is for, and by nobody else', async () => {
    for (const p of [ee3, w.outsider, w.uniAdmin]) {
      const res = await send(t, p.token, 'POST', `${academics(a.id)}/acknowledge`)
      expect(res.statusCode, res.body).toBe(403)
      expect(res.json()).toMatchObject({ code: 'cannot_acknowledge' })
    }
    const wrongParent = await send(
      t,
      ce2.token,
      'POST',
      `/api/universities/${w.itu}/academics/${a.id}/acknowledge`,
    )
    expect(wrongParent.statusCode).toBe(404)
    const done = await send(t, ce2.token, 'POST', `${academics(a.id)}/acknowledge`)
    expect(done.statusCode, done.body).toBe(200)
    const first = (done.json() as Announcement).acknowledged_at
    expect(first).not.toBeNull()
    expect(done.json()).toMatchObject({ abilities: { can_acknowledge: false } })
    const again = (await send(t, ce2.token, 'POST', `${academics(a.id)}/acknowledge`)).json() as Announcement
    expect(again.acknowledged_at).toBe(first)
    const stats = (await send(t, w.uniAdmin.token, 'GET', `/api/academics/${a.id}`)).json() as Announcement
    expect(stats.ack_stats).toMatchObject({ acknowledged: 1, targeted: 2 })
  })

  it('reminds those who have not confirmed, once, by its managers only', async () => {
    for (const p of [ce2, ee3, w.otherUniAdmin]) {
      const res = await send(t, p.token, 'POST', `${academics(a.id)}/remind`)
      expect(res.statusCode, res.body).toBe(403)
      expect(res.json()).toMatchObject({ code: 'cannot_remind' })
    }
    const res = await send(t, w.uniAdmin.token, 'POST', `${academics(a.id)}/remind`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      ack_stats: { reminded_at: expect.any(String) },
      abilities: { can_remind: false },
    })
    const twice = await send(t, w.uniAdmin.token, 'POST', `${academics(a.id)}/remind`)
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
      const { url } = (await send(t, token, 'GET', '/api/users/me/calendar')).json() as { url: string }
      const res = await send(t, null, 'GET', new URL(url).pathname)
      return Object.values(ical.sync.parseICS(res.body)).filter((c): c is VEvent => c?.type === 'VEVENT')
    }
    const mine = await feed(ce2.token)
    const deadline = mine.find((e) => String(e.uid).startsWith(`announcement-deadline-${a.id}@`))
    expect(deadline?.summary).toContain(forCe().title)
    expect(deadline?.start.toISOString().slice(0, 10)).toBe('2027-01-20')
    expect((await feed(ee3.token)).some((e) => String(e.uid).includes(`-${a.id}@`))).toBe(false)
  })
})

describe('audiences of faculties and years', () => {
  it('a faculty in year 2: its second-years, not its third-years nor another faculty’s', async () => {
    const a = await addAnnouncement(t, w.uniAdmin.token, w.metu, {
      title: 'Mühendislik ikinci sınıflar',
      content: 'Toplantı',
      date: '2027-02-01',
      audience_faculty_ids: [eng],
      audience_years: [2],
    })
    expect(a.audience.faculties).toEqual([{ id: eng, name: 'Mühendislik' }])
    expect(await listed(ce2.token)).toContain(a.id)
    for (const p of [ee3, phys2, unplaced]) expect(await listed(p.token)).not.toContain(a.id)
  })

  it('the whole university: every member, and For You shows it only to those it is for', async () => {
    const whole = await addAnnouncement(t, w.uniAdmin.token, w.metu, {
      title: 'Herkese',
      content: 'Kampüs kapalı',
      date: '2027-02-02',
    })
    expect(whole.audience).toEqual({ faculties: [], departments: [], years: [] })
    for (const p of [ce2, ee3, unplaced]) expect(await listed(p.token)).toContain(whole.id)
    const lab = await addAnnouncement(t, w.uniAdmin.token, w.metu, {
      title: 'Fizik laboratuvarı',
      content: 'Lab',
      date: '2027-02-03',
      audience_department_ids: [phys],
    })
    const forYou = async (token: string) =>
      ((await send(t, token, 'GET', '/api/feed?tab=for_you&limit=100')).json() as FeedResponse).for_you
        .filter((i) => i.post_type === 'academic')
        .map((i) => i.id)
    expect(await forYou(phys2.token)).toEqual(expect.arrayContaining([lab.id, whole.id]))
    expect(await forYou(ee3.token)).toContain(whole.id)
    expect(await forYou(ee3.token)).not.toContain(lab.id)
  })

  it('refuses another university’s faculty, years out of range, a bad deadline, and changes nothing', async () => {
    const count = async () =>
      Number(
        (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM announcements`))[0]!
          .n,
      )
    const before = await count()
    const bad: [object, number, string][] = [
      [{ audience_faculty_ids: [itusFaculty] }, 422, 'audience_unit_not_found'],
      [{ audience_department_ids: [2_000_000] }, 422, 'audience_unit_not_found'],
      [{ audience_years: [8] }, 422, 'invalid_audience'],
      [{ audience_years: 'all' }, 422, 'validation_failed'],
      [{ audience_years: [0] }, 422, 'validation_failed'],
      [{ deadline: 'next week' }, 422, 'invalid_deadline'],
      [{ requires_ack: 'yes' }, 422, 'not_boolean'],
      [{ title: [1] }, 422, 'not_text'],
    ]
    for (const [fields, status, code] of bad) {
      const res = await send(t, w.uniAdmin.token, 'POST', `/api/universities/${w.metu}/academics`, {
        title: 'Yanlış',
        content: 'x',
        date: '2027-03-01',
        ...fields,
      })
      expect(res.statusCode, `${JSON.stringify(fields)} ${res.body}`).toBe(status)
      const body = res.json() as { code: string; detail: { code: string }[] | string }
      expect([body.code, ...(Array.isArray(body.detail) ? body.detail.map((d) => d.code) : [])]).toContain(
        code,
      )
    }
    expect(await count()).toBe(before)
  })

  it('an edit changes the audience (its managers only); an edit without it keeps it', async () => {
    const a = await addAnnouncement(t, w.uniAdmin.token, w.metu, { ...forCe(), title: 'Düzenlenecek' })
    const forbidden = await send(t, ce2.token, 'PUT', academics(a.id), { title: 'x', date: '2027-01-05' })
    expect(forbidden.statusCode).toBe(403)
    const kept = await send(t, w.uniAdmin.token, 'PUT', academics(a.id), {
      title: 'Yeni başlık',
      date: '2027-01-05',
    })
    expect(kept.json()).toMatchObject({
      audience: { departments: [{ id: ce }] },
      requires_ack: true,
      deadline: '2027-01-20',
    })
    const moved = await send(t, w.uniAdmin.token, 'PUT', academics(a.id), {
      title: 'Yeni başlık',
      date: '2027-01-05',
      audience_department_ids: [phys],
      requires_ack: false,
      deadline: null,
    })
    expect(moved.json()).toMatchObject({
      audience: { departments: [{ id: phys }] },
      requires_ack: false,
      deadline: null,
    })
    expect(await listed(ce2.token)).not.toContain(a.id)
    expect(await listed(phys2.token)).toContain(a.id)
  })
})
