import type { Community, CommunityBan, CommunityMember, JoinRequest } from '@agora/contract'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { type SignedInUser, signedInUser } from '../../../test/users.ts'
import { createUniversity } from '../universities/index.ts'
import { seedCommunity } from './communities.seed.ts'
import { call } from './communities.test-world.ts'

/**
 * The membership state machine: random sequences of join, cancel, accept, reject, leave, ban, unban
 * and role changes by random people (allowed or not) never break its rules.
 */
const OPS = [
  'join',
  'cancel',
  'accept',
  'reject',
  'leave',
  'ban',
  'unban',
  'mod',
  'unmod',
  'handover',
] as const

describe('community membership, as a state machine', () => {
  let t: TestApp
  let people: SignedInUser[]
  /** Reads what the staff read, whoever holds the roles by then. */
  let siteAdmin: SignedInUser
  let universityId: number

  beforeAll(async () => {
    t = await buildTestApp()
    universityId = (await createUniversity(t.database.db, { name: 'Property U', domains: [] })).id
    people = []
    for (let i = 0; i < 5; i++) people.push(await signedInUser(t, { universityId }))
    siteAdmin = await signedInUser(t, { role: 'admin' })
  })
  afterAll(() => t.close())

  it('keeps counts equal to rows, one ComAdmin, no banned member, and answers only 2xx or 4xx', async () => {
    let run = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ op: fc.constantFrom(...OPS), actor: fc.nat(4), target: fc.nat(4) }), {
          minLength: 5,
          maxLength: 25,
        }),
        async (steps) => {
          run += 1
          const id = await seedCommunity(t.database.db, {
            universityId,
            name: `Machine ${run}`,
            adminId: people[0]!.id,
          })
          const base = `/communities/${id}`
          for (const { op, actor, target } of steps) {
            const by = people[actor]!
            const who = people[target]!
            const requests = async () =>
              (await call<JoinRequest[]>(t, siteAdmin, 'GET', `${base}/invitations`)).body
            let status = 0
            if (op === 'join') status = (await call(t, by, 'POST', `${base}/join`)).status
            if (op === 'cancel') status = (await call(t, by, 'DELETE', `${base}/invitations/cancel`)).status
            if (op === 'leave') status = (await call(t, by, 'DELETE', `${base}/leave`)).status
            if (op === 'accept' || op === 'reject') {
              const request = (await requests()).find((r) => r.user_id === who.id)
              const url = `${base}/invitations/${request?.id ?? 999999}/respond`
              status = (await call(t, by, 'POST', url, { action: op })).status
            }
            if (op === 'ban')
              status = (await call(t, by, 'POST', `${base}/bans`, { user_id: who.id, reason: 'r' })).status
            if (op === 'unban') status = (await call(t, by, 'DELETE', `${base}/bans/${who.id}`)).status
            if (op === 'mod' || op === 'unmod' || op === 'handover') {
              const role = { mod: 'ComMod', unmod: 'member', handover: 'ComAdmin' }[op]
              status = (await call(t, by, 'PUT', `${base}/members/${who.id}/role`, { role })).status
            }
            expect(status).toBeGreaterThanOrEqual(200)
            expect(status).toBeLessThan(500)
          }
          const community = (await call<Community>(t, people[0]!, 'GET', base)).body
          const members = (await call<CommunityMember[]>(t, people[0]!, 'GET', `${base}/members`)).body
          const admins = members.filter((m) => m.role === 'ComAdmin')
          expect(community.members_count).toBe(members.length)
          expect(admins).toHaveLength(1)
          expect(community.admin_id).toBe(admins[0]!.id)
          const banned = (await call<CommunityBan[]>(t, siteAdmin, 'GET', `${base}/bans`)).body.map(
            (b) => b.user.id,
          )
          const pending = (await call<JoinRequest[]>(t, siteAdmin, 'GET', `${base}/invitations`)).body.map(
            (r) => r.user_id,
          )
          for (const m of members) expect(banned).not.toContain(m.id)
          for (const p of pending) expect(banned).not.toContain(p)
          for (const p of pending) expect(members.map((m) => m.id)).not.toContain(p)
          for (const person of people) {
            const { body } = await call<{ status: string }>(t, person, 'GET', `${base}/invitations/status`)
            const expected = members.some((m) => m.id === person.id)
              ? ['member', 'admin_or_mod']
              : pending.includes(person.id)
                ? ['pending']
                : ['none']
            expect(expected).toContain(body.status)
          }
        },
      ),
      { numRuns: 12 },
    )
  })
})
