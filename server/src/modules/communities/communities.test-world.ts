import type { TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { type SignedInUser, signedInUser } from '../../../test/users.ts'
import { createUniversity } from '../universities/index.ts'
import { seedCommunity, seedMembership } from './communities.seed.ts'

/** A community with every kind of person around it, for the communities tests. */
export interface World {
  universityId: number
  communityId: number
  /** Another community of the same university, with staff of its own. */
  otherId: number
  siteAdmin: SignedInUser
  comAdmin: SignedInUser
  comMod: SignedInUser
  member: SignedInUser
  pending: SignedInUser
  outsider: SignedInUser
  otherMod: SignedInUser
  unverified: SignedInUser
}

let made = 0

export async function makeWorld(t: TestApp): Promise<World> {
  made += 1
  const universityId = (await createUniversity(t.database.db, { name: `Community U ${made}`, domains: [] }))
    .id
  const person = (opts: Parameters<typeof signedInUser>[1] = {}) => signedInUser(t, { universityId, ...opts })
  const comAdmin = await person()
  const otherAdmin = await person()
  const communityId = await seedCommunity(t.database.db, {
    universityId,
    name: `Chess Club ${made}`,
    adminId: comAdmin.id,
  })
  const otherId = await seedCommunity(t.database.db, {
    universityId,
    name: `Go Club ${made}`,
    adminId: otherAdmin.id,
  })
  const world: World = {
    universityId,
    communityId,
    otherId,
    siteAdmin: await person({ role: 'admin' }),
    comAdmin,
    comMod: await person(),
    member: await person(),
    pending: await person(),
    outsider: await person(),
    otherMod: await person(),
    unverified: await signedInUser(t, { verified: false, universityId }),
  }
  await seedMembership(t.database.db, communityId, world.comMod.id, 'member', 'ComMod')
  await seedMembership(t.database.db, communityId, world.member.id)
  await seedMembership(t.database.db, communityId, world.pending.id, 'pending')
  await seedMembership(t.database.db, otherId, world.otherMod.id, 'member', 'ComMod')
  return world
}

/** A JSON call; the status and the parsed body. */
export async function call<T = unknown>(
  t: TestApp,
  who: { token: string } | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) {
  const res = await as(t.app, who?.token ?? null).send(method, `/api${url}`, body)
  return { status: res.statusCode, body: (res.body ? res.json() : null) as T, headers: res.headers }
}
