import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app.ts'
import { bearer } from '../../test/factories.ts'
import { createPostAs } from '../../test/posts.ts'
import { type SignedInUser, signedInUser } from '../../test/users.ts'
import type { EventBus } from './event-bus.ts'
import { createRedisEventBus } from './event-bus-redis.ts'

const REDIS_URL = process.env.REDIS_URL
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string }
const parse = (lines: string[]): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine)

describe('request ids', () => {
  let t: TestApp
  const logLines: string[] = []
  beforeAll(async () => {
    t = await buildTestApp({ logLines })
  })
  afterAll(() => t.close())

  it("echoes a caller's sane x-request-id and logs the request under it", async () => {
    const id = `lb-${randomUUID()}`
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } })
    expect(res.headers['x-request-id']).toBe(id)
    const completed = parse(logLines).find((l) => l.reqId === id && l.msg === 'request completed')
    expect(completed).toBeDefined()
  })

  it('makes a new UUID when none is given or the given one is not a sane token', async () => {
    const seen = new Set<string>()
    for (const given of [undefined, '', 'has spaces', 'x'.repeat(129), 'quote"s', 'ünïcode']) {
      const headers = given === undefined ? {} : { 'x-request-id': given }
      const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers })
      const id = String(res.headers['x-request-id'])
      expect(id, String(given)).toMatch(UUID)
      seen.add(id)
    }
    expect(seen.size).toBe(6)
  })
})

describe('slow queries (SLOW_QUERY_MS=0)', () => {
  let t: TestApp
  const logLines: string[] = []
  beforeAll(async () => {
    t = await buildTestApp({ logLines, env: { SLOW_QUERY_MS: '0' } })
  })
  afterAll(() => t.close())

  it('are logged with the request id, the duration and the SQL, never the values, and a plan', async () => {
    const username = `secret_${randomUUID().slice(0, 8)}`
    const id = `slow-${randomUUID()}`
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-request-id': id },
      payload: { username, password: 'Wrong-password-42' },
    })
    expect(res.statusCode).toBe(401)
    await vi.waitFor(() => {
      const planned = parse(logLines).filter((l) => l.msg === 'slow query' && l.reqId === id && l.plan)
      expect(planned.length).toBeGreaterThan(0)
    })
    const slow = parse(logLines).filter((l) => l.msg === 'slow query' && l.reqId === id)
    for (const line of slow) {
      expect(line.level).toBe(40)
      expect(line.durationMs).toEqual(expect.any(Number))
      expect(line.sql).toMatch(/^\s*(select|insert|update|delete|with|begin|commit|rollback)\b/i)
    }
    const select = slow.find((l) => /^\s*select\b/i.test(String(l.sql)) && l.plan)
    expect(select?.sql).toMatch(/\$1/)
    expect(String(select?.plan)).toMatch(/Scan|Result|Limit/)
    expect(JSON.stringify(slow)).not.toContain(username)
    expect(logLines.join('')).not.toContain(username)
  })
})

/** The request id rides with the events a request publishes, on the in-process bus and on Redis. */
function eventsCarryRequestIds(name: string, open: () => EventBus | undefined) {
  describe(`events on the ${name} bus`, () => {
    let t: TestApp
    let events: EventBus | undefined
    let liker: SignedInUser
    const logLines: string[] = []
    beforeAll(async () => {
      events = open()
      t = await buildTestApp({ logLines, events })
      liker = await signedInUser(t)
    })
    afterAll(async () => {
      await t.close()
      await events?.close()
    })

    it("carry the publishing request's id to the subscriber's log lines, and nothing else to it", async () => {
      const received: unknown[] = []
      await t.events.subscribe('post.liked', (event) => {
        received.push(event)
        // Outside the request's own async chain on Redis: only the event can tell the id.
        setTimeout(() => t.app.log.info({ event }, 'test subscriber handled an event'), 1)
      })
      const author = await signedInUser(t)
      const post = await createPostAs(t.app, author.token, 'Bir gönderi')
      const id = `evt-${randomUUID()}`
      const like = await t.app.inject({
        method: 'POST',
        url: `/api/posts/${post.id}/like`,
        headers: { ...bearer(liker.token), 'x-request-id': id },
      })
      expect(like.statusCode).toBe(200)
      await vi.waitFor(() => {
        const handled = parse(logLines).find((l) => l.msg === 'test subscriber handled an event')
        expect(handled?.reqId).toBe(id)
      })
      expect(received).toEqual([
        { type: 'post.liked', post_id: post.id, actor_id: liker.id, author_id: author.id },
      ])
    })
  })
}

eventsCarryRequestIds('in-process', () => undefined)
describe.runIf(REDIS_URL)('with Redis', () => {
  eventsCarryRequestIds('Redis', () =>
    createRedisEventBus({ url: REDIS_URL!, prefix: `agora-test-${randomUUID()}:` }),
  )
})
