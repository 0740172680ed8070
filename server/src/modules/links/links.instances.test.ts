import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { type SignedInUser, signedInUser } from '../../../test/users.ts'
import { queryRows } from '../../db/client.ts'
import { coverPng, ogPage, startTestSite, type TestSite } from './links.test-site.ts'

/**
 * Two instances on one database and one media store fetch the same new link at the same moment: each
 * fetches it (the sharing is per instance), one card is kept, and the image of the other is removed.
 */
const allow = (a: string) => a === '127.0.0.1'
let one: TestApp
let two: TestApp
let site: TestSite
let ayse: SignedInUser
beforeAll(async () => {
  if (!process.env.DATABASE_URL) return
  site = await startTestSite()
  site.serve('/cover.png', { type: 'image/png', body: await coverPng() })
  site.serve('/race', { type: 'text/html', body: ogPage('Race'), delayMs: 200 })
  one = await buildTestApp({ allowPrivateAddress: allow })
  two = await buildTestApp({ allowPrivateAddress: allow, database: one.database, media: one.media })
  ayse = await signedInUser(one)
})
afterAll(async () => {
  if (!process.env.DATABASE_URL) return
  await two.close()
  await one.close()
  await site.close()
})

it.runIf(process.env.DATABASE_URL)(
  'keeps one card and one image when two instances fetch a link at once',
  async () => {
    const url = `${site.origin}/race`
    const path = `/api/links/preview?url=${encodeURIComponent(url)}`
    const answers = await Promise.all([as(one, ayse).get(path), as(two, ayse).get(path)])
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200])
    expect(site.requests('/race')).toBe(2)
    const rows = await queryRows<{ image_path: string }>(
      one.database.db,
      sql`SELECT image_path FROM link_cards WHERE url = ${url}`,
    )
    expect(rows).toHaveLength(1)
    const stored = []
    for await (const file of one.media.list()) stored.push(file.path)
    expect(stored).toEqual([rows[0]!.image_path])
  },
)
