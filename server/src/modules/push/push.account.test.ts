import type { DataExportState } from '@agora/contract'
import { sql } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { signedInUser } from '../../../test/users.ts'
import { queryRows } from '../../db/client.ts'
import { startPushService, type TestPushService } from './push-service.fixture.ts'

/** A person's push devices in their data export, and gone with a deleted account (issue 31). */
describe('push devices and the account', () => {
  let t: TestApp
  let service: TestPushService
  beforeAll(async () => {
    t = await buildTestApp({ env: { NODE_ENV: 'test' } })
    service = await startPushService(() => t.config.vapid.publicKey)
  })
  afterAll(async () => {
    await service.close()
    await t.close()
  })

  const rows = (userId: number) =>
    queryRows(t.database.db, sql`SELECT id FROM push_subscriptions WHERE user_id = ${userId}`)
  const subscribe = async (token: string, name: string) => {
    const device = service.device(name)
    const res = await as(t, token).post('/api/push/subscriptions', {
      endpoint: device.endpoint,
      keys: device.keys,
    })
    expect(res.statusCode).toBe(201)
  }

  it('lists each device in the data export by its push service, never the endpoint or keys', async () => {
    const me = await signedInUser(t)
    await subscribe(me.token, 'export-phone')
    expect((await as(t, me.token).post('/api/users/me/exports')).statusCode).toBe(202)
    expect(await t.app.jobs.runNow('exports:prepare')).toBe(true)
    const state = (await as(t, me.token).get('/api/users/me/exports')).json() as DataExportState
    const zip = unzipSync(new Uint8Array((await as(t, me.token).get(state.export!.download_url!)).rawPayload))
    const text = strFromU8(zip['push_devices.json']!)
    expect(JSON.parse(text)).toEqual([
      {
        push_service: new URL(service.url).host,
        device: null,
        created_at: expect.any(String),
        last_used_at: null,
      },
    ])
    expect(text).not.toContain('export-phone')
    expect(strFromU8(zip['README.txt']!)).toContain('push_devices.json')
  })

  it('go with a deleted account', async () => {
    const leaving = await signedInUser(t)
    await subscribe(leaving.token, 'leaving-phone')
    expect(await rows(leaving.id)).toHaveLength(1)
    const res = await as(t, leaving.token).delete('/api/users/me', { password: leaving.password })
    expect(res.statusCode).toBe(200)
    expect(await rows(leaving.id)).toEqual([])
  })
})
