import type { PopularUniversity, University } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser } from '../../../test/factories.ts'
import { type SignedInUser, signedInUser } from '../../../test/users.ts'
import { createUniversity } from './universities.service.ts'

let t: TestApp
let itu: number
let metu: number
let bogazici: number
let empty: number
let student: SignedInUser
let uniAdmin: SignedInUser
let admin: SignedInUser
beforeAll(async () => {
  t = await buildTestApp()
  const make = async (name: string, domains: string[], extra = {}) =>
    (await createUniversity(t.database.db, { name, domains, ...extra })).id
  itu = await make('İstanbul Teknik Üniversitesi', ['itu.edu.tr'], {
    city: 'İstanbul',
    type: 'public',
    founded: 1773,
    students: 40000,
    website: 'https://www.itu.edu.tr',
  })
  metu = await make('Middle East Technical University', ['metu.edu.tr'])
  bogazici = await make('Boğaziçi Üniversitesi', ['boun.edu.tr', 'bogazici.edu.tr'])
  empty = await make('Zirve Üniversitesi', [])
  // Members: ITU 3 (the student among them), METU 3 (its UniAdmin among them), Boğaziçi 1; the
  // unverified and the deleted never count; the site admin has no university.
  student = await signedInUser(t, { universityId: itu })
  uniAdmin = await signedInUser(t, { universityId: metu, role: 'UniAdmin' })
  admin = await signedInUser(t, { role: 'admin' })
  for (const universityId of [itu, itu, metu, metu, bogazici]) await makeUser(t, { universityId })
  await makeUser(t, { universityId: bogazici, verified: false })
  await makeUser(t, { universityId: bogazici, verified: false })
  const gone = await makeUser(t, { universityId: bogazici })
  await t.database.db.execute(`UPDATE users SET deleted_at = now() WHERE id = ${gone.id}`)
})
afterAll(() => t.close())

const get = (url: string, token: string | null = student.token) => as(t.app, token).get(`/api${url}`)

describe('GET /api/universities/{id}', () => {
  it('answers every field, the members and the viewer abilities', async () => {
    const res = await get(`/universities/${itu}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      id: itu,
      name: 'İstanbul Teknik Üniversitesi',
      type: 'public',
      city: 'İstanbul',
      location: null,
      founded: 1773,
      students: 40000,
      members: 3,
      members_count: 3,
      website: 'https://www.itu.edu.tr',
      avatar_url: null,
      banner_url: null,
      domains: ['itu.edu.tr'],
      time_zone: 'Europe/Istanbul',
      abilities: { can_add_content: false, can_post: true, can_edit: false, can_manage_structure: false },
    } satisfies University)
    const other = (await get(`/universities/${metu}`)).json() as University
    expect(other).toMatchObject({ members: 3, abilities: { can_add_content: false, can_post: false } })
  })

  it('counts verified, live members of that university only', async () => {
    expect(((await get(`/universities/${bogazici}`)).json() as University).members).toBe(1)
    expect(((await get(`/universities/${empty}`)).json() as University).members_count).toBe(0)
  })

  it('gives a UniAdmin of the university, and a site admin, the right to add content', async () => {
    const own = (await get(`/universities/${metu}`, uniAdmin.token)).json() as University
    expect(own.abilities).toEqual({
      can_add_content: true,
      can_post: true,
      can_edit: false,
      can_manage_structure: true,
    })
    expect(((await get(`/universities/${itu}`, uniAdmin.token)).json() as University).abilities).toEqual({
      can_add_content: false,
      can_post: false,
      can_edit: false,
      can_manage_structure: false,
    })
    expect(((await get(`/universities/${itu}`, admin.token)).json() as University).abilities).toEqual({
      can_add_content: true,
      can_post: false,
      can_edit: true,
      can_manage_structure: true,
    })
  })

  it('answers 404 for an unknown id, 422 for a bad one, 401 without a token, 403 unverified', async () => {
    expect((await get('/universities/999999')).json()).toEqual({
      detail: 'University not found',
      code: 'university_not_found',
    })
    expect((await get('/universities/999999')).statusCode).toBe(404)
    expect((await get('/universities/abc')).statusCode).toBe(422)
    expect((await get('/universities/0')).statusCode).toBe(422)
    expect((await get(`/universities/${itu}`, null)).statusCode).toBe(401)
    const unverified = await makeUser(t, { verified: false, universityId: itu })
    const res = await get(`/universities/${itu}`, await loginAs(t.app, unverified))
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('email_not_verified')
  })
})

describe('GET /api/universities/me', () => {
  it("answers the viewer's university, 404 when the account has none", async () => {
    const mine = await get('/universities/me')
    expect(mine.statusCode).toBe(200)
    expect(mine.json()).toMatchObject({ id: itu, members: 3, abilities: { can_post: true } })
    const loner = await signedInUser(t)
    const none = await get('/universities/me', loner.token)
    expect(none.statusCode).toBe(404)
    expect(none.json().code).toBe('university_not_found')
    expect((await get('/universities/me', null)).statusCode).toBe(401)
  })
})

describe('GET /api/universities/', () => {
  const names = (res: { json(): unknown }) => (res.json() as University[]).map((u) => u.name)

  it('lists every university by name, 20 a page, with the total in x-total-count', async () => {
    const res = await get('/universities/')
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-total-count']).toBe('4')
    expect(names(res)).toEqual([
      'Boğaziçi Üniversitesi',
      'İstanbul Teknik Üniversitesi',
      'Middle East Technical University',
      'Zirve Üniversitesi',
    ])
    const boun = (res.json() as University[])[0]!
    expect(boun).toMatchObject({ members: 1, domains: ['bogazici.edu.tr', 'boun.edu.tr'] })
  })

  it('pages with skip and limit; the total stays the count of all matches', async () => {
    const page = await get('/universities/?skip=1&limit=2')
    expect(names(page)).toEqual(['İstanbul Teknik Üniversitesi', 'Middle East Technical University'])
    expect(page.headers['x-total-count']).toBe('4')
    const past = await get('/universities/?skip=10')
    expect(past.json()).toEqual([])
    expect(past.headers['x-total-count']).toBe('4')
  })

  it('searches the name ignoring case, Turkish letters folded alike', async () => {
    for (const term of ['istanbul', 'İSTANBUL', 'Istanbul', 'teknik']) {
      const res = await get(`/universities/?search=${encodeURIComponent(term)}`)
      expect(names(res), term).toEqual(['İstanbul Teknik Üniversitesi'])
      expect(res.headers['x-total-count']).toBe('1')
    }
    const uni = await get(`/universities/?search=${encodeURIComponent('ÜNİVERSİTESİ')}&limit=1&skip=2`)
    expect(names(uni)).toEqual(['Zirve Üniversitesi'])
    expect(uni.headers['x-total-count']).toBe('3')
    const none = await get('/universities/?search=%25')
    expect(none.json()).toEqual([])
    expect(none.headers['x-total-count']).toBe('0')
  })

  it('refuses a search over 100 characters, a negative skip and a limit over 100 (422)', async () => {
    for (const query of [`search=${'a'.repeat(101)}`, 'skip=-1', 'limit=101', 'limit=0', 'skip=x']) {
      const res = await get(`/universities/?${query}`)
      expect(res.statusCode, query).toBe(422)
      expect(res.json().code).toBe('validation_failed')
    }
    expect((await get('/universities/', null)).statusCode).toBe(401)
  })
})

describe('GET /api/search/popular/universities', () => {
  it('ranks by members, then by name (ITU and METU tie); limit defaults to 10, at most 50', async () => {
    const res = await get('/search/popular/universities')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([
      { id: itu, name: 'İstanbul Teknik Üniversitesi', avatar_url: null, members: 3 },
      { id: metu, name: 'Middle East Technical University', avatar_url: null, members: 3 },
      { id: bogazici, name: 'Boğaziçi Üniversitesi', avatar_url: null, members: 1 },
      { id: empty, name: 'Zirve Üniversitesi', avatar_url: null, members: 0 },
    ] satisfies PopularUniversity[])
    const two = (await get('/search/popular/universities?limit=2')).json() as PopularUniversity[]
    expect(two.map((u) => u.id)).toEqual([itu, metu])
    expect((await get('/search/popular/universities?limit=51')).statusCode).toBe(422)
    expect((await get('/search/popular/universities?limit=0')).statusCode).toBe(422)
    expect((await get('/search/popular/universities', null)).statusCode).toBe(401)
  })
})
