import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { bearer, loginAs, makeUser } from '../../../test/factories.ts'
import { createPostAs } from '../../../test/posts.ts'
import { expect429, freshIPv4, repeat } from '../../../test/throttles.ts'

describe('throttles on password checks, token refresh and toggles', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ throttle: true })
  })
  afterAll(() => t.close())

  const login = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: freshIPv4(),
      payload: { username, password },
    })

  it('count an account once at sign-in whether it is named by username or by email', async () => {
    const victim = await makeUser(t, { username: 'named_twice' })
    const codes = await repeat(25, (i) =>
      login(i % 2 ? victim.email.toUpperCase() : 'Named_Twice', 'wrong password'),
    )
    expect(codes.every((c) => c === 401)).toBe(true)
    expect429(await login(victim.email, victim.password), 3600, 'too_many_sign_ins')
    expect429(await login('named_twice', victim.password), 3600, 'too_many_sign_ins')
  })

  it('limit password checks behind a token as sign-in is: changing the password', async () => {
    const user = await makeUser(t)
    const token = await loginAs(t.app, user)
    const change = (current: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/me/change-password',
        headers: bearer(token),
        payload: { current_password: current, new_password: 'a brand new password' },
      })
    const codes = await repeat(25, () => change('not the password'))
    expect(codes.every((c) => c === 400)).toBe(true)
    expect429(await change(user.password), 3600, 'too_many_password_attempts')
  })

  it('limit password checks behind a token as sign-in is: deleting the account', async () => {
    const user = await makeUser(t)
    const token = await loginAs(t.app, user)
    const remove = (password: string) =>
      t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: bearer(token), payload: { password } })
    const codes = await repeat(25, () => remove('not the password'))
    expect(codes.every((c) => c === 400)).toBe(true)
    expect429(await remove(user.password), 3600, 'too_many_password_attempts')
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).statusCode,
    ).toBe(200)
  })

  it('limit token refreshes per address', async () => {
    const user = await makeUser(t)
    const token = await loginAs(t.app, user)
    const ip = freshIPv4()
    const refresh = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh', remoteAddress: ip, headers: bearer(token) })
    const codes = await repeat(300, refresh)
    expect(codes.every((c) => c === 200)).toBe(true)
    expect429(await refresh(), 300, 'too_many_refreshes')
  })

  it('stop a storm of toggles: 150 likes and as many unlikes per 5 minutes, then 429', async () => {
    const author = await makeUser(t)
    const fan = await makeUser(t)
    const post = await createPostAs(t.app, await loginAs(t.app, author), 'like me')
    const token = await loginAs(t.app, fan)
    const codes = await repeat(150, () => as(t.app, token).post(`/api/posts/${post.id}/like`))
    expect(codes.every((c) => c === 200)).toBe(true)
    expect429(await as(t.app, token).post(`/api/posts/${post.id}/like`), 300, 'too_many_toggles')
    // The other direction and the other toggles count apart: undoing still works.
    expect((await as(t.app, token).delete(`/api/posts/${post.id}/like`)).statusCode).toBe(200)
  })
})
