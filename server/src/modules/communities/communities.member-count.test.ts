import type { Community } from '@agora/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { signedInUser } from '../../../test/users.ts'
import { queryRows } from '../../db/client.ts'
import { acceptMembership } from './communities.members.repository.ts'
import { seedMembership } from './communities.seed.ts'
import { call, makeWorld, type World } from './communities.test-world.ts'

/**
 * A community's member count is stored and kept by triggers (migration 0032, issue 32). After each
 * way a membership starts or ends, the stored count must equal the members counted from their rows:
 * status member, the account not deleted.
 */

let t: TestApp
let w: World

beforeAll(async () => {
  t = await buildTestApp()
  w = await makeWorld(t)
})
afterAll(() => t.close())

async function counted(communityId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM community_memberships cm JOIN users u ON u.id = cm.user_id
      WHERE cm.community_id = ${communityId} AND cm.status = 'member' AND u.deleted_at IS NULL`,
  )
  return row!.n
}

async function shown(communityId: number): Promise<number> {
  const res = await as(t.app, w.outsider).get(`/api/communities/${communityId}`)
  expect(res.statusCode).toBe(200)
  return (res.json() as Community).members_count
}

async function expectCount(expected: number) {
  expect(await counted(w.communityId)).toBe(expected)
  expect(await shown(w.communityId)).toBe(expected)
}

describe('the stored member count', () => {
  it('follows joins, approvals, leaving, bans and account deletion', async () => {
    // The world: its ComAdmin, a ComMod and a member; one request pending.
    await expectCount(3)
    await acceptMembership(t.database.db, w.communityId, w.pending.id, new Date())
    await expectCount(4)

    const joiner = await signedInUser(t, { universityId: w.universityId })
    expect((await call(t, joiner, 'POST', `/communities/${w.communityId}/join`)).status).toBeLessThan(300)
    await expectCount(await counted(w.communityId))
    const afterJoin = await counted(w.communityId)
    expect(afterJoin).toBeGreaterThanOrEqual(4)

    expect((await call(t, w.member, 'DELETE', `/communities/${w.communityId}/leave`)).status).toBeLessThan(
      300,
    )
    await expectCount(afterJoin - 1)

    const banned = await signedInUser(t, { universityId: w.universityId })
    await seedMembership(t.database.db, w.communityId, banned.id)
    await expectCount(afterJoin)
    const ban = await call(t, w.comMod, 'POST', `/communities/${w.communityId}/bans`, {
      user_id: banned.id,
      reason: 'spam',
    })
    expect(ban.status).toBeLessThan(300)
    await expectCount(afterJoin - 1)

    const leaving = await signedInUser(t, { universityId: w.universityId })
    await seedMembership(t.database.db, w.communityId, leaving.id)
    await seedMembership(t.database.db, w.otherId, leaving.id)
    const otherBefore = await counted(w.otherId)
    await expectCount(afterJoin)
    const gone = await as(t.app, leaving).delete('/api/users/me', { password: leaving.password })
    expect(gone.statusCode).toBe(200)
    await expectCount(afterJoin - 1)
    expect(await counted(w.otherId)).toBe(otherBefore - 1)
    expect(await shown(w.otherId)).toBe(otherBefore - 1)
  })

  it('ranks the popular tab by it', async () => {
    const res = await as(t.app, w.outsider).get('/api/communities/?tab=popular&limit=100')
    expect(res.statusCode).toBe(200)
    const items = res.json() as Community[]
    expect(items.length).toBeGreaterThanOrEqual(2)
    for (const community of items) expect(community.members_count).toBe(await counted(community.id))
    const counts = items.map((c) => c.members_count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })
})
