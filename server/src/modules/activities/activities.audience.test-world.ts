import type { Announcement, Notification } from '@agora/contract'
import { afterAll, beforeAll } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser, type TestUser } from '../../../test/factories.ts'
import { seedDepartment, seedFaculty } from '../universities/index.ts'
import { makeWorld, type World } from './activities.test-world.ts'

/**
 * The campus of the announcement-audience tests (issue 17): METU's engineering faculty (computing and
 * electrical) and science faculty (physics), one faculty at ITU, and students placed in them; with
 * the helpers the tests read notifications and lists with. Filled in by beforeAll.
 */
export interface AudienceWorld {
  t: TestApp
  w: World
  eng: number
  sci: number
  ce: number
  ee: number
  phys: number
  itusFaculty: number
  ce2: Person
  ce2b: Person
  ee3: Person
  phys2: Person
  unplaced: Person
}
export type Person = TestUser & { token: string }

export function useAudienceWorld(): AudienceWorld {
  const world = {} as AudienceWorld
  beforeAll(async () => {
    const t = await buildTestApp()
    const w = await makeWorld(t)
    const db = t.database.db
    const student = async (
      facultyId: number | null,
      departmentId: number | null,
      studyYear: number | null,
    ) => {
      const user = await makeUser(t, { universityId: w.metu, facultyId, departmentId, studyYear })
      return { ...user, token: await loginAs(t.app, user) }
    }
    const eng = (await seedFaculty(db, w.metu, 'Mühendislik')).id
    const sci = (await seedFaculty(db, w.metu, 'Fen')).id
    const ce = (await seedDepartment(db, eng, 'Bilgisayar')).id
    const ee = (await seedDepartment(db, eng, 'Elektrik')).id
    const phys = (await seedDepartment(db, sci, 'Fizik')).id
    Object.assign(world, {
      t,
      w,
      eng,
      sci,
      ce,
      ee,
      phys,
      itusFaculty: (await seedFaculty(db, w.itu, 'İnşaat')).id,
      ce2: await student(eng, ce, 2),
      ce2b: await student(eng, ce, 2),
      ee3: await student(eng, ee, 3),
      phys2: await student(sci, phys, 2),
      unplaced: await student(null, null, null),
    })
  })
  afterAll(() => world.t.close())
  return world
}

/** The person's notifications. */
export const listOf = async (world: AudienceWorld, p: { token: string }) =>
  (await as(world.t, p.token).get('/api/notifications/?filter_type=new')).json() as Notification[]

/** Listeners run after the commit: wait for them with the shared helpers. */
export { eventually, settle } from '../../../test/eventually.ts'

/** The ids on METU's announcements tab as this person finds it. */
export const listed = async (world: AudienceWorld, token: string) =>
  (
    (
      await as(world.t, token).get(`/api/universities/${world.w.metu}/academics?skip=0&limit=100`)
    ).json() as Announcement[]
  ).map((a) => a.id)

/** For the computing department, asking for confirmation, with a deadline. */
export const forCe = (world: AudienceWorld) => ({
  title: 'Bilgisayar bölümü staj duyurusu',
  content: 'Staj formlarını teslim edin.',
  date: '2027-01-05',
  audience_department_ids: [world.ce],
  requires_ack: true,
  deadline: '2027-01-20',
})
