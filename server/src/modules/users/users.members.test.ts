import type { Faculty, UniversityMember } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { makeUser } from '../../../test/factories.ts'
import { type SignedInUser, signedInUser } from '../../../test/users.ts'
import { createUniversity, seedDepartment, seedFaculty } from '../universities/index.ts'
import type { seedAffiliation } from './index.ts'

// A university's members directory and the member counts its faculties list shows: people queries
// over this module's rows (users.members.service.ts, and the counts this module provides).
let t: TestApp
let itu: number
let admin: SignedInUser
let otherUniAdmin: SignedInUser
let student: SignedInUser
beforeAll(async () => {
  t = await buildTestApp()
  const metu = (await createUniversity(t.database.db, { name: 'METU', domains: ['metu.edu.tr'] })).id
  itu = (await createUniversity(t.database.db, { name: 'ITU', domains: ['itu.edu.tr'] })).id
  admin = await signedInUser(t, { role: 'admin' })
  otherUniAdmin = await signedInUser(t, { role: 'UniAdmin', universityId: itu })
  student = await signedInUser(t, { universityId: metu })
})
afterAll(() => t.close())

describe('GET /api/universities/{id}/members', () => {
  it('lists live members with their affiliation, filtered, searched and paged, for those who manage', async () => {
    const faculty = await seedFaculty(t.database.db, itu, 'Faculty of Computer and Informatics')
    const computer = await seedDepartment(t.database.db, faculty.id, 'Computer Engineering')
    const ai = await seedDepartment(t.database.db, faculty.id, 'Artificial Intelligence')
    // The factory stores the affiliation as given (seedAffiliation does the same for an existing user).
    const make = async (username: string, affiliation: Parameters<typeof seedAffiliation>[2]) =>
      (await makeUser(t, { universityId: itu, username, firstName: 'Deniz', ...affiliation })).id
    const a = await make('itu_m_a', { facultyId: faculty.id, departmentId: computer.id, studyYear: 2 })
    const b = await make('itu_m_b', { facultyId: faculty.id, departmentId: ai.id, studyYear: 2 })
    const c = await make('itu_m_c', { facultyId: faculty.id, departmentId: computer.id, isAlumni: true })
    const suspended = await make('itu_m_suspended', { facultyId: faculty.id, departmentId: computer.id })
    await t.database.db.execute(
      `UPDATE users SET suspended_until = now() + interval '1 day' WHERE id = ${suspended}`,
    )
    const gone = await make('itu_m_gone', { facultyId: faculty.id, departmentId: computer.id })
    await t.database.db.execute(`UPDATE users SET deleted_at = now() WHERE id = ${gone}`)
    const ids = async (query: string, who: SignedInUser = otherUniAdmin) => {
      const res = await as(t, who).get(`/api/universities/${itu}/members?${query}`)
      expect(res.statusCode, query).toBe(200)
      return {
        ids: (res.json() as UniversityMember[]).map((m) => m.id),
        total: Number(res.headers['x-total-count']),
      }
    }
    expect(await ids(`department_id=${computer.id}`)).toEqual({ ids: [a, c], total: 2 })
    expect(await ids(`faculty_id=${faculty.id}&study_year=2`)).toEqual({ ids: [a, b], total: 2 })
    expect(await ids(`faculty_id=${faculty.id}&alumni=true`)).toEqual({ ids: [c], total: 1 })
    expect(await ids(`faculty_id=${faculty.id}&alumni=false`)).toEqual({ ids: [a, b], total: 2 })
    expect(await ids('q=itu_m_b')).toEqual({ ids: [b], total: 1 })
    expect(await ids(`faculty_id=${faculty.id}&skip=1&limit=1`, admin)).toEqual({ ids: [b], total: 3 })
    const res = await as(t, admin).get(`/api/universities/${itu}/members?q=itu_m_a`)
    expect(res.json()).toEqual([
      {
        id: a,
        username: 'itu_m_a',
        nickname: null,
        full_name: 'Deniz',
        avatar_url: null,
        role: 'user',
        affiliation: {
          faculty: { id: faculty.id, name: 'Faculty of Computer and Informatics' },
          department: { id: computer.id, name: 'Computer Engineering' },
          study_year: 2,
          is_alumni: false,
        },
      },
    ])
    // The counts on the faculties list, for its managers: live members only.
    const list = (await as(t, otherUniAdmin).get(`/api/universities/${itu}/faculties`)).json() as Faculty[]
    const mine = list.find((f) => f.id === faculty.id)!
    expect(mine.members_count).toBe(3)
    expect(mine.departments.map((d) => [d.name, d.members_count])).toEqual([
      ['Artificial Intelligence', 1],
      ['Computer Engineering', 2],
    ])
    expect((await as(t, student).get(`/api/universities/${itu}/members`)).statusCode).toBe(403)
    expect((await as(t, admin).get(`/api/universities/${itu}/members?study_year=9`)).statusCode).toBe(422)
    expect((await as(t, admin).get(`/api/universities/${itu}/members?alumni=yes`)).statusCode).toBe(422)
  })
})
