import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { signedInUser } from '../../../test/users.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const MISSING = 999_999
const answer = async (token: string, method: 'POST' | 'DELETE', url: string) => {
  const res = await as(t.app, token).send(method, url)
  return { status: res.statusCode, body: res.body }
}

describe('an account that blocked the viewer', () => {
  it('answers follow, unfollow, block and unblock exactly as a missing account does', async () => {
    const [blocker, blocked] = [await signedInUser(t), await signedInUser(t)]
    expect((await as(t.app, blocker.token).post(`/api/users/${blocked.id}/block`)).statusCode).toBe(200)
    for (const [method, action] of [
      ['POST', 'follow'],
      ['DELETE', 'follow'],
      ['POST', 'block'],
      ['DELETE', 'block'],
    ] as const) {
      const hidden = await answer(blocked.token, method, `/api/users/${blocker.id}/${action}`)
      const missing = await answer(blocked.token, method, `/api/users/${MISSING}/${action}`)
      expect(hidden.status, `${method} ${action}`).toBe(404)
      expect(hidden, `${method} ${action}`).toEqual(missing)
    }
    // Nothing changed: the block stands and no follow was made.
    const list = await as(t.app, blocker.token).get('/api/users/me/blocked')
    expect(list.json()).toEqual([expect.objectContaining({ id: blocked.id })])
  })

  it('cannot be blocked back: the blocked side cannot learn of the block that way', async () => {
    const [a, b] = [await signedInUser(t), await signedInUser(t)]
    expect((await as(t.app, a.token).post(`/api/users/${b.id}/block`)).statusCode).toBe(200)
    expect((await as(t.app, b.token).post(`/api/users/${a.id}/block`)).statusCode).toBe(404)
    expect((await as(t.app, b.token).get('/api/users/me/blocked')).json()).toEqual([])
  })
})
