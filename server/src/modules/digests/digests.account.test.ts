import type { DataExportState } from '@agora/contract'
import { sql } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { signedInUser } from '../../../test/users.ts'
import { queryRows } from '../../db/client.ts'

/** The digest choice in a person's data export, and gone with a deleted account (issue 31). */
describe('the mail digest choice and the account', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const rows = (userId: number) =>
    queryRows(t.database.db, sql`SELECT frequency FROM digest_settings WHERE user_id = ${userId}`)

  it('is in the data export', async () => {
    const me = await signedInUser(t)
    await as(t, me.token).put('/api/digests/settings', { frequency: 'daily' })
    expect((await as(t, me.token).post('/api/users/me/exports')).statusCode).toBe(202)
    expect(await t.app.jobs.runNow('exports:prepare')).toBe(true)
    const state = (await as(t, me.token).get('/api/users/me/exports')).json() as DataExportState
    const zip = unzipSync(new Uint8Array((await as(t, me.token).get(state.export!.download_url!)).rawPayload))
    expect(JSON.parse(strFromU8(zip['mail_digest.json']!))).toEqual({
      frequency: 'daily',
      last_looked_at: null,
    })
    expect(strFromU8(zip['README.txt']!)).toContain('mail_digest.json')
  })

  it('goes with a deleted account', async () => {
    const leaving = await signedInUser(t)
    await as(t, leaving.token).put('/api/digests/settings', { frequency: 'never' })
    expect(await rows(leaving.id)).toHaveLength(1)
    const res = await as(t, leaving.token).delete('/api/users/me', { password: leaving.password })
    expect(res.statusCode).toBe(200)
    expect(await rows(leaving.id)).toEqual([])
  })
})
