import type { ErrorBody, PushDevice, PushDeviceList } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { type SignedInUser, signedInUser } from '../../../test/users.ts'
import { startPushService, type TestPushService } from './push-service.fixture.ts'

/** The push subscription calls (issue 31): the key, a device subscribed, listed, moved and removed. */
let t: TestApp
let service: TestPushService

beforeAll(async () => {
  // NODE_ENV test: the push service of these tests is plain http on 127.0.0.1.
  t = await buildTestApp({ env: { NODE_ENV: 'test' } })
  service = await startPushService(() => t.config.vapid.publicKey)
})
afterAll(async () => {
  await service.close()
  await t.close()
})

const person = () => signedInUser(t)
const subscribe = (user: SignedInUser, body: object) =>
  as(t.app, user).post('/api/push/subscriptions', body, {
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 15) Chrome/140.0' },
  })
const devicesOf = async (user: SignedInUser) =>
  ((await as(t.app, user).get('/api/push/subscriptions')).json() as PushDeviceList).items

describe('push subscriptions', () => {
  it('answers the VAPID public key the browser subscribes with, to a signed-in person only', async () => {
    const res = await as(t.app, await person()).get('/api/push/key')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ public_key: t.config.vapid.publicKey })
    expect((await as(t.app, null).get('/api/push/key')).statusCode).toBe(401)
  })

  it('subscribes a device, lists it by host (never the endpoint) and removes it by endpoint', async () => {
    const me = await person()
    const device = service.device('phone-1')
    const res = await subscribe(me, { endpoint: device.endpoint, keys: device.keys })
    expect(res.statusCode).toBe(201)
    const created = res.json() as PushDevice
    expect(created).toMatchObject({ endpoint_host: new URL(service.url).host, device: 'Chrome on Android' })
    expect(JSON.stringify(await devicesOf(me))).not.toContain('/push/phone-1')
    expect(await devicesOf(me)).toEqual([created])
    const del = await as(t.app, me).delete('/api/push/subscriptions', { endpoint: device.endpoint })
    expect(del.statusCode).toBe(204)
    expect(await devicesOf(me)).toEqual([])
    const again = await as(t.app, me).delete('/api/push/subscriptions', { endpoint: device.endpoint })
    expect(again.statusCode).toBe(404)
    expect((again.json() as ErrorBody).code).toBe('push_subscription_not_found')
  })

  it('moves a re-subscribed endpoint to whoever is signed in on the device now', async () => {
    const [first, second] = [await person(), await person()]
    const device = service.device('shared-laptop')
    await subscribe(first, { endpoint: device.endpoint, keys: device.keys })
    expect((await subscribe(second, { endpoint: device.endpoint, keys: device.keys })).statusCode).toBe(201)
    expect(await devicesOf(first)).toEqual([])
    expect(await devicesOf(second)).toHaveLength(1)
  })

  it("cannot list or delete another person's device: it answers as a missing one", async () => {
    const [owner, other] = [await person(), await person()]
    const device = service.device('owner-phone')
    await subscribe(owner, { endpoint: device.endpoint, keys: device.keys })
    expect(await devicesOf(other)).toEqual([])
    const res = await as(t.app, other).delete('/api/push/subscriptions', { endpoint: device.endpoint })
    expect(res.statusCode).toBe(404)
    expect((res.json() as ErrorBody).code).toBe('push_subscription_not_found')
    expect(await devicesOf(owner)).toHaveLength(1)
  })

  it("removes one of one's own devices by id from the list; another person's answers as a missing one", async () => {
    const [owner, other] = [await person(), await person()]
    const phone = service.device('listed-phone')
    const created = (
      await subscribe(owner, { endpoint: phone.endpoint, keys: phone.keys })
    ).json() as PushDevice
    const theirs = await as(t.app, other).delete(`/api/push/subscriptions/${created.id}`)
    expect(theirs.statusCode).toBe(404)
    expect((theirs.json() as ErrorBody).code).toBe('push_subscription_not_found')
    expect(await devicesOf(owner)).toHaveLength(1)
    expect((await as(t.app, owner).delete(`/api/push/subscriptions/${created.id}`)).statusCode).toBe(204)
    expect(await devicesOf(owner)).toEqual([])
    expect((await as(t.app, owner).delete(`/api/push/subscriptions/${created.id}`)).statusCode).toBe(404)
    expect((await as(t.app, owner).delete('/api/push/subscriptions/0')).statusCode).toBe(422)
  })

  it('refuses keys that are no P-256 key or 16-byte secret, and oversize ones, with a 422 naming the field', async () => {
    const me = await person()
    const device = service.device('bad-keys')
    const cases: [object, string, (string | number)[]][] = [
      [{ ...device.keys, p256dh: 'AAAA' }, 'push_keys_invalid', ['body', 'keys', 'p256dh']],
      [
        { ...device.keys, auth: Buffer.alloc(15).toString('base64url') },
        'push_keys_invalid',
        ['body', 'keys', 'auth'],
      ],
      [{ ...device.keys, auth: 'not base64url!' }, 'push_keys_invalid', ['body', 'keys', 'auth']],
      [{ ...device.keys, p256dh: 'A'.repeat(5000) }, 'validation_failed', ['body', 'keys', 'p256dh']],
    ]
    for (const [keys, code, loc] of cases) {
      const res = await subscribe(me, { endpoint: device.endpoint, keys })
      expect(res.statusCode, code).toBe(422)
      const body = res.json() as ErrorBody
      expect(body.code).toBe('validation_failed')
      expect(Array.isArray(body.detail) && body.detail[0]?.loc).toEqual(loc)
      if (code !== 'validation_failed') expect(Array.isArray(body.detail) && body.detail[0]?.code).toBe(code)
    }
    const long = await subscribe(me, {
      endpoint: `https://push.example/${'x'.repeat(2000)}`,
      keys: device.keys,
    })
    expect(long.statusCode).toBe(422)
    expect(await devicesOf(me)).toEqual([])
  })
})

describe('push endpoints in production', () => {
  let prod: TestApp
  beforeAll(async () => {
    prod = await buildTestApp({ env: { NODE_ENV: 'production' } })
  })
  afterAll(() => prod.close())

  it('refuses http, private and loopback addresses, and names without a public address, with a 422', async () => {
    const me = await signedInUser(prod)
    const keys = service.device('prod').keys
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push/1',
      'https://10.1.2.3/push/1',
      'https://192.168.0.10/push/1',
      'https://169.254.169.254/latest',
      'https://[::1]/push/1',
      'https://[fd00::1]/push/1',
      'https://localhost/push/1',
      'https://push.localhost/push/1',
      'https://intranet/push/1',
      'ftp://push.example/1',
      'not a url',
    ]) {
      const res = await as(prod.app, me).post('/api/push/subscriptions', { endpoint, keys })
      expect(res.statusCode, endpoint).toBe(422)
      const body = res.json() as ErrorBody
      expect(body.code).toBe('validation_failed')
      expect(Array.isArray(body.detail) && body.detail[0]).toMatchObject({
        loc: ['body', 'endpoint'],
        code: 'push_endpoint_invalid',
      })
    }
    expect(((await as(prod.app, me).get('/api/push/subscriptions')).json() as PushDeviceList).items).toEqual(
      [],
    )
  })
})

describe('subscribing often', () => {
  let limited: TestApp
  beforeAll(async () => {
    limited = await buildTestApp({ throttle: true, env: { NODE_ENV: 'test' } })
  })
  afterAll(() => limited.close())

  it('is limited to 30 in 10 minutes per person, with a 429 in the error format', async () => {
    const me = await signedInUser(limited)
    const device = service.device('throttled')
    const body = { endpoint: device.endpoint, keys: device.keys }
    for (let i = 0; i < 30; i++) {
      expect((await as(limited.app, me).post('/api/push/subscriptions', body)).statusCode).toBe(201)
    }
    const res = await as(limited.app, me).post('/api/push/subscriptions', body)
    expect(res.statusCode).toBe(429)
    expect((res.json() as ErrorBody).code).toBe('rate_limited')
    const other = await signedInUser(limited)
    expect((await as(limited.app, other).post('/api/push/subscriptions', body)).statusCode).toBe(201)
  })
})
