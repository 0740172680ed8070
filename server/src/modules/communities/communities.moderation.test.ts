import type { CommunityBan, ModerationLogEntry, Post } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { postForm } from '../../../test/posts.ts'
import { signedInUser } from '../../../test/users.ts'
import { seedMembership } from './communities.seed.ts'
import { call, makeWorld, type World } from './communities.test-world.ts'

describe('keeping order in a community', () => {
  let t: TestApp
  let w: World
  const base = () => `/communities/${w.communityId}`
  const log = async () =>
    (await call<ModerationLogEntry[]>(t, w.comAdmin, 'GET', `${base()}/moderation-log`)).body

  beforeAll(async () => {
    t = await buildTestApp()
    w = await makeWorld(t)
  })
  afterAll(() => t.close())

  it('lets the staff remove a post of the community with a reason, and logs it', async () => {
    const res = await postForm(t.app, w.member.token, '/api/posts/', {
      content: 'spam spam',
      community_id: String(w.communityId),
    })
    const post = res.json() as Post
    const remove = (who: { token: string }, body: unknown, id = post.id) =>
      call(t, who, 'DELETE', `${base()}/posts/${id}`, body)
    expect((await remove(w.member, { reason: 'mine' })).status).toBe(403)
    expect((await remove(w.otherMod, { reason: 'not yours' })).status).toBe(403)
    expect((await remove(w.comMod, { reason: '  ' })).status).toBe(422)
    expect((await remove(w.comMod, {})).status).toBe(422)
    // A post outside the community is not found there.
    const elsewhere = (
      await postForm(t.app, w.member.token, '/api/posts/', { content: 'my own' })
    ).json() as Post
    expect((await remove(w.comMod, { reason: 'x' }, elsewhere.id)).status).toBe(404)
    expect((await remove(w.comMod, { reason: 'Off topic' })).status).toBe(204)
    expect((await call(t, w.outsider, 'GET', `/posts/${post.id}`)).status).toBe(404)
    expect((await remove(w.comMod, { reason: 'again' })).status).toBe(404)
    expect((await log())[0]).toMatchObject({
      action: 'post_removed',
      actor: { id: w.comMod.id },
      target_user: { id: w.member.id },
      post_id: post.id,
      reason: 'Off topic',
    })
  })

  it('removes a member with a reason; never the ComAdmin; a ComMod only by the ComAdmin', async () => {
    const victim = await signedInUser(t)
    await seedMembership(t.database.db, w.communityId, victim.id)
    const remove = (who: { token: string }, userId: number, reason = 'Rude') =>
      call(t, who, 'DELETE', `${base()}/members/${userId}`, { reason })
    expect((await remove(w.member, victim.id)).status).toBe(403)
    expect((await remove(w.comMod, w.comAdmin.id)).status).toBe(403)
    expect((await remove(w.siteAdmin, w.comAdmin.id)).status).toBe(403)
    const modVictim = await signedInUser(t)
    await seedMembership(t.database.db, w.communityId, modVictim.id, 'member', 'ComMod')
    expect((await remove(w.comMod, modVictim.id)).status).toBe(403)
    expect((await remove(w.comAdmin, modVictim.id)).status).toBe(204)
    expect((await remove(w.comMod, w.outsider.id)).status).toBe(404)
    expect((await remove(w.comMod, victim.id)).status).toBe(204)
    expect(
      (await call<{ status: string }>(t, victim, 'GET', `${base()}/invitations/status`)).body.status,
    ).toBe('none')
    expect((await log())[0]).toMatchObject({
      action: 'member_removed',
      target_user: { id: victim.id },
      reason: 'Rude',
    })
  })

  it('bans a person, who cannot ask to join again until unbanned', async () => {
    const troll = await signedInUser(t)
    await call(t, troll, 'POST', `${base()}/join`)
    const ban = (who: { token: string }, userId: number) =>
      call(t, who, 'POST', `${base()}/bans`, { user_id: userId, reason: 'Harassment' })
    expect((await ban(w.member, troll.id)).status).toBe(403)
    expect((await ban(w.comMod, w.comAdmin.id)).status).toBe(403)
    expect((await call(t, w.comMod, 'POST', `${base()}/bans`, { user_id: troll.id })).status).toBe(422)
    expect((await ban(w.comMod, troll.id)).status).toBe(204)
    const join = await call(t, troll, 'POST', `${base()}/join`)
    expect(join.status).toBe(403)
    expect(join.body).toMatchObject({ code: 'banned_from_community' })
    const list = (await call<CommunityBan[]>(t, w.comMod, 'GET', `${base()}/bans`)).body
    expect(list[0]).toMatchObject({
      user: { id: troll.id },
      reason: 'Harassment',
      banned_by: { id: w.comMod.id },
    })
    expect((await call(t, w.member, 'GET', `${base()}/bans`)).status).toBe(403)
    expect((await call(t, w.comMod, 'DELETE', `${base()}/bans/${troll.id}`)).status).toBe(204)
    expect((await call(t, w.comMod, 'DELETE', `${base()}/bans/${troll.id}`)).status).toBe(404)
    expect((await call(t, troll, 'POST', `${base()}/join`)).body).toEqual({ status: 'pending' })
    const actions = (await log()).map((e) => e.action)
    expect(actions.slice(0, 2)).toEqual(['member_unbanned', 'member_banned'])
  })

  it('shows the log to the staff and site admins only', async () => {
    expect((await call(t, w.member, 'GET', `${base()}/moderation-log`)).status).toBe(403)
    expect((await call(t, w.otherMod, 'GET', `${base()}/moderation-log`)).status).toBe(403)
    expect((await call(t, w.siteAdmin, 'GET', `${base()}/moderation-log`)).status).toBe(200)
    expect((await call(t, w.comMod, 'GET', '/communities/999999/moderation-log')).status).toBe(404)
  })
})
