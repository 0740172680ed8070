import type { Community, JoinRequest } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { signedInUser } from '../../../test/users.ts'
import { KEEP_MS } from './communities.popular-page.ts'
import { seedMembership } from './communities.seed.ts'
import { call, makeWorld, type World } from './communities.test-world.ts'

/**
 * The popular tab's page is kept a few seconds per instance (communities.popular-page.ts, issue 32):
 * what is kept is the same for every reader, the standing is read live, and every change to who is in
 * what forgets it at once.
 */

let t: TestApp
let w: World
let now = Date.now()

beforeAll(async () => {
  t = await buildTestApp({ clock: () => new Date(now) })
  w = await makeWorld(t)
})
afterAll(() => t.close())

async function popularCard(viewer: World['member'], id: number): Promise<Community> {
  const res = await as(t.app, viewer).get('/api/communities/?tab=popular&limit=50')
  expect(res.statusCode).toBe(200)
  const card = (res.json() as Community[]).find((c) => c.id === id)
  expect(card).toBeDefined()
  return card!
}

describe('the popular tab kept briefly', () => {
  it('serves the same counts within KEEP_MS when nothing announced a change, and reads again after', async () => {
    const before = (await popularCard(w.outsider, w.communityId)).members_count
    // A membership written without an event (as a seed does): the kept page does not know of it.
    const quiet = await signedInUser(t, { universityId: w.universityId })
    await seedMembership(t.database.db, w.communityId, quiet.id)
    expect((await popularCard(w.outsider, w.communityId)).members_count).toBe(before)
    now += KEEP_MS
    expect((await popularCard(w.outsider, w.communityId)).members_count).toBe(before + 1)
  })

  it("shows a reader's own request and approved join at once, in their standing and in the count, to them and to others", async () => {
    const joiner = await signedInUser(t, { universityId: w.universityId })
    const before = await popularCard(joiner, w.otherId)
    expect(before.is_member).toBe(false)
    expect((await popularCard(w.outsider, w.otherId)).members_count).toBe(before.members_count)

    expect((await call(t, joiner, 'POST', `/communities/${w.otherId}/join`)).status).toBeLessThan(300)
    expect((await popularCard(joiner, w.otherId)).membership_status).toBe('pending')
    const requests = (
      await call<JoinRequest[]>(t, w.otherMod, 'GET', `/communities/${w.otherId}/invitations`)
    ).body
    const request = requests.find((r) => r.user_id === joiner.id)!
    const accepted = await call(
      t,
      w.otherMod,
      'POST',
      `/communities/${w.otherId}/invitations/${request.id}/respond`,
      {
        action: 'accept',
      },
    )
    expect(accepted.status).toBe(204)
    const after = await popularCard(joiner, w.otherId)
    expect(after.is_member).toBe(true)
    expect(after.members_count).toBe(before.members_count + 1)
    expect((await popularCard(w.outsider, w.otherId)).members_count).toBe(before.members_count + 1)

    expect((await call(t, joiner, 'DELETE', `/communities/${w.otherId}/leave`)).status).toBeLessThan(300)
    const left = await popularCard(joiner, w.otherId)
    expect(left.is_member).toBe(false)
    expect(left.members_count).toBe(before.members_count)
  })

  it("keeps each reader's standing their own while the page is shared", async () => {
    // Kept by the outsider's read, then read by the community's admin and a member.
    expect((await popularCard(w.outsider, w.communityId)).is_admin_or_mod).toBe(false)
    const staff = await popularCard(w.comAdmin, w.communityId)
    expect(staff.is_admin_or_mod).toBe(true)
    expect(staff.abilities).not.toEqual((await popularCard(w.outsider, w.communityId)).abilities)
    expect((await popularCard(w.member, w.communityId)).is_member).toBe(true)
    expect((await popularCard(w.outsider, w.communityId)).is_member).toBe(false)
  })

  it('forgets the kept page when a community is renamed', async () => {
    await popularCard(w.outsider, w.communityId)
    const renamed = `Satranç ${Date.now()}`
    expect(
      (await call(t, w.comAdmin, 'PUT', `/communities/${w.communityId}`, { name: renamed })).status,
    ).toBeLessThan(300)
    expect((await popularCard(w.outsider, w.communityId)).name).toBe(renamed)
  })
})
