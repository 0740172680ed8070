import type { ModerationActionEntry, ModerationCase, Notification, Post } from '@agora/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs } from '../../../test/factories.ts'
import { createPostAs, postForm } from '../../../test/posts.ts'
import { type SignedInUser, signedInUser } from '../../../test/users.ts'
import { queryRows } from '../../db/client.ts'
import { seedCommunity, seedMembership } from '../communities/index.ts'
import { createUniversity } from '../universities/index.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const user = (opts = {}) => signedInUser(t, opts)
const report = (who: SignedInUser, body: Record<string, unknown>) =>
  as(t.app, who.token).post('/api/reports', body)
const cases = async (who: SignedInUser, query = '') => {
  const res = await as(t.app, who.token).get(`/api/moderation/cases${query}`)
  return { status: res.statusCode, body: res.json() as ModerationCase[] }
}
const decide = (who: SignedInUser, type: string, id: number, body: Record<string, unknown>) =>
  as(t.app, who.token).post(`/api/moderation/cases/${type}/${id}`, body)
const notificationsOf = (who: SignedInUser) =>
  vi.waitFor(
    async () => {
      const list = (
        await as(t.app, who.token).get('/api/notifications/?filter_type=new')
      ).json() as Notification[]
      if (list.length === 0) throw new Error('none yet')
      return list
    },
    { timeout: 2000, interval: 20 },
  )

describe('reports', () => {
  it('files a report with a snapshot that outlives an edit; once while open; never about oneself', async () => {
    const [author, reporter, admin] = [await user(), await user(), await user({ role: 'admin' })]
    const post = await createPostAs(t.app, author.token, 'buy followers at example.com')
    const res = await report(reporter, {
      target_type: 'post',
      target_id: post.id,
      category: 'spam',
      comment: 'ad',
    })
    expect(res.statusCode).toBe(201)
    expect(
      (await report(reporter, { target_type: 'post', target_id: post.id, category: 'spam' })).statusCode,
    ).toBe(409)
    expect(
      (await report(author, { target_type: 'post', target_id: post.id, category: 'spam' })).json(),
    ).toMatchObject({
      code: 'cannot_report_self',
    })
    await as(t.app, author.token).put(`/api/posts/${post.id}`, { content: 'nothing to see' })

    const queue = (await cases(admin)).body.find((c) => c.target_id === post.id)!
    expect(queue).toMatchObject({
      target_type: 'post',
      owner: { id: author.id },
      abilities: { can_suspend: true },
    })
    expect(queue.reports[0]).toMatchObject({
      category: 'spam',
      comment: 'ad',
      reporter: { id: reporter.id },
      snapshot: { text: 'buy followers at example.com', owner_username: author.username },
    })
  })

  it('answers 404 for what the reporter cannot see, and 422 for a bad category', async () => {
    const [author, stranger] = [await user(), await user()]
    await as(t.app, author.token).put('/api/users/me/profile', { is_private: true })
    const hidden = await createPostAs(t.app, author.token, 'followers only')
    const res = await report(stranger, { target_type: 'post', target_id: hidden.id, category: 'spam' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'report_target_not_found' })
    for (const type of ['event', 'announcement', 'community', 'chat_message', 'user']) {
      const missing = await report(stranger, { target_type: type, target_id: 99999999, category: 'other' })
      expect(missing.statusCode, type).toBe(404)
    }
    const bad = await report(stranger, { target_type: 'post', target_id: hidden.id, category: 'rude' })
    expect(bad.statusCode).toBe(422)
    const huge = await report(stranger, { target_type: 'post', target_id: 2 ** 31, category: 'spam' })
    expect(huge.statusCode).toBe(422)
    expect((await cases(stranger, `?community_id=${2 ** 31}`)).status).toBe(422)
    const count = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM reports WHERE target_id = ${hidden.id}`,
    )
    expect(count[0]!.n).toBe(0)
  })

  it('keeps the queue from students and the reporter from the target', async () => {
    const [author, reporter] = [await user(), await user()]
    const post = await createPostAs(t.app, author.token, 'hello')
    await report(reporter, { target_type: 'post', target_id: post.id, category: 'harassment' })
    expect((await cases(author)).status).toBe(403)
    expect((await cases(reporter)).status).toBe(403)
    expect((await decide(reporter, 'post', post.id, { decision: 'dismiss', reason: 'x' })).statusCode).toBe(
      403,
    )
    // Nothing the author can read names the reporter.
    const mine = await as(t.app, author.token).get('/api/moderation/actions/mine')
    expect(mine.body).not.toContain(reporter.username)
  })
})

describe('decisions', () => {
  it('removes a post and suspends its author for a day: sessions end, posts hide, sign-in refused, reporter told', async () => {
    const [author, reporter, admin, reader] = [
      await user(),
      await user(),
      await user({ role: 'admin' }),
      await user(),
    ]
    const other = await createPostAs(t.app, author.token, 'another post of theirs')
    const post = await createPostAs(t.app, author.token, 'threatening words')
    await report(reporter, { target_type: 'post', target_id: post.id, category: 'violence' })
    const res = await decide(admin, 'post', post.id, {
      decision: 'remove',
      reason: 'Threats',
      suspend_for: '1d',
    })
    expect(res.statusCode).toBe(200)
    const action = res.json() as ModerationActionEntry
    expect(action).toMatchObject({ decision: 'remove', reason: 'Threats', suspended_forever: false })
    expect(action.suspended_until).not.toBeNull()

    expect((await as(t.app, reader.token).get(`/api/posts/${post.id}`)).statusCode).toBe(404)
    // Their other posts are hidden while the suspension lasts, from everyone.
    expect((await as(t.app, reader.token).get(`/api/posts/${other.id}`)).statusCode).toBe(404)
    expect((await as(t.app, reader.token).get(`/api/users/${author.id}`)).statusCode).toBe(404)
    // The old token no longer works, and a new sign-in is refused.
    expect((await as(t.app, author.token).get('/api/users/me')).statusCode).toBe(401)
    const login = await as(t.app, null).post('/api/auth/login', {
      username: author.username,
      password: author.password,
    })
    expect(login.statusCode).toBe(403)
    expect(login.json()).toMatchObject({ code: 'account_suspended' })
    // The case left the queue; the reporter learns the outcome.
    expect((await cases(admin)).body.some((c) => c.target_id === post.id)).toBe(false)
    const told = await notificationsOf(reporter)
    expect(told[0]).toMatchObject({ notification_type: 'report_update', content: 'remove', actor_id: null })

    // Signed out, the author still reads why with their password, and appeals once.
    const creds = { username: author.username, password: author.password }
    const wrong = await as(t.app, null).post('/api/moderation/suspension', {
      ...creds,
      password: 'not it at all',
    })
    expect(wrong.statusCode).toBe(401)
    const why = await as(t.app, null).post('/api/moderation/suspension', creds)
    expect(why.json()).toMatchObject({
      decision: 'remove',
      reason: 'Threats',
      actor: null,
      abilities: { can_appeal: true },
    })
    const appealed = await as(t.app, null).post('/api/moderation/suspension/appeal', {
      ...creds,
      text: 'Sorry',
    })
    expect(appealed.json()).toMatchObject({ appeal: { state: 'pending', text: 'Sorry' } })
    const again = await as(t.app, null).post('/api/moderation/suspension/appeal', {
      ...creds,
      text: 'Please',
    })
    expect(again.statusCode).toBe(409)
    // Someone who is not suspended has no suspension to read.
    const free = await as(t.app, null).post('/api/moderation/suspension', {
      username: reporter.username,
      password: reporter.password,
    })
    expect(free.statusCode).toBe(404)

    // When the suspension ends the account and its other posts come back.
    await t.database.db.execute(
      sql`UPDATE users SET suspended_until = now() - interval '1 minute' WHERE id = ${author.id}`,
    )
    expect((await as(t.app, reader.token).get(`/api/posts/${other.id}`)).statusCode).toBe(200)
    const back = await loginAs(t.app, author)
    const notes = await notificationsOf({ ...author, token: back })
    expect(notes[0]).toMatchObject({ notification_type: 'moderation', content: 'Threats' })
  })

  it('refuses a decision without a case, a suspension without a duration, and removal of a person', async () => {
    const [target, reporter, admin] = [await user(), await user(), await user({ role: 'admin' })]
    expect((await decide(admin, 'user', target.id, { decision: 'warn', reason: 'x' })).statusCode).toBe(404)
    await report(reporter, { target_type: 'user', target_id: target.id, category: 'impersonation' })
    expect(
      (await decide(admin, 'user', target.id, { decision: 'suspend', reason: 'x' })).json(),
    ).toMatchObject({
      code: 'suspension_duration_required',
    })
    expect(
      (await decide(admin, 'user', target.id, { decision: 'remove', reason: 'x' })).json(),
    ).toMatchObject({
      code: 'cannot_remove_target',
    })
    expect((await decide(admin, 'user', target.id, { decision: 'warn', reason: '' })).statusCode).toBe(422)
    expect((await decide(admin, 'user', target.id, { decision: 'warn', reason: 'Be kind' })).statusCode).toBe(
      200,
    )
  })

  it('lets community staff handle their community only, and never suspend', async () => {
    const universityId = (await createUniversity(t.database.db, { name: `Mod U ${Date.now()}`, domains: [] }))
      .id
    const [comAdmin, comMod, member, otherMod, admin] = [
      await user({ universityId }),
      await user({ universityId }),
      await user({ universityId }),
      await user({ universityId }),
      await user({ role: 'admin' }),
    ]
    const communityId = await seedCommunity(t.database.db, {
      universityId,
      name: `Club ${Date.now()}`,
      adminId: comAdmin.id,
    })
    const otherId = await seedCommunity(t.database.db, {
      universityId,
      name: `Other ${Date.now()}`,
      adminId: otherMod.id,
    })
    await seedMembership(t.database.db, communityId, comMod.id, 'member', 'ComMod')
    await seedMembership(t.database.db, communityId, member.id)
    const res = await postForm(t.app, member.token, '/api/posts/', {
      content: 'spam in the club',
      community_id: String(communityId),
    })
    const post = res.json() as Post
    await report(admin, { target_type: 'post', target_id: post.id, category: 'spam' })

    expect((await cases(comMod, `?community_id=${communityId}`)).body.map((c) => c.target_id)).toContain(
      post.id,
    )
    expect((await cases(otherMod, `?community_id=${communityId}`)).status).toBe(403)
    expect((await cases(comMod)).status).toBe(403)
    expect((await decide(otherMod, 'post', post.id, { decision: 'dismiss', reason: 'x' })).statusCode).toBe(
      403,
    )
    expect((await cases(otherMod, `?community_id=${otherId}`)).body).toEqual([])
    const suspend = await decide(comMod, 'post', post.id, {
      decision: 'suspend',
      reason: 'x',
      suspend_for: '1d',
    })
    expect(suspend.json()).toMatchObject({ code: 'suspension_admins_only' })
    const removed = await decide(comMod, 'post', post.id, { decision: 'remove', reason: 'Spam' })
    expect(removed.json()).toMatchObject({ decision: 'remove', community_id: communityId })
    const log = await as(t.app, comAdmin.token).get(`/api/communities/${communityId}/moderation-log`)
    expect(log.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'post_removed', reason: 'Spam' })]),
    )
  })
})
