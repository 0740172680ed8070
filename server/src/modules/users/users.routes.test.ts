import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { bearer, loginAs, makeUser } from '../../../test/factories.ts'
import { createUniversity } from '../universities/index.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) })

describe('GET /api/users/me and GET /api/auth/me', () => {
  it('answer every field of the signed-in user', async () => {
    const uni = await createUniversity(t.database.db, {
      name: 'Boğaziçi University',
      domains: ['boun.edu.tr'],
    })
    const user = await makeUser(t, {
      username: 'deniz',
      email: 'deniz@boun.edu.tr',
      firstName: 'Deniz',
      lastName: 'Yılmaz',
      nickname: 'dnz',
      bio: 'Physics',
      universityId: uni.id,
      role: 'UniAdmin',
      isPrivate: true,
    })
    const token = await loginAs(t.app, user)
    const expected = {
      id: user.id,
      username: 'deniz',
      email: 'deniz@boun.edu.tr',
      nickname: 'dnz',
      full_name: 'Deniz Yılmaz',
      first_name: 'Deniz',
      last_name: 'Yılmaz',
      bio: 'Physics',
      avatar_url: null,
      banner_url: null,
      university_id: uni.id,
      university_name: 'Boğaziçi University',
      affiliation: { faculty: null, department: null, study_year: null, is_alumni: false },
      // deniz@boun.edu.tr is at one of its domains.
      university_verified: true,
      is_verified: true,
      is_private: true,
      role: 'UniAdmin',
      roles: ['UniAdmin'],
      is_admin: false,
      created_at: user.createdAt.toISOString(),
      locale: 'en',
    }
    for (const url of ['/api/users/me', '/api/auth/me']) {
      const res = await get(url, token)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual(expected)
    }
  })

  it('give full_name from whichever name part exists, else null; is_admin for site admins', async () => {
    const firstOnly = await makeUser(t, { firstName: 'Ada' })
    expect((await get('/api/users/me', await loginAs(t.app, firstOnly))).json()).toMatchObject({
      full_name: 'Ada',
      university_id: null,
      university_name: null,
      is_admin: false,
      roles: ['user'],
    })
    const admin = await makeUser(t, { role: 'admin' })
    expect((await get('/api/users/me', await loginAs(t.app, admin))).json()).toMatchObject({
      full_name: null,
      role: 'admin',
      roles: ['admin'],
      is_admin: true,
    })
  })

  it('answer an unverified account too (the verification screen polls it)', async () => {
    const user = await makeUser(t, { verified: false })
    const res = await get('/api/users/me', await loginAs(t.app, user))
    expect(res.statusCode).toBe(200)
    expect(res.json().is_verified).toBe(false)
  })

  it('answer 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me' })
    expect(res.statusCode).toBe(401)
  })
})

describe('PUT /api/users/me/change-password', () => {
  const change = (token: string, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/me/change-password',
      headers: bearer(token),
      payload: body,
    })

  it('changes the password, keeps this session and revokes the others', async () => {
    const user = await makeUser(t)
    const here = await loginAs(t.app, user)
    const elsewhere = await loginAs(t.app, user)
    const res = await change(here, { current_password: user.password, new_password: 'a new passphrase' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Password updated successfully' })

    expect((await get('/api/users/me', here)).statusCode).toBe(200)
    expect((await get('/api/users/me', elsewhere)).statusCode).toBe(401)
    const refreshElsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: bearer(elsewhere),
    })
    expect(refreshElsewhere.statusCode).toBe(401)
    await expect(loginAs(t.app, user)).rejects.toThrow(/401/)
    await loginAs(t.app, { username: user.username, password: 'a new passphrase' })
  })

  it('answers 400 for a wrong current password and changes nothing', async () => {
    const user = await makeUser(t)
    const token = await loginAs(t.app, user)
    const other = await loginAs(t.app, user)
    const res = await change(token, { current_password: 'not my password', new_password: 'a new passphrase' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ detail: 'Incorrect password', code: 'incorrect_password' })
    expect((await get('/api/users/me', other)).statusCode).toBe(200)
    await loginAs(t.app, user)
  })

  it('answers 422 for a new password under 8 characters or a missing field', async () => {
    const user = await makeUser(t)
    const token = await loginAs(t.app, user)
    const short = await change(token, { current_password: user.password, new_password: 'seven77' })
    expect(short.statusCode).toBe(422)
    expect(short.json()).toEqual({
      detail: [
        expect.objectContaining({
          loc: ['body', 'new_password'],
          msg: 'Password must be at least 8 characters',
          code: 'password_too_short',
        }),
      ],
      code: 'validation_failed',
    })
    expect((await change(token, { new_password: 'a new passphrase' })).statusCode).toBe(422)
    await loginAs(t.app, user)
  })

  it('answers 403 "Email not verified" to an unverified account and 401 without a token', async () => {
    const user = await makeUser(t, { verified: false })
    const res = await change(await loginAs(t.app, user), {
      current_password: user.password,
      new_password: 'a new passphrase',
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ detail: 'Email not verified', code: 'email_not_verified' })
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/change-password',
      payload: { current_password: 'x', new_password: 'a new passphrase' },
    })
    expect(anonymous.statusCode).toBe(401)
  })
})
