import type { UserSummary } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { followAs, type SignedInUser, signedInUser } from '../../../test/users.ts'
import { liftSuspension, suspendAccount } from './users.suspension.ts'

/**
 * Issue 30: a suspended account leaves search (quick, detailed, popular), and the follower and
 * following lists, for the time of its suspension, as its profile answers 404; it comes back when the
 * suspension ends.
 */

let t: TestApp
let viewer: SignedInUser
let hub: SignedInUser
let suspended: SignedInUser
let control: SignedInUser
const tag = `susp${Date.now().toString(36)}`

beforeAll(async () => {
  t = await buildTestApp()
  viewer = await signedInUser(t)
  hub = await signedInUser(t)
  suspended = await signedInUser(t, { username: `${tag}_gone`, nickname: `${tag} gone` })
  control = await signedInUser(t, { username: `${tag}_here`, nickname: `${tag} here` })
  // Both follow the hub and are followed by it, so that each list would hold them.
  for (const who of [suspended, control]) {
    await followAs(t.app, who, hub.id)
    await followAs(t.app, hub, who.id)
  }
  await suspendAccount(t.database.db, suspended.id, new Date(Date.now() + 86_400_000))
})
afterAll(() => t.close())

const usernames = (list: UserSummary[]) => list.map((u) => u.username)

async function lists(): Promise<Record<string, string[]>> {
  const get = async (url: string) => (await as(t.app, viewer.token).get(url)).json()
  return {
    followers: usernames(await get(`/api/users/${hub.id}/followers`)),
    following: usernames(await get(`/api/users/${hub.id}/following`)),
    quick: usernames((await get(`/api/search/quick/${tag}`)).users),
    detailed: usernames((await get(`/api/search/detailed/${tag}?type=users`)).users),
    people: usernames(await get(`/api/users/?q=${tag}`)),
  }
}

describe('a suspended account in the lists', () => {
  it('is left out of followers, following, quick and detailed search while suspended; back after', async () => {
    for (const [name, list] of Object.entries(await lists())) {
      expect(list, name).toContain(control.username)
      expect(list, name).not.toContain(suspended.username)
    }
    await liftSuspension(t.database.db, suspended.id)
    for (const [name, list] of Object.entries(await lists())) expect(list, name).toContain(suspended.username)
  })

  it('is left out of the popular people', async () => {
    const popular = await signedInUser(t)
    const fans = await Promise.all([0, 1, 2].map(() => signedInUser(t)))
    for (const fan of fans) await followAs(t.app, fan, popular.id)
    await suspendAccount(t.database.db, popular.id, new Date(Date.now() + 86_400_000))
    const res = await as(t.app, viewer.token).get('/api/search/popular/users?limit=10')
    expect(res.statusCode).toBe(200)
    expect(usernames(res.json())).toContain(hub.username)
    expect(usernames(res.json())).not.toContain(popular.username)
  })
})
