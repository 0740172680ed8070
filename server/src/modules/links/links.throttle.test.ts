import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { expect429, repeat } from '../../../test/throttles.ts'
import { type SignedInUser, signedInUser } from '../../../test/users.ts'

let t: TestApp
let ayse: SignedInUser
let mehmet: SignedInUser
beforeAll(async () => {
  t = await buildTestApp({ throttle: true })
  ayse = await signedInUser(t)
  mehmet = await signedInUser(t)
})
afterAll(() => t.close())

// A private address: refused before any connection, so the throttle is tested without a site.
const preview = (who: SignedInUser) => as(t, who).get('/api/links/preview?url=http%3A%2F%2F10.0.0.1%2F')

it('lets a person ask for 30 previews a minute, answers the 31st with 429, and counts each person apart', async () => {
  const codes = await repeat(30, () => preview(ayse))
  expect(new Set(codes)).toEqual(new Set([404]))
  expect429(await preview(ayse), 60, 'too_many_link_previews')
  expect((await preview(mehmet)).statusCode).toBe(404)
})
