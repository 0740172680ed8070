import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { createPostAs } from '../../../test/posts.ts'
import { openUserSocket } from '../../../test/sockets.ts'
import { type SignedInUser, signedInUser } from '../../../test/users.ts'
import type { App } from '../../app.ts'
import { createRedisEventBus } from '../../platform/event-bus-redis.ts'

/** Live delivery: the socket at /api/ws, on one instance and across two sharing PostgreSQL and Redis. */
let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const open = openUserSocket

const person = (opts: Parameters<typeof signedInUser>[1] = {}) => signedInUser(t, opts)

async function likeOf(app: App, author: SignedInUser, fan: SignedInUser) {
  const post = await createPostAs(app, author.token, 'live')
  await as(app, fan.token).post(`/api/posts/${post.id}/like`)
}

describe('the notification socket', () => {
  it('refuses a missing or bad token with 4401', async () => {
    for (const token of ['', 'not-a-token']) {
      const { closed } = await open(t.app, token)
      expect(await closed).toBe(4401)
    }
  })

  it('delivers a new notification with the unread count, and updates the count on read', async () => {
    const [author, fan] = [await person(), await person()]
    const live = await open(t.app, author.token)
    await live.next((m) => m.type === 'ready')
    await likeOf(t.app, author, fan)
    expect(await live.next((m) => m.type === 'notification')).toEqual({
      type: 'notification',
      notification: null,
      unread_count: 1,
    })
    await as(t.app, author.token).post('/api/notifications/read-all')
    expect(await live.next((m) => m.type === 'unread')).toEqual({ type: 'unread', unread_count: 0 })
    // Nothing reaches another person's socket.
    const other = await open(t.app, fan.token)
    await other.next((m) => m.type === 'ready')
    expect(other.messages).toEqual([{ type: 'ready' }])
    live.socket.close()
    other.socket.close()
  })

  it('is closed when its session is signed out', async () => {
    const user = await person()
    const live = await open(t.app, user.token)
    await live.next((m) => m.type === 'ready')
    expect((await as(t.app, user.token).post('/api/auth/logout')).statusCode).toBe(200)
    expect(await live.closed).toBe(4401)
  })

  it.runIf(process.env.REDIS_URL)('reaches a socket held by another instance through Redis', async () => {
    const prefix = `agora-test-${Date.now()}-${Math.random()}:`
    const busA = createRedisEventBus({ url: process.env.REDIS_URL!, prefix })
    const busB = createRedisEventBus({ url: process.env.REDIS_URL!, prefix })
    const a = await buildTestApp({ events: busA })
    const b = await buildTestApp({ events: busB, database: a.database })
    try {
      const author = await signedInUser(a)
      const fan = await signedInUser(a)
      const live = await open(a.app, author.token)
      await live.next((m) => m.type === 'ready')
      // The like goes to instance B; the notification is written once and reaches A's socket.
      const post = await createPostAs(b.app, author.token, 'across instances')
      await as(b.app, fan.token).post(`/api/posts/${post.id}/like`)
      expect(await live.next((m) => m.type === 'notification')).toMatchObject({ unread_count: 1 })
      const list = (await as(b.app, author.token).get('/api/notifications/')).json() as unknown[]
      expect(list).toHaveLength(1)
      live.socket.close()
    } finally {
      await b.close()
      await a.close()
      await busA.close()
      await busB.close()
    }
  })
})
