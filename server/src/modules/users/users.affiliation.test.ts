import type { MyAccount, UserProfile, UserSearchResult } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { type SignedInUser, signedInUser } from '../../../test/users.ts'
import {
  createUniversity,
  type DepartmentRef,
  type FacultyRef,
  seedDepartment,
  seedFaculty,
} from '../universities/index.ts'
import { seedAffiliation } from './index.ts'

let t: TestApp
let metu: number
let engineering: FacultyRef
let science: FacultyRef
let computer: DepartmentRef
let physics: DepartmentRef
let ituFaculty: FacultyRef
let ituDepartment: DepartmentRef
let student: SignedInUser
let stranger: SignedInUser
beforeAll(async () => {
  t = await buildTestApp()
  const db = t.database.db
  metu = (await createUniversity(db, { name: 'METU', domains: ['metu.edu.tr'] })).id
  const itu = (await createUniversity(db, { name: 'ITU', domains: ['itu.edu.tr'] })).id
  engineering = await seedFaculty(db, metu, 'Faculty of Engineering')
  science = await seedFaculty(db, metu, 'Faculty of Arts and Sciences')
  computer = await seedDepartment(db, engineering.id, 'Computer Engineering')
  physics = await seedDepartment(db, science.id, 'Physics')
  ituFaculty = await seedFaculty(db, itu, 'Faculty of Architecture')
  ituDepartment = await seedDepartment(db, ituFaculty.id, 'Architecture')
  student = await signedInUser(t, {
    universityId: metu,
    email: 'aff_student@metu.edu.tr',
    username: 'aff_student',
  })
  stranger = await signedInUser(t, { universityId: itu })
})
afterAll(() => t.close())

const put = (body: unknown, who = student) => as(t.app, who.token).put('/api/users/me/profile', body)
const issueCodes = (res: { json(): unknown }) =>
  (res.json() as { detail: { code?: string }[] }).detail.map((issue) => issue.code)

describe('PUT /api/users/me/profile: affiliation', () => {
  it('sets faculty, department and year; the profile shows them to others, with the names', async () => {
    const res = await put({ faculty_id: engineering.id, department_id: computer.id, study_year: 2 })
    expect(res.statusCode).toBe(200)
    const me = res.json() as MyAccount
    expect(me.affiliation).toEqual({
      faculty: { id: engineering.id, name: 'Faculty of Engineering' },
      department: { id: computer.id, name: 'Computer Engineering' },
      study_year: 2,
      is_alumni: false,
    })
    expect((await as(t.app, student.token).get('/api/users/me')).json().affiliation).toEqual(me.affiliation)
    const seen = (await as(t.app, stranger.token).get(`/api/users/${student.id}`)).json() as UserProfile
    expect(seen.affiliation).toEqual(me.affiliation)
  })

  it('changing the faculty drops a department of another; clearing it clears both', async () => {
    await put({ faculty_id: engineering.id, department_id: computer.id })
    const moved = (await put({ faculty_id: science.id })).json() as MyAccount
    expect(moved.affiliation.faculty?.id).toBe(science.id)
    expect(moved.affiliation.department).toBeNull()
    expect((await put({ department_id: physics.id })).json().affiliation.department).toEqual({
      id: physics.id,
      name: 'Physics',
    })
    const cleared = (await put({ faculty_id: null })).json() as MyAccount
    expect(cleared.affiliation).toMatchObject({ faculty: null, department: null })
  })

  it('refuses another university’s faculty and a department of another faculty (422)', async () => {
    await put({ faculty_id: engineering.id, department_id: null })
    const other = await put({ faculty_id: ituFaculty.id })
    expect(other.statusCode).toBe(422)
    expect(issueCodes(other)).toEqual(['faculty_not_in_university'])
    expect(issueCodes(await put({ faculty_id: 999999 }))).toEqual(['faculty_not_in_university'])
    const wrong = await put({ department_id: physics.id })
    expect(wrong.statusCode).toBe(422)
    expect(issueCodes(wrong)).toEqual(['department_not_in_faculty'])
    expect(issueCodes(await put({ faculty_id: engineering.id, department_id: ituDepartment.id }))).toEqual([
      'department_not_in_faculty',
    ])
    // Nothing changed.
    const me = (await as(t.app, student.token).get('/api/users/me')).json() as MyAccount
    expect(me.affiliation).toMatchObject({ faculty: { id: engineering.id }, department: null })
    // An account without a university has no faculty to choose.
    const lonely = await signedInUser(t)
    expect(issueCodes(await put({ faculty_id: engineering.id }, lonely))).toEqual([
      'faculty_not_in_university',
    ])
    for (const study_year of [0, 8, 2.5]) {
      expect((await put({ study_year })).statusCode).toBe(422)
    }
  })

  it('alumni keep no year: is_alumni clears it, and a year for an alumnus is refused', async () => {
    await put({ study_year: 4, is_alumni: false })
    const graduated = (await put({ is_alumni: true })).json() as MyAccount
    expect(graduated.affiliation).toMatchObject({ study_year: null, is_alumni: true })
    const refused = await put({ study_year: 3 })
    expect(refused.statusCode).toBe(422)
    expect(issueCodes(refused)).toEqual(['alumni_have_no_year'])
    expect(issueCodes(await put({ is_alumni: true, study_year: 1 }))).toEqual(['alumni_have_no_year'])
    const back = (await put({ is_alumni: false, study_year: 3 })).json() as MyAccount
    expect(back.affiliation).toMatchObject({ study_year: 3, is_alumni: false })
  })

  it('answers university_verified: the address is at one of its university’s domains', async () => {
    expect((await as(t.app, student.token).get('/api/users/me')).json().university_verified).toBe(true)
    const placed = await signedInUser(t, { universityId: metu, email: 'placed@elsewhere.org' })
    const seen = (await as(t.app, student.token).get(`/api/users/${placed.id}`)).json() as UserProfile
    expect(seen.university_verified).toBe(false)
    expect((await as(t.app, student.token).get(`/api/users/${student.id}`)).json().university_verified).toBe(
      true,
    )
  })
})

describe('people search filters', () => {
  it('keeps the people of the faculty, department or year asked for', async () => {
    const make = async (username: string, affiliation: Parameters<typeof seedAffiliation>[2]) => {
      const user = await signedInUser(t, { universityId: metu, username, firstName: 'Zeynep' })
      await seedAffiliation(t.database.db, user.id, affiliation)
      return user.id
    }
    const a = await make('zeynep_cs2', { facultyId: engineering.id, departmentId: computer.id, studyYear: 2 })
    const b = await make('zeynep_cs3', { facultyId: engineering.id, departmentId: computer.id, studyYear: 3 })
    const c = await make('zeynep_phys', { facultyId: science.id, departmentId: physics.id, studyYear: 2 })
    const search = async (query: string) => {
      const res = await as(t.app, stranger.token).get(`/api/search/detailed/zeynep?type=users&${query}`)
      expect(res.statusCode, query).toBe(200)
      return (res.json().users as UserSearchResult[]).map((u) => u.id).sort((x, y) => x - y)
    }
    expect(await search('')).toEqual([a, b, c])
    expect(await search(`faculty_id=${engineering.id}`)).toEqual([a, b])
    expect(await search(`department_id=${physics.id}`)).toEqual([c])
    expect(await search('study_year=2')).toEqual([a, c])
    expect(await search(`faculty_id=${engineering.id}&study_year=3`)).toEqual([b])
    const bad = await as(t.app, stranger.token).get('/api/search/detailed/zeynep?study_year=0')
    expect(bad.statusCode).toBe(422)
  })
})

describe('moving an account to another university', () => {
  it('clears its faculty and department (they belonged to the university it left)', async () => {
    const admin = await signedInUser(t, { role: 'admin' })
    const mover = await signedInUser(t, { universityId: metu })
    await seedAffiliation(t.database.db, mover.id, {
      facultyId: engineering.id,
      departmentId: computer.id,
      studyYear: 3,
    })
    const res = await as(t.app, admin.token).put(`/api/admin/users/${mover.id}/role`, {
      role: 'UniAdmin',
      university_id: ituFaculty.universityId,
    })
    expect(res.statusCode).toBe(200)
    const seen = (await as(t.app, admin.token).get(`/api/users/${mover.id}`)).json() as UserProfile
    expect(seen.affiliation).toEqual({ faculty: null, department: null, study_year: 3, is_alumni: false })
  })
})
