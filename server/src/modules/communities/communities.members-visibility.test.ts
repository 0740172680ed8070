import type { CommunityMember } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { signedInUser } from '../../../test/users.ts'
import { liftSuspension, suspendAccount } from '../users/index.ts'
import { seedMembership } from './communities.seed.ts'
import { makeWorld, type World } from './communities.test-world.ts'

/**
 * Issue 30: a community's member list follows the profile rules. Someone in a block with the viewer
 * (either way) is not listed to them, as their profile answers 404; a suspended account is listed to
 * nobody while its suspension lasts.
 */

let t: TestApp
let w: World
beforeAll(async () => {
  t = await buildTestApp()
  w = await makeWorld(t)
})
afterAll(() => t.close())

const memberIds = async (token: string) => {
  const res = await as(t.app, token).get(`/api/communities/${w.communityId}/members?limit=100`)
  expect(res.statusCode).toBe(200)
  return (res.json() as CommunityMember[]).map((m) => m.id)
}

describe('the member list', () => {
  it('leaves out someone the viewer blocked, and someone who blocked the viewer; others still see them', async () => {
    const blocker = await signedInUser(t, { universityId: w.universityId })
    const blocked = await signedInUser(t, { universityId: w.universityId })
    for (const who of [blocker, blocked]) await seedMembership(t.database.db, w.communityId, who.id)
    expect(await memberIds(w.outsider.token)).toEqual(expect.arrayContaining([blocker.id, blocked.id]))
    expect((await as(t.app, blocker.token).post(`/api/users/${blocked.id}/block`)).statusCode).toBe(200)
    expect(await memberIds(blocker.token)).not.toContain(blocked.id)
    expect(await memberIds(blocked.token)).not.toContain(blocker.id)
    expect(await memberIds(w.outsider.token)).toEqual(expect.arrayContaining([blocker.id, blocked.id]))
  })

  it('leaves out a suspended member while the suspension lasts', async () => {
    expect(await memberIds(w.outsider.token)).toContain(w.member.id)
    await suspendAccount(t.database.db, w.member.id, new Date(Date.now() + 86_400_000))
    expect(await memberIds(w.outsider.token)).not.toContain(w.member.id)
    expect(await memberIds(w.comAdmin.token)).not.toContain(w.member.id)
    await liftSuspension(t.database.db, w.member.id)
    expect(await memberIds(w.outsider.token)).toContain(w.member.id)
  })
})
