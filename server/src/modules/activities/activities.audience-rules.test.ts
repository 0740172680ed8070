import type { Announcement, FeedResponse } from '@agora/contract'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser } from '../../../test/factories.ts'
import { queryRows } from '../../db/client.ts'
import {
  forCe as forCeIn,
  listed as listedIn,
  type Person,
  useAudienceWorld,
} from './activities.audience.test-world.ts'
import { addAnnouncement, type World } from './activities.test-world.ts'

/**
 * Issue 17: audiences of faculties and years, the whole university and For You, bad input that changes
 * nothing, and edits of the audience. Every forbidden path is tried.
 */
const world = useAudienceWorld()
let t: TestApp
let w: World
let eng: number
let ce: number
let phys: number
let itusFaculty: number
let ce2: Person
let ee3: Person
let phys2: Person
let unplaced: Person
beforeAll(() => {
  ;({ t, w, eng, ce, phys, itusFaculty, ce2, ee3, phys2, unplaced } = world)
})
const listed = (token: string) => listedIn(world, token)
const forCe = () => forCeIn(world)
const academics = (id: number) => `/api/universities/${w.metu}/academics/${id}`

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
      ((await as(t, token).get('/api/feed?tab=for_you&limit=100')).json() as FeedResponse).for_you
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
      // Issue 30: a deadline in 1900 (or past 2100) is no deadline anyone can meet or mean.
      [{ deadline: '1900-01-01' }, 422, 'deadline_out_of_range'],
      [{ deadline: '2101-01-01' }, 422, 'deadline_out_of_range'],
      [{ date: '1900-01-01' }, 422, 'date_out_of_range'],
      [{ audience_faculty_ids: [2_147_483_648] }, 422, 'validation_failed'],
      [{ requires_ack: 'yes' }, 422, 'not_boolean'],
      [{ title: [1] }, 422, 'not_text'],
    ]
    for (const [fields, status, code] of bad) {
      const res = await as(t, w.uniAdmin.token).post(`/api/universities/${w.metu}/academics`, {
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
    const forbidden = await as(t, ce2.token).put(academics(a.id), { title: 'x', date: '2027-01-05' })
    expect(forbidden.statusCode).toBe(403)
    const kept = await as(t, w.uniAdmin.token).put(academics(a.id), {
      title: 'Yeni başlık',
      date: '2027-01-05',
    })
    expect(kept.json()).toMatchObject({
      audience: { departments: [{ id: ce }] },
      requires_ack: true,
      deadline: '2027-01-20',
    })
    const moved = await as(t, w.uniAdmin.token).put(academics(a.id), {
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

  it('refuses confirming and reminding without a token, and to an unverified member it is for', async () => {
    const a = await addAnnouncement(t, w.uniAdmin.token, w.metu, { ...forCe(), title: 'Onay kuralları' })
    for (const action of ['acknowledge', 'remind']) {
      const res = await as(t, null).post(`${academics(a.id)}/${action}`)
      expect(res.statusCode, action).toBe(401)
    }
    const unverified = await makeUser(t, { universityId: w.metu, departmentId: ce, verified: false })
    const res = await as(t, await loginAs(t.app, unverified)).post(`${academics(a.id)}/acknowledge`)
    expect(res.statusCode).toBe(403)
    const stats = (await as(t, w.uniAdmin.token).get(`/api/academics/${a.id}`)).json() as Announcement
    expect(stats.ack_stats).toMatchObject({ acknowledged: 0 })
  })
})
