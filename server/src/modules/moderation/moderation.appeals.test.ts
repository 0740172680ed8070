import type { ModerationActionEntry } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { createPostAs } from '../../../test/posts.ts'
import { type SignedInUser, signedInUser } from '../../../test/users.ts'

/** Appeals of warnings (the suspension's appeal from the sign-in screen is in moderation.api.test.ts). */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const user = (opts = {}) => signedInUser(t, opts)
const report = (who: SignedInUser, body: Record<string, unknown>) =>
  as(t.app, who.token).post('/api/reports', body)
const decide = (who: SignedInUser, type: string, id: number, body: Record<string, unknown>) =>
  as(t.app, who.token).post(`/api/moderation/cases/${type}/${id}`, body)

describe('appeals', () => {
  it('lets the person warned appeal once; a site admin overturns; nobody else reaches it', async () => {
    const [target, reporter, admin, stranger] = [
      await user(),
      await user(),
      await user({ role: 'admin' }),
      await user(),
    ]
    const post = await createPostAs(t.app, target.token, 'a joke')
    await report(reporter, { target_type: 'post', target_id: post.id, category: 'hate' })
    await decide(admin, 'post', post.id, { decision: 'warn', reason: 'Mind the words' })
    const mine = (
      await as(t.app, target.token).get('/api/moderation/actions/mine')
    ).json() as ModerationActionEntry[]
    expect(mine[0]).toMatchObject({
      decision: 'warn',
      reason: 'Mind the words',
      actor: null,
      abilities: { can_appeal: true },
    })
    const id = mine[0]!.id
    expect(
      (await as(t.app, stranger.token).post(`/api/moderation/actions/${id}/appeal`, { text: 'x' }))
        .statusCode,
    ).toBe(404)
    const appealed = await as(t.app, target.token).post(`/api/moderation/actions/${id}/appeal`, {
      text: 'It was a joke',
    })
    expect(appealed.json()).toMatchObject({ appeal: { state: 'pending' }, abilities: { can_appeal: false } })
    expect(
      (await as(t.app, target.token).post(`/api/moderation/actions/${id}/appeal`, { text: 'again' }))
        .statusCode,
    ).toBe(409)
    expect((await as(t.app, target.token).get('/api/moderation/log?appeals=pending')).statusCode).toBe(403)
    const pending = (
      await as(t.app, admin.token).get('/api/moderation/log?appeals=pending')
    ).json() as ModerationActionEntry[]
    expect(pending.map((a) => a.id)).toContain(id)
    const path = `/api/moderation/actions/${id}/appeal/decision`
    expect(
      (await as(t.app, target.token).post(path, { decision: 'overturned', reason: 'x' })).statusCode,
    ).toBe(403)
    const done = await as(t.app, admin.token).post(path, {
      decision: 'overturned',
      reason: 'Fair enough',
    })
    expect(done.json()).toMatchObject({ appeal: { state: 'overturned', decision_reason: 'Fair enough' } })
    expect((await as(t.app, admin.token).post(path, { decision: 'upheld', reason: 'x' })).statusCode).toBe(
      409,
    )
  })
})
