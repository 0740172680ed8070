import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { bearer, loginAs, makeUser, outboxMails, verificationTokenIn } from '../../../test/factories.ts'
import { queryRows } from '../../db/client.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  await makeUser(t, { username: 'Taken_Name', email: 'taken@example.edu' })
})
afterAll(() => t.close())

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object })

describe('POST /api/auth/check-email', () => {
  it('says a new address is available', async () => {
    const res = await post('/api/auth/check-email', { email: 'fresh@example.edu' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ available: true, message: 'Email is available' })
  })

  it('says a registered address is taken, ignoring case and spaces', async () => {
    const res = await post('/api/auth/check-email', { email: '  Taken@Example.EDU ' })
    expect(res.json()).toEqual({
      available: false,
      message: 'Email is already registered',
      code: 'email_taken',
    })
  })

  it('says a malformed address is not available, and why', async () => {
    const res = await post('/api/auth/check-email', { email: 'not-an-email' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      available: false,
      message: 'Enter a valid email address',
      code: 'email_invalid',
    })
  })

  it('answers 422 without the field', async () => {
    const res = await post('/api/auth/check-email', { mail: 'x@example.edu' })
    expect(res.statusCode).toBe(422)
    expect(res.json().detail[0].loc).toEqual(['body', 'email'])
  })
})

describe('POST /api/auth/check-username', () => {
  it('says a new name is available', async () => {
    const res = await post('/api/auth/check-username', { username: 'fresh_name' })
    expect(res.json()).toEqual({ available: true, message: 'Username is available' })
  })

  it('says a taken name is taken whatever its case', async () => {
    const res = await post('/api/auth/check-username', { username: 'taken_NAME' })
    expect(res.json()).toEqual({
      available: false,
      message: 'Username is already taken',
      code: 'username_taken',
    })
  })

  it.each([
    ['ab', 'Username must be at least 3 characters', 'username_too_short'],
    ['a'.repeat(31), 'Username must be at most 30 characters', 'username_too_long'],
    ['bad name!', 'Username may contain only letters, digits and underscore', 'username_invalid'],
    ['çağrı', 'Username may contain only letters, digits and underscore', 'username_invalid'],
  ])('says %j is not available: %s', async (username, message, code) => {
    const res = await post('/api/auth/check-username', { username })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ available: false, message, code })
  })

  it('answers 422 when the name is not text', async () => {
    const res = await post('/api/auth/check-username', { username: 12345 })
    expect(res.statusCode).toBe(422)
  })
})

describe('POST /api/auth/register', () => {
  it('creates an unverified account, answers 201 and mails the verification link', async () => {
    const res = await post('/api/auth/register', {
      email: 'New.Student@Example.edu',
      username: 'new_student',
      password: 'long enough',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ redirect_to_verification: true, email: 'new.student@example.edu' })

    const mails = outboxMails(t.dataDir, 'new.student@example.edu')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Verify your Agora email')
    const token = verificationTokenIn(mails[0]!)
    expect(mails[0]!.text.split('\n')).toContain(`http://127.0.0.1:8000/verify-email?token=${token}`)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(await loginAs(t.app, { username: 'new_student', password: 'long enough' })),
    })
    expect(me.json()).toMatchObject({ username: 'new_student', is_verified: false, university_id: null })
  })

  it('stores the password as an argon2id hash and the link token only as its SHA-256', async () => {
    await post('/api/auth/register', {
      email: 'hash@example.edu',
      username: 'hash_check',
      password: 'long enough',
    })
    const token = verificationTokenIn(outboxMails(t.dataDir, 'hash@example.edu')[0]!)
    const [user] = await queryRows<{ password_hash: string }>(
      t.database.db,
      "select password_hash from users where username = 'hash_check'",
    )
    expect(user!.password_hash).toMatch(/^\$argon2id\$/)
    const tokens = await queryRows<{ token_hash: string; expires_at: Date; created_at: Date }>(
      t.database.db,
      "select t.token_hash, t.expires_at, t.created_at from email_verification_tokens t join users u on u.id = t.user_id where u.username = 'hash_check'",
    )
    expect(tokens).toHaveLength(1)
    expect(tokens[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'))
    const lifetime = new Date(tokens[0]!.expires_at).getTime() - new Date(tokens[0]!.created_at).getTime()
    expect(lifetime).toBe(24 * 60 * 60 * 1000)
  })

  it('refuses a registered address with 409, whatever its case', async () => {
    const res = await post('/api/auth/register', {
      email: 'TAKEN@example.edu',
      username: 'someone_else',
      password: 'long enough',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ detail: 'Email is already registered', code: 'email_taken' })
  })

  it('refuses a taken username with 409, whatever its case', async () => {
    const res = await post('/api/auth/register', {
      email: 'other@example.edu',
      username: 'TAKEN_name',
      password: 'long enough',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ detail: 'Username is already taken', code: 'username_taken' })
  })

  it('lets exactly one of two simultaneous registrations of a name through', async () => {
    const attempt = (n: number) =>
      post('/api/auth/register', {
        email: `race${n}@example.edu`,
        username: 'Race_Name',
        password: 'long enough',
      })
    const results = await Promise.all([attempt(1), attempt(2), attempt(3)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409])
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toEqual({ detail: 'Username is already taken', code: 'username_taken' })
    }
  })

  it.each([
    [
      { email: 'nope', username: 'valid_name', password: 'long enough' },
      'email',
      'Enter a valid email address',
    ],
    [
      { email: 'a@example.edu', username: 'ab', password: 'long enough' },
      'username',
      'Username must be at least 3 characters',
    ],
    [
      { email: 'a@example.edu', username: 'no spaces', password: 'long enough' },
      'username',
      'Username may contain only letters, digits and underscore',
    ],
    [
      { email: 'a@example.edu', username: 'valid_name', password: 'short77' },
      'password',
      'Password must be at least 8 characters',
    ],
    [{ email: 'a@example.edu', username: 'valid_name' }, 'password', expect.any(String)],
  ])('answers 422 for malformed input (%j)', async (body, field, msg) => {
    const res = await post('/api/auth/register', body)
    expect(res.statusCode).toBe(422)
    expect(res.json().code).toBe('validation_failed')
    expect(res.json().detail).toContainEqual(expect.objectContaining({ loc: ['body', field], msg }))
    expect(outboxMails(t.dataDir, 'a@example.edu')).toHaveLength(0)
  })

  it('answers 422 without a body and for broken JSON', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register' })).statusCode).toBe(422)
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    })
    expect(broken.statusCode).toBe(422)
    expect(broken.json()).toEqual({
      detail: [{ loc: ['body'], msg: 'Body is not valid JSON', type: 'json_invalid', code: 'invalid_json' }],
      code: 'validation_failed',
    })
  })
})
