import type { App } from '../src/app.ts'
import { as } from './client.ts'
import { loginAs, type MakeUserOptions, makeUser, type TestUser } from './factories.ts'

/** People for the tests: signed-in users and follows made as the web client makes them. */

export type SignedInUser = TestUser & { token: string }

/** A verified user, signed in. */
export async function signedInUser(
  t: { app: App; database: Parameters<typeof makeUser>[0]['database'] },
  opts: MakeUserOptions = {},
): Promise<SignedInUser> {
  const user = await makeUser(t, opts)
  return { ...user, token: await loginAs(t.app, user) }
}

/** `follower` follows `followee` through the API; fails the test on anything but 200 or 202. */
export async function followAs(app: App, follower: SignedInUser, followeeId: number): Promise<number> {
  const res = await as(app, follower).post(`/api/users/${followeeId}/follow`)
  if (res.statusCode !== 200 && res.statusCode !== 202) {
    throw new Error(`follow failed: ${res.statusCode} ${res.body}`)
  }
  return res.statusCode
}

/** The ids of a list answer, in order. */
export const idsOf = (list: { id: number }[]) => list.map((item) => item.id)
