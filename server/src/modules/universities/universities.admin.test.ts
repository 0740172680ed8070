import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { University } from '@agora/contract'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser } from '../../../test/factories.ts'
import { imageBytes, postForm } from '../../../test/posts.ts'
import { type SignedInUser, signedInUser } from '../../../test/users.ts'

let t: TestApp
let admin: SignedInUser
let student: SignedInUser
let uniAdmin: SignedInUser
let base: University
beforeAll(async () => {
  t = await buildTestApp()
  admin = await signedInUser(t, { role: 'admin' })
  student = await signedInUser(t)
  const res = await as(t.app, admin.token).post('/api/universities/', {
    name: '  Orta Doğu Teknik Üniversitesi ',
    domains: ['METU.edu.tr', 'metu.edu.tr.', 'odtu.edu.tr'],
    type: 'public',
    city: 'Ankara',
    founded: 1956,
    students: 28000,
    website: 'https://www.metu.edu.tr',
    time_zone: 'europe/istanbul',
  })
  expect(res.statusCode).toBe(201)
  base = res.json()
  uniAdmin = await signedInUser(t, { role: 'UniAdmin', universityId: base.id })
})
afterAll(() => t.close())

const write = (token: string | null, method: 'POST' | 'PUT', url: string, body: unknown) =>
  as(t.app, token).send(method, `/api${url}`, body)

/** The codes of a 422's issues. */
const issueCodes = (res: { json(): unknown }) =>
  (res.json() as { detail: { code?: string }[] }).detail.map((issue) => issue.code)

describe('POST /api/universities/', () => {
  it('creates a university with its normalised fields (201), readable by id', async () => {
    expect(base).toEqual({
      id: expect.any(Number),
      name: 'Orta Doğu Teknik Üniversitesi',
      type: 'public',
      city: 'Ankara',
      location: null,
      founded: 1956,
      students: 28000,
      // Created before its UniAdmin joined.
      members: 0,
      members_count: 0,
      website: 'https://www.metu.edu.tr',
      avatar_url: null,
      banner_url: null,
      domains: ['metu.edu.tr', 'odtu.edu.tr'],
      time_zone: 'Europe/Istanbul',
      abilities: { can_add_content: true, can_post: false, can_edit: true, can_manage_structure: true },
    } satisfies University)
    expect((await as(t.app, student.token).get(`/api/universities/${base.id}`)).json()).toMatchObject({
      name: 'Orta Doğu Teknik Üniversitesi',
      members: 1,
    })
    // New addresses at its domains belong to it.
    const res = await write(admin.token, 'POST', '/universities/', { name: 'Bilkent Üniversitesi' })
    expect(res.json()).toMatchObject({
      domains: [],
      time_zone: 'Europe/Istanbul',
      type: null,
      students: null,
    })
  })

  it('refuses anyone but a site admin (403 admin_only), no token (401), unverified (403)', async () => {
    for (const who of [student, uniAdmin]) {
      const res = await write(who.token, 'POST', '/universities/', { name: 'Sneaky University' })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ detail: 'Only site administrators can do this', code: 'admin_only' })
    }
    expect((await write(null, 'POST', '/universities/', { name: 'Sneaky University' })).statusCode).toBe(401)
    const unverifiedAdmin = await makeUser(t, { role: 'admin', verified: false })
    const res = await write(await loginAs(t.app, unverifiedAdmin), 'POST', '/universities/', {
      name: 'X Uni',
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('email_not_verified')
    const list = await as(t.app, admin.token).get('/api/universities/?search=sneaky')
    expect(list.json()).toEqual([])
  })

  it.each([
    [{ name: '' }, 'university_name_required'],
    [{ name: 'x'.repeat(201) }, 'university_name_too_long'],
    [{ name: 'Mirror \u202DU' }, 'bidi_control_character'],
    [{ name: 'Bad Domain U', domains: ['not a domain'] }, 'invalid_domain'],
    [{ name: 'Bad Domain U', domains: ['edu'] }, 'invalid_domain'],
    [{ name: 'Bad Zone U', time_zone: 'Mars/Olympus' }, 'invalid_time_zone'],
    [{ name: 'Bad Zone U', time_zone: '' }, 'invalid_time_zone'],
    [{ name: 'Bad Year U', founded: 3000 }, 'invalid_founded_year'],
    [{ name: 'Bad Site U', website: 'ftp://x.org' }, 'invalid_website'],
  ])('refuses %j with 422 %s', async (body, code) => {
    const res = await write(admin.token, 'POST', '/universities/', body)
    expect(res.statusCode).toBe(422)
    expect(issueCodes(res)).toEqual([code])
  })

  it('refuses negative students, an unknown type and a missing name (422), a taken name or domain (409)', async () => {
    for (const body of [{ name: 'N U', students: -1 }, { name: 'N U', type: 'secret' }, {}]) {
      expect(
        (await write(admin.token, 'POST', '/universities/', body)).statusCode,
        JSON.stringify(body),
      ).toBe(422)
    }
    const sameName = await write(admin.token, 'POST', '/universities/', {
      name: 'orta doğu teknik üniversitesi',
    })
    expect(sameName.statusCode).toBe(409)
    expect(sameName.json().code).toBe('university_exists')
    const sameDomain = await write(admin.token, 'POST', '/universities/', {
      name: 'Other',
      domains: ['odtu.edu.tr'],
    })
    expect(sameDomain.statusCode).toBe(409)
  })
})

describe('PUT /api/universities/{id}', () => {
  it('changes the given fields only; domains, when given, replace the list', async () => {
    const created = (
      await write(admin.token, 'POST', '/universities/', {
        name: 'Hacettepe',
        domains: ['hacettepe.edu.tr'],
        city: 'Ankara',
        students: 10,
      })
    ).json() as University
    const res = await write(admin.token, 'PUT', `/universities/${created.id}`, {
      name: 'Hacettepe Üniversitesi',
      students: 0,
      time_zone: 'Europe/Berlin',
      domains: ['hacettepe.edu.tr', 'hu.edu.tr'],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: created.id,
      name: 'Hacettepe Üniversitesi',
      city: 'Ankara',
      students: 0,
      time_zone: 'Europe/Berlin',
      domains: ['hacettepe.edu.tr', 'hu.edu.tr'],
    })
    const cleared = await write(admin.token, 'PUT', `/universities/${created.id}`, {
      city: null,
      domains: [],
    })
    expect(cleared.json()).toMatchObject({ name: 'Hacettepe Üniversitesi', city: null, domains: [] })
    // Its own name and domains are not "taken"; another university's are.
    expect(
      (await write(admin.token, 'PUT', `/universities/${created.id}`, { name: 'HACETTEPE Üniversitesi' }))
        .statusCode,
    ).toBe(200)
    const taken = await write(admin.token, 'PUT', `/universities/${created.id}`, { domains: ['metu.edu.tr'] })
    expect(taken.statusCode).toBe(409)
  })

  it('refuses non-admins (403), an unknown id (404), bad input (422)', async () => {
    for (const who of [student, uniAdmin]) {
      const res = await write(who.token, 'PUT', `/universities/${base.id}`, { name: 'Renamed' })
      expect(res.statusCode).toBe(403)
      expect(res.json().code).toBe('admin_only')
    }
    expect((await write(null, 'PUT', `/universities/${base.id}`, { name: 'Renamed' })).statusCode).toBe(401)
    const missing = await write(admin.token, 'PUT', '/universities/999999', { name: 'Renamed' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().code).toBe('university_not_found')
    const zone = await write(admin.token, 'PUT', `/universities/${base.id}`, { time_zone: 'Nowhere/City' })
    expect(issueCodes(zone)).toEqual(['invalid_time_zone'])
    const domain = await write(admin.token, 'PUT', `/universities/${base.id}`, { domains: ['a@b.com'] })
    expect(issueCodes(domain)).toEqual(['invalid_domain'])
    expect((await write(admin.token, 'PUT', `/universities/${base.id}`, { students: -5 })).statusCode).toBe(
      422,
    )
    expect((await as(t.app, admin.token).get(`/api/universities/${base.id}`)).json().name).toBe(
      'Orta Doğu Teknik Üniversitesi',
    )
  })
})

describe('POST /api/universities/{id}/upload-avatar and upload-banner', () => {
  const storedFile = (url: string) =>
    readFile(join(t.dataDir, 'uploads', url.replace('/static/uploads/', '')))

  it('re-encodes the avatar within 400 x 400 and the banner within 1500 x 500; answers the University', async () => {
    const avatar = await postForm(t.app, admin.token, `/api/universities/${base.id}/upload-avatar`, {}, [
      { field: 'file', name: 'logo.png', type: 'image/png', bytes: await imageBytes(1000, 1000, 'png') },
    ])
    expect(avatar.statusCode).toBe(200)
    const { avatar_url } = avatar.json() as University
    expect(avatar_url).toMatch(/^\/static\/uploads\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]{36}\.(jpg|webp)$/)
    expect(await sharp(await storedFile(avatar_url!)).metadata()).toMatchObject({ width: 400, height: 400 })
    const banner = await postForm(t.app, admin.token, `/api/universities/${base.id}/upload-banner`, {}, [
      { field: 'file', bytes: await imageBytes(3000, 1000, 'webp') },
    ])
    expect(banner.json()).toMatchObject({ id: base.id, avatar_url })
    const { banner_url } = banner.json() as University
    expect(await sharp(await storedFile(banner_url!)).metadata()).toMatchObject({ width: 1500, height: 500 })
    // A new avatar replaces the old file.
    const next = await postForm(t.app, admin.token, `/api/universities/${base.id}/upload-avatar`, {}, [
      { field: 'file', bytes: await imageBytes(50, 50, 'jpeg') },
    ])
    expect(next.json().avatar_url).not.toBe(avatar_url)
    expect((await t.app.inject({ method: 'GET', url: avatar_url! })).statusCode).toBe(404)
    expect((await as(t.app, student.token).get('/api/search/popular/universities')).json()).toContainEqual(
      expect.objectContaining({ id: base.id, avatar_url: next.json().avatar_url }),
    )
  })

  it('answers 413 over 5 MB (avatar) or 10 MB (banner), 415 for a fake image or JSON', async () => {
    const url = `/api/universities/${base.id}`
    const over = (mb: number) =>
      imageBytes(10, 10, 'png').then((png) => Buffer.concat([png, Buffer.alloc(mb * 1024 * 1024 + 1)]))
    const big = await postForm(t.app, admin.token, `${url}/upload-avatar`, {}, [
      { field: 'file', bytes: await over(5) },
    ])
    expect(big.statusCode).toBe(413)
    expect(big.json().code).toBe('file_too_large')
    const bigBanner = await postForm(t.app, admin.token, `${url}/upload-banner`, {}, [
      { field: 'file', bytes: await over(10) },
    ])
    expect(bigBanner.statusCode).toBe(413)
    const fake = await postForm(t.app, admin.token, `${url}/upload-avatar`, {}, [
      { field: 'file', name: 'x.png', type: 'image/png', bytes: Buffer.from('not an image at all') },
    ])
    expect(fake.statusCode).toBe(415)
    expect(fake.json().code).toBe('unsupported_image')
    expect((await as(t.app, admin.token).post(`${url}/upload-avatar`, { file: 'x' })).statusCode).toBe(415)
    expect((await postForm(t.app, admin.token, `${url}/upload-avatar`, { note: 'x' })).statusCode).toBe(422)
  })

  it('refuses non-admins (403), an unknown university (404), no token (401)', async () => {
    const png = [{ field: 'file', bytes: await imageBytes(20, 20) }]
    for (const who of [student, uniAdmin]) {
      const res = await postForm(t.app, who.token, `/api/universities/${base.id}/upload-banner`, {}, png)
      expect(res.statusCode).toBe(403)
      expect(res.json().code).toBe('admin_only')
    }
    const missing = await postForm(t.app, admin.token, '/api/universities/999999/upload-avatar', {}, png)
    expect(missing.statusCode).toBe(404)
    expect(
      (await postForm(t.app, null, `/api/universities/${base.id}/upload-avatar`, {}, png)).statusCode,
    ).toBe(401)
  })
})
