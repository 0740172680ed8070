import type { ModerationActionEntry } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { createPostAs } from '../../../test/posts.ts'
import { enableTwoFactor, movableClock, totpCode } from '../../../test/two-factor.ts'
import { type SignedInUser, signedInUser } from '../../../test/users.ts'

/** Appeals of warnings (the suspension's appeal from the sign-in screen is in moderation.api.test.ts). */
let t: TestApp
const clock = movableClock()
beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now })
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

describe("the suspended sign-in's appeal (issue 30)", () => {
  it('asks for a code of the second factor when two-factor sign-in is on, and spends it', async () => {
    const [target, reporter, admin] = [await user(), await user(), await user({ role: 'admin' })]
    const { secret, recoveryCodes } = await enableTwoFactor(t.app, target, clock.now())
    const post = await createPostAs(t.app, target.token, 'a threat')
    await report(reporter, { target_type: 'post', target_id: post.id, category: 'hate' })
    const suspended = await decide(admin, 'post', post.id, {
      decision: 'suspend',
      reason: 'Threats',
      suspend_for: '1d',
    })
    expect(suspended.statusCode).toBe(200)
    const creds = { username: target.username, password: target.password }
    const lookup = await as(t.app, null).post('/api/moderation/suspension', creds)
    expect(lookup.json()).toMatchObject({ decision: 'suspend', two_factor_required: true })
    const appeal = (extra: Record<string, unknown>) =>
      as(t.app, null).post('/api/moderation/suspension/appeal', {
        ...creds,
        text: 'Please look again',
        ...extra,
      })
    const without = await appeal({})
    expect(without.statusCode).toBe(401)
    expect(without.json().code).toBe('two_factor_code_required')
    const wrong = await appeal({ code: '000000' === totpCode(secret, clock.now()) ? '111111' : '000000' })
    expect(wrong.json().code).toBe('invalid_two_factor_code')
    const pending = await as(t.app, null).post('/api/moderation/suspension', creds)
    expect(pending.json().appeal).toBeNull()
    // A step after the one that turned two-factor sign-in on (that code is spent).
    clock.advance()
    const code = totpCode(secret, clock.now())
    const sent = await appeal({ code })
    expect(sent.statusCode).toBe(200)
    expect(sent.json()).toMatchObject({ appeal: { state: 'pending' } })
    // The code is spent, and a recovery code is one too: a second appeal meets the one-appeal rule.
    expect((await appeal({ code })).json().code).toBe('invalid_two_factor_code')
    expect((await appeal({ code: recoveryCodes[0] })).json().code).toBe('appeal_exists')
  })

  it('needs no code when two-factor sign-in is off', async () => {
    const [target, reporter, admin] = [await user(), await user(), await user({ role: 'admin' })]
    const post = await createPostAs(t.app, target.token, 'another threat')
    await report(reporter, { target_type: 'post', target_id: post.id, category: 'hate' })
    await decide(admin, 'post', post.id, { decision: 'suspend', reason: 'Threats', suspend_for: '1d' })
    const creds = { username: target.username, password: target.password }
    expect((await as(t.app, null).post('/api/moderation/suspension', creds)).json()).toMatchObject({
      two_factor_required: false,
    })
    const sent = await as(t.app, null).post('/api/moderation/suspension/appeal', { ...creds, text: 'Sorry' })
    expect(sent.statusCode).toBe(200)
  })
})
