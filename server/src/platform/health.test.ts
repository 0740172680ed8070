import { Redis } from 'ioredis'
import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app.ts'
import { openUserSocket } from '../../test/sockets.ts'
import { signedInUser } from '../../test/users.ts'

describe('liveness, readiness and closing', () => {
  let t: TestApp | undefined
  let redis: Redis | undefined
  afterEach(async () => {
    await t?.close()
    redis?.disconnect()
    t = undefined
    redis = undefined
  })

  it('is live and ready with the database, Redis being off without REDIS_URL', async () => {
    t = await buildTestApp()
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' })
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', redis: 'off' })
  })

  it('is not ready when Redis does not answer, and names it', async () => {
    // Nothing listens on port 1: the PING fails at once, as when Redis is down.
    redis = new Redis({ port: 1, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0 })
    redis.on('error', () => {})
    t = await buildTestApp({ redis })
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' })
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'ok', redis: 'down' })
    // Liveness does not depend on it: the process is fine, an orchestrator must not restart it.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })

  it.runIf(process.env.REDIS_URL)('is ready with a Redis that answers', async () => {
    redis = new Redis(process.env.REDIS_URL!)
    t = await buildTestApp({ redis })
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toMatchObject({ redis: 'ok' })
  })

  it('tells open sockets it is going away (1001) when it closes, so that clients reconnect elsewhere', async () => {
    t = await buildTestApp()
    const ana = await signedInUser(t, { username: 'ana' })
    const socket = await openUserSocket(t.app, ana.token)
    await socket.next((m) => m.type === 'ready')
    await t.app.close()
    expect(await socket.closed).toBe(1001)
  })
})
