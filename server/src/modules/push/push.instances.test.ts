import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { eventually, settle } from '../../../test/eventually.ts'
import { openUserSocket } from '../../../test/sockets.ts'
import { signedInUser } from '../../../test/users.ts'
import { createInProcessEventBus } from '../../platform/event-bus.ts'
import { createMemoryPresence } from '../../platform/presence.ts'
import { startPushService, type TestPushService } from './push-service.fixture.ts'

/**
 * Two instances sharing the database, the event bus and presence (as Redis shares them): both hear
 * every event, yet each notification is pushed once, and a window focused on one instance holds back
 * the pushes the other would send.
 */
describe('push across instances', () => {
  const events = createInProcessEventBus()
  const presence = createMemoryPresence()
  let a: TestApp
  let b: TestApp
  let service: TestPushService
  beforeAll(async () => {
    const env = { NODE_ENV: 'test', VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '' }
    a = await buildTestApp({ env, events, presence })
    const keys = { VAPID_PUBLIC_KEY: a.config.vapid.publicKey, VAPID_PRIVATE_KEY: a.config.vapid.privateKey }
    b = await buildTestApp({ env: { ...env, ...keys }, events, presence, database: a.database })
    service = await startPushService(() => a.config.vapid.publicKey)
  })
  afterAll(async () => {
    await service.close()
    await b.close()
    await a.close()
    await events.close()
  })

  it('pushes each notification once, and none while a window on the other instance is focused', async () => {
    const [me, first, second] = [await signedInUser(a), await signedInUser(a), await signedInUser(a)]
    const device = service.device('two-instances')
    const res = await as(a.app, me).post('/api/push/subscriptions', {
      endpoint: device.endpoint,
      keys: device.keys,
    })
    expect(res.statusCode).toBe(201)
    const live = await openUserSocket(a.app, me.token)
    await live.next((m) => m.type === 'ready')
    live.socket.send('focus')
    await settle()
    await as(b.app, first).post(`/api/users/${me.id}/follow`)
    await live.next((m) => m.type === 'notification')
    await settle()
    expect(service.received).toEqual([])
    live.socket.send('blur')
    await settle()
    await as(b.app, second).post(`/api/users/${me.id}/follow`)
    await eventually(
      async () => service.received,
      (l) => l.length > 0,
    )
    await settle()
    expect(service.received.map((p) => p.payload.url)).toEqual([`/users/${second.id}`])
    expect(service.errors).toEqual([])
    live.socket.close()
  })
})
