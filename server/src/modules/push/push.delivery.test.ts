import type { PushDeviceList } from '@agora/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { eventually, settle } from '../../../test/eventually.ts'
import { block } from '../../../test/graph.ts'
import { createPostAs } from '../../../test/posts.ts'
import { openUserSocket } from '../../../test/sockets.ts'
import { type SignedInUser, signedInUser } from '../../../test/users.ts'
import { startPushService, type TestDevice, type TestPushService } from './push-service.fixture.ts'

/**
 * Deliveries (issue 31), proven against a push service on this machine that checks the VAPID
 * signature and decrypts each push with the device's private key and auth secret: one push per
 * notification the in-app list gains, in the recipient's language, none where the list gains nothing.
 */
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
let devices = 0

async function withDevice(user: SignedInUser): Promise<TestDevice> {
  const device = service.device(`device-${++devices}`)
  const res = await as(t.app, user).post('/api/push/subscriptions', {
    endpoint: device.endpoint,
    keys: device.keys,
  })
  if (res.statusCode !== 201) throw new Error(`subscribe failed: ${res.statusCode} ${res.body}`)
  return device
}
const pushesTo = (device: TestDevice) => service.received.filter((p) => p.device === device.name)
const arrived = (device: TestDevice, count = 1) =>
  eventually(
    async () => pushesTo(device),
    (l) => l.length >= count,
  )
const like = (fan: SignedInUser, postId: number) => as(t.app, fan).post(`/api/posts/${postId}/like`)
const follow = (who: SignedInUser, whom: SignedInUser) => as(t.app, who).post(`/api/users/${whom.id}/follow`)

describe('push deliveries', () => {
  it('pushes who and what, where it opens, signed and encrypted for the device, with a TTL', async () => {
    const [author, fan] = [await signedInUser(t, { nickname: 'Ayşe' }), await person()]
    const device = await withDevice(author)
    const post = await createPostAs(t.app, author.token, 'Notes for   the\nalgorithms exam')
    await like(fan, post.id)
    const [push] = await arrived(device)
    expect(push!.payload).toMatchObject({
      title: `${fan.nickname || fan.username} liked your post`,
      body: 'Notes for the algorithms exam',
      url: `/posts/${post.id}`,
    })
    expect(push!.payload.tag).toBe(`notification-${push!.payload.notification_id}`)
    expect(push!.ttl).toBe('86400')
    expect(push!.urgency).toBe('normal')
    expect(push!.claims).toMatchObject({ aud: service.url, sub: t.config.vapid.subject })
    expect(service.errors).toEqual([])
    // The device's last use is stamped once the push service accepted it.
    await eventually(
      async () => ((await as(t.app, author).get('/api/push/subscriptions')).json() as PushDeviceList).items,
      (items) => items[0]?.last_used_at !== null,
    )
  })

  it("speaks the recipient's language and opens the follower's profile", async () => {
    const [me, follower] = [await person(), await signedInUser(t, { nickname: 'Can' })]
    await t.database.db.execute(sql`UPDATE users SET locale = 'tr' WHERE id = ${me.id}`)
    const device = await withDevice(me)
    await follow(follower, me)
    const [push] = await arrived(device)
    expect(push!.payload).toMatchObject({ title: 'Can seni takip etti', url: `/users/${follower.id}` })
  })

  it('sends to each device of the recipient, and to nobody else', async () => {
    const [me, other, fan] = [await person(), await person(), await person()]
    const [phone, laptop, theirs] = [await withDevice(me), await withDevice(me), await withDevice(other)]
    await follow(fan, me)
    await arrived(phone)
    await arrived(laptop)
    await settle()
    expect(pushesTo(theirs)).toEqual([])
  })

  it('pushes nothing the in-app list does not get: blocked, muted, a type turned off, filtered', async () => {
    const me = await person()
    const device = await withDevice(me)
    const [blocked, muted, stranger, friend] = [
      await person(),
      await person(),
      await person(),
      await person(),
    ]
    await block(t.database.db, me.id, blocked.id)
    expect((await as(t.app, me).post(`/api/users/${muted.id}/mute`)).statusCode).toBeLessThan(300)
    const post = await createPostAs(t.app, me.token, 'hello')
    await like(blocked, post.id)
    await like(muted, post.id)
    await as(t.app, me).put('/api/notifications/settings', { types: { save: false } })
    await as(t.app, stranger).post(`/api/posts/${post.id}/save`)
    await as(t.app, me).put('/api/notifications/settings', { filter_not_following: true })
    await follow(stranger, me)
    await settle()
    // The control: a follow from someone the recipient follows goes through the same filters.
    await follow(me, friend)
    await follow(friend, me)
    const pushes = await arrived(device)
    await settle()
    expect(pushesTo(device).map((p) => p.payload.url)).toEqual([`/users/${friend.id}`])
    expect(pushes).toHaveLength(1)
  })

  it('pushes nothing after unsubscribing', async () => {
    const [me, fan] = [await person(), await person()]
    const device = await withDevice(me)
    const res = await as(t.app, me).delete('/api/push/subscriptions', { endpoint: device.endpoint })
    expect(res.statusCode).toBe(204)
    await follow(fan, me)
    await eventually(
      async () => (await as(t.app, me).get('/api/notifications/unread-count')).json().unread_count,
      (n) => n === 1,
    )
    await settle()
    expect(pushesTo(device)).toEqual([])
  })

  it('pushes nothing while a window of the app is focused, and again once it is not', async () => {
    const [me, first, second] = [await person(), await person(), await person()]
    const device = await withDevice(me)
    const live = await openUserSocket(t.app, me.token)
    await live.next((m) => m.type === 'ready')
    live.socket.send('focus')
    await settle()
    await follow(first, me)
    await live.next((m) => m.type === 'notification')
    await settle()
    expect(pushesTo(device)).toEqual([])
    live.socket.send('blur')
    await settle()
    await follow(second, me)
    const [push] = await arrived(device)
    expect(push!.payload.url).toBe(`/users/${second.id}`)
    live.socket.close()
  })

  it('removes a subscription the push service calls gone (410, 404) and keeps one that failed otherwise', async () => {
    const [me, fan, other] = [await person(), await person(), await person()]
    const [gone, missing, broken] = [await withDevice(me), await withDevice(me), await withDevice(me)]
    gone.status = 410
    missing.status = 404
    broken.status = 500
    await follow(fan, me)
    const devicesOf = async () =>
      ((await as(t.app, me).get('/api/push/subscriptions')).json() as PushDeviceList).items
    const left = await eventually(devicesOf, (items) => items.length === 1)
    expect(left).toHaveLength(1)
    broken.status = 201
    await follow(other, me)
    await arrived(broken)
  })
})
