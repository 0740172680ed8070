import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser } from '../../../test/factories.ts'
import { readUnsubscribeToken, unsubscribeToken } from './digests.tokens.ts'

/** Settings > Notifications > Mail digest, and the unsubscribe link without a sign-in (issue 31). */

describe('the mail digest settings and unsubscribe link', () => {
  let t: TestApp
  const secret = () => t.config.jwtSecret
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const signedIn = async () => {
    const user = await makeUser(t)
    return { user, token: await loginAs(t.app, user) }
  }
  const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' } }
  const oneClick = (token: string) =>
    as(t, null).post(
      `/api/digests/unsubscribe?token=${encodeURIComponent(token)}`,
      'List-Unsubscribe=One-Click',
      form,
    )

  it('is weekly until chosen otherwise, and keeps the choice', async () => {
    const { token } = await signedIn()
    expect((await as(t, token).get('/api/digests/settings')).json()).toEqual({ frequency: 'weekly' })
    const put = await as(t, token).put('/api/digests/settings', { frequency: 'daily' })
    expect(put.statusCode).toBe(200)
    expect(put.json()).toEqual({ frequency: 'daily' })
    expect((await as(t, token).get('/api/digests/settings')).json()).toEqual({ frequency: 'daily' })
  })

  it('refuses an unknown frequency with 422, and strangers with 401', async () => {
    const { token } = await signedIn()
    const bad = await as(t, token).put('/api/digests/settings', { frequency: 'hourly' })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().code).toBe('validation_failed')
    expect((await as(t, null).get('/api/digests/settings')).statusCode).toBe(401)
    expect((await as(t, null).put('/api/digests/settings', { frequency: 'never' })).statusCode).toBe(401)
  })

  it('turns the digest off with the link alone: one-click form, or a plain POST from the page', async () => {
    const a = await signedIn()
    const res = await oneClick(unsubscribeToken(secret(), a.user.id))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ frequency: 'never' })
    expect((await as(t, a.token).get('/api/digests/settings')).json()).toEqual({ frequency: 'never' })
    // Again: the same answer (a mail client may retry).
    expect((await oneClick(unsubscribeToken(secret(), a.user.id))).statusCode).toBe(200)

    const b = await signedIn()
    const page = await as(t, null).post(
      `/api/digests/unsubscribe?token=${unsubscribeToken(secret(), b.user.id)}`,
    )
    expect(page.statusCode).toBe(200)
    expect((await as(t, b.token).get('/api/digests/settings')).json()).toEqual({ frequency: 'never' })
  })

  it('answers a forged, altered or foreign token with invalid_unsubscribe_link and changes nothing', async () => {
    const victim = await signedIn()
    await as(t, victim.token).put('/api/digests/settings', { frequency: 'daily' })
    const real = unsubscribeToken(secret(), victim.user.id)
    const signature = real.split('.')[1]!
    const forged = [
      `${victim.user.id}.${'A'.repeat(43)}`,
      `${victim.user.id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${victim.user.id + 1}.${signature}`,
      unsubscribeToken('another-secret-another-secret-another', victim.user.id),
      'garbage',
      `${victim.user.id}`,
    ]
    for (const token of forged) {
      const res = await oneClick(token)
      expect(res.statusCode, token).toBe(400)
      expect(res.json()).toEqual({
        code: 'invalid_unsubscribe_link',
        detail: 'This unsubscribe link is not valid',
      })
    }
    const gone = await oneClick(unsubscribeToken(secret(), 2_000_000_000))
    expect(gone.json().code).toBe('invalid_unsubscribe_link')
    expect((await as(t, null).post('/api/digests/unsubscribe')).statusCode).toBe(422)
    expect((await as(t, victim.token).get('/api/digests/settings')).json()).toEqual({ frequency: 'daily' })
  })

  it('sends a browser that opens the link to the page that confirms it, changing nothing', async () => {
    const { user, token } = await signedIn()
    const link = unsubscribeToken(secret(), user.id)
    const res = await as(t, null).get(`/api/digests/unsubscribe?token=${link}`)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(`/unsubscribe?token=${link}`)
    expect((await as(t, token).get('/api/digests/settings')).json()).toEqual({ frequency: 'weekly' })
  })

  it('reads back only the tokens it signed', () => {
    expect(readUnsubscribeToken(secret(), unsubscribeToken(secret(), 42))).toBe(42)
    expect(readUnsubscribeToken(secret(), `99999999999.${'A'.repeat(43)}`)).toBeNull()
    expect(readUnsubscribeToken(secret(), `042.${unsubscribeToken(secret(), 42).split('.')[1]}`)).toBeNull()
  })
})
