import type { Department, Faculty } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { type SignedInUser, signedInUser } from '../../../test/users.ts'
import { queryRows } from '../../db/client.ts'
import { createUniversity, seedDepartment, seedFaculty } from './index.ts'

let t: TestApp
let metu: number
let itu: number
let admin: SignedInUser
let uniAdmin: SignedInUser
let otherUniAdmin: SignedInUser
let student: SignedInUser
beforeAll(async () => {
  t = await buildTestApp()
  metu = (await createUniversity(t.database.db, { name: 'METU', domains: ['metu.edu.tr'] })).id
  itu = (await createUniversity(t.database.db, { name: 'ITU', domains: ['itu.edu.tr'] })).id
  admin = await signedInUser(t, { role: 'admin' })
  uniAdmin = await signedInUser(t, { role: 'UniAdmin', universityId: metu })
  otherUniAdmin = await signedInUser(t, { role: 'UniAdmin', universityId: itu })
  student = await signedInUser(t, { universityId: metu })
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
const issueCodes = (res: { json(): unknown }) =>
  (res.json() as { detail: { code?: string }[] }).detail.map((issue) => issue.code)

describe('faculties and departments', () => {
  it('lets a UniAdmin of the university and a site admin add, rename and delete them', async () => {
    const created = await as(t, uniAdmin).post(`/api/universities/${metu}/faculties`, {
      name: '  Faculty of   Engineering ',
    })
    expect(created.statusCode).toBe(201)
    const engineering = created.json() as Faculty
    expect(engineering).toEqual({
      id: expect.any(Number),
      university_id: metu,
      name: 'Faculty of Engineering',
      members_count: 0,
      departments: [],
    })
    const byAdmin = await as(t, admin).post(`/api/universities/${metu}/faculties`, {
      name: 'Çevre Fakültesi',
    })
    expect(byAdmin.statusCode).toBe(201)
    const dept = await as(t, uniAdmin).post(
      `/api/universities/${metu}/faculties/${engineering.id}/departments`,
      {
        name: 'Computer Engineering',
      },
    )
    expect(dept.statusCode).toBe(201)
    const computer = dept.json() as Department
    expect(computer).toEqual({
      id: expect.any(Number),
      faculty_id: engineering.id,
      name: 'Computer Engineering',
      members_count: 0,
    })
    await as(t, admin).post(`/api/universities/${metu}/faculties/${engineering.id}/departments`, {
      name: 'Civil Engineering',
    })
    const renamed = await as(t, uniAdmin).patch(`/api/universities/${metu}/faculties/${engineering.id}`, {
      name: 'Mühendislik Fakültesi',
    })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toMatchObject({ name: 'Mühendislik Fakültesi', departments: [{}, {}] })
    const renamedDept = await as(t, admin).patch(
      `/api/universities/${metu}/faculties/${engineering.id}/departments/${computer.id}`,
      { name: 'Bilgisayar Mühendisliği' },
    )
    expect(renamedDept.json()).toMatchObject({ id: computer.id, name: 'Bilgisayar Mühendisliği' })

    // Everyone verified reads them, by Turkish name order; counts only for those who manage.
    const read = await as(t, student).get(`/api/universities/${metu}/faculties`)
    expect(read.statusCode).toBe(200)
    const list = read.json() as Faculty[]
    expect(list.map((f) => f.name)).toEqual(['Çevre Fakültesi', 'Mühendislik Fakültesi'])
    expect(list[1]!.departments.map((d) => d.name)).toEqual(['Bilgisayar Mühendisliği', 'Civil Engineering'])
    expect(list[1]!.members_count).toBeNull()
    expect(list[1]!.departments[0]!.members_count).toBeNull()
    expect(
      ((await as(t, otherUniAdmin).get(`/api/universities/${metu}/faculties`)).json() as Faculty[])[0]!
        .members_count,
    ).toBeNull()

    // Deleting a department keeps the faculty; deleting a faculty takes its departments.
    const deleted = await as(t, uniAdmin).delete(
      `/api/universities/${metu}/faculties/${engineering.id}/departments/${computer.id}`,
    )
    expect(deleted.statusCode).toBe(204)
    expect(
      (await as(t, uniAdmin).delete(`/api/universities/${metu}/faculties/${engineering.id}`)).statusCode,
    ).toBe(204)
    const after = (await as(t, student).get(`/api/universities/${metu}/faculties`)).json() as Faculty[]
    expect(after.map((f) => f.name)).toEqual(['Çevre Fakültesi'])
    const left = await queryRows<{ n: number }>(
      t.database.db,
      `SELECT count(*)::int AS n FROM departments WHERE faculty_id = ${engineering.id}`,
    )
    expect(left[0]!.n).toBe(0)
  })

  it('refuses students (its own too) and UniAdmins of another university: 403 cannot_manage_university', async () => {
    const faculty = await seedFaculty(t.database.db, metu, 'Faculty of Arts')
    const department = await seedDepartment(t.database.db, faculty.id, 'History')
    const writes: [Method, string, unknown][] = [
      ['POST', `/universities/${metu}/faculties`, { name: 'Sneaky' }],
      ['PATCH', `/universities/${metu}/faculties/${faculty.id}`, { name: 'Sneaky' }],
      ['DELETE', `/universities/${metu}/faculties/${faculty.id}`, undefined],
      ['POST', `/universities/${metu}/faculties/${faculty.id}/departments`, { name: 'Sneaky' }],
      ['PATCH', `/universities/${metu}/faculties/${faculty.id}/departments/${department.id}`, { name: 'S' }],
      ['DELETE', `/universities/${metu}/faculties/${faculty.id}/departments/${department.id}`, undefined],
      ['GET', `/universities/${metu}/members`, undefined],
    ]
    for (const who of [student, otherUniAdmin]) {
      for (const [method, url, body] of writes) {
        const res = await as(t, who).send(method, `/api${url}`, body)
        expect(res.statusCode, `${method} ${url}`).toBe(403)
        expect(res.json().code).toBe('cannot_manage_university')
      }
    }
    for (const [method, url, body] of writes) {
      expect((await as(t, null).send(method, `/api${url}`, body)).statusCode).toBe(401)
    }
    // Nothing changed.
    const list = (await as(t, student).get(`/api/universities/${metu}/faculties`)).json() as Faculty[]
    expect(list.find((f) => f.id === faculty.id)?.departments.map((d) => d.name)).toEqual(['History'])
  })

  it('answers 404 for ids not under that university, 409 for a taken name, 422 for a bad name', async () => {
    const arts = await seedFaculty(t.database.db, metu, 'Faculty of Letters')
    const history = await seedDepartment(t.database.db, arts.id, 'Philosophy')
    const science = await seedFaculty(t.database.db, metu, 'Faculty of Science')
    const ituFaculty = await seedFaculty(t.database.db, itu, 'Faculty of Architecture')
    const notFound: [Method, string, unknown, string][] = [
      ['PATCH', `/universities/${metu}/faculties/${ituFaculty.id}`, { name: 'X' }, 'faculty_not_found'],
      ['DELETE', `/universities/${metu}/faculties/${ituFaculty.id}`, undefined, 'faculty_not_found'],
      [
        'POST',
        `/universities/${metu}/faculties/${ituFaculty.id}/departments`,
        { name: 'X' },
        'faculty_not_found',
      ],
      // A department of another faculty of the same university.
      [
        'PATCH',
        `/universities/${metu}/faculties/${science.id}/departments/${history.id}`,
        { name: 'X' },
        'department_not_found',
      ],
      [
        'DELETE',
        `/universities/${metu}/faculties/${science.id}/departments/${history.id}`,
        undefined,
        'department_not_found',
      ],
      ['GET', '/universities/999999/faculties', undefined, 'university_not_found'],
      ['POST', '/universities/999999/faculties', { name: 'X' }, 'university_not_found'],
    ]
    for (const [method, url, body, code] of notFound) {
      const res = await as(t, admin).send(method, `/api${url}`, body)
      expect(res.statusCode, `${method} ${url}`).toBe(404)
      expect(res.json().code).toBe(code)
    }
    const taken = await as(t, uniAdmin).post(`/api/universities/${metu}/faculties`, {
      name: 'FACULTY OF LETTERS',
    })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().code).toBe('faculty_exists')
    const renameTaken = await as(t, uniAdmin).patch(`/api/universities/${metu}/faculties/${science.id}`, {
      name: 'faculty of letters',
    })
    expect(renameTaken.json().code).toBe('faculty_exists')
    const deptTaken = await as(t, uniAdmin).post(
      `/api/universities/${metu}/faculties/${arts.id}/departments`,
      {
        name: 'philosophy',
      },
    )
    expect(deptTaken.statusCode).toBe(409)
    expect(deptTaken.json().code).toBe('department_exists')
    // The same name in another university or faculty is fine.
    expect(
      (await as(t, otherUniAdmin).post(`/api/universities/${itu}/faculties`, { name: 'Faculty of Letters' }))
        .statusCode,
    ).toBe(201)
    expect(
      (
        await as(t, uniAdmin).post(`/api/universities/${metu}/faculties/${science.id}/departments`, {
          name: 'Philosophy',
        })
      ).statusCode,
    ).toBe(201)
    for (const [name, code] of [
      ['   ', 'affiliation_name_required'],
      ['x'.repeat(121), 'affiliation_name_too_long'],
      // Issue 30: a name that turns the text after it around on the screen.
      ['Engineering \u202Enoitcartsbus', 'bidi_control_character'],
      ['\u2068Law\u2069', 'bidi_control_character'],
    ] as const) {
      const res = await as(t, uniAdmin).post(`/api/universities/${metu}/faculties`, { name })
      expect(res.statusCode).toBe(422)
      expect(issueCodes(res)).toEqual([code])
    }
    expect((await as(t, uniAdmin).post(`/api/universities/${metu}/faculties`, {})).statusCode).toBe(422)
    expect((await as(t, uniAdmin).get(`/api/universities/${metu}/faculties/abc`)).statusCode).toBe(404)
  })

  it('answers can_manage_structure in the university abilities', async () => {
    const abilities = async (who: SignedInUser) =>
      (await as(t, who).get(`/api/universities/${metu}`)).json().abilities.can_manage_structure
    expect([
      await abilities(admin),
      await abilities(uniAdmin),
      await abilities(otherUniAdmin),
      await abilities(student),
    ]).toEqual([true, true, false, false])
  })
})
