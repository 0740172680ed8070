import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { createInProcessEventBus, type EventBus } from './event-bus.ts'
import { createRedisEventBus } from './event-bus-redis.ts'

const REDIS_URL = process.env.REDIS_URL

/** Records what a subscription receives. */
function recorder() {
  const seen: unknown[] = []
  return { seen, handler: (event: unknown) => seen.push(event) }
}

/**
 * The behaviour every EventBus promises. `open` gives a bus; buses opened in one test share their
 * transport when the implementation has one (Redis), so "another instance" is a second bus.
 */
function busContract(name: string, open: (errors: unknown[]) => EventBus) {
  describe(name, () => {
    const buses: EventBus[] = []
    const errors: unknown[] = []
    const bus = () => {
      const b = open(errors)
      buses.push(b)
      return b
    }
    afterEach(async () => {
      await Promise.all(buses.splice(0).map((b) => b.close()))
      errors.length = 0
    })

    /** Waits until a marker published after `action` arrives: whatever `action` sent has arrived too. */
    async function settle(b: EventBus, action: () => Promise<void>) {
      const marker = recorder()
      const stop = await b.subscribe('marker', marker.handler)
      await action()
      await b.publish('marker', 'done')
      await vi.waitFor(() => expect(marker.seen).toEqual(['done']))
      await stop()
    }

    it('delivers a copy of each event, in order, to a subscriber of its channel', async () => {
      const b = bus()
      const r = recorder()
      await b.subscribe('chat:1', r.handler)
      const event = { type: 'message', message: { id: 1, content: 'Merhaba İstanbul' } }
      await b.publish('chat:1', event)
      await b.publish('chat:1', { type: 'message', message: { id: 2 } })
      await vi.waitFor(() => expect(r.seen).toHaveLength(2))
      expect(r.seen).toEqual([event, { type: 'message', message: { id: 2 } }])
      expect(r.seen[0]).not.toBe(event)
    })

    it('delivers nothing from other channels, and nothing published before subscribing', async () => {
      const b = bus()
      const r = recorder()
      await b.publish('chat:1', 'early')
      await b.subscribe('chat:1', r.handler)
      await settle(b, () => b.publish('chat:2', 'elsewhere'))
      expect(r.seen).toEqual([])
    })

    it('delivers to every subscription, and stops for one that ended', async () => {
      const b = bus()
      const first = recorder()
      const second = recorder()
      const stopFirst = await b.subscribe('user:7', first.handler)
      await b.subscribe('user:7', second.handler)
      await b.publish('user:7', 1)
      await vi.waitFor(() => expect(second.seen).toEqual([1]))
      await stopFirst()
      await settle(b, () => b.publish('user:7', 2))
      expect(first.seen).toEqual([1])
      expect(second.seen).toEqual([1, 2])
    })

    it('calls a handler subscribed twice twice, and ending one keeps the other', async () => {
      const b = bus()
      const r = recorder()
      const stop = await b.subscribe('user:8', r.handler)
      await b.subscribe('user:8', r.handler)
      await settle(b, () => b.publish('user:8', 'a'))
      expect(r.seen).toEqual(['a', 'a'])
      await stop()
      await settle(b, () => b.publish('user:8', 'b'))
      expect(r.seen).toEqual(['a', 'a', 'b'])
    })

    it('keeps delivering to the others when a handler throws', async () => {
      const b = bus()
      const r = recorder()
      await b.subscribe('chat:3', () => {
        throw new Error('handler broke')
      })
      await b.subscribe('chat:3', r.handler)
      await expect(b.publish('chat:3', 'x')).resolves.toBeUndefined()
      await vi.waitFor(() => expect(r.seen).toEqual(['x']))
      expect(errors).toEqual([expect.objectContaining({ message: 'handler broke' })])
    })

    it('refuses an event that is not JSON', async () => {
      const b = bus()
      await expect(b.publish('chat:4', undefined)).rejects.toThrow(TypeError)
      await expect(b.publish('chat:4', { n: 1n })).rejects.toThrow(TypeError)
    })
  })
}

busContract('in-process event bus', (errors) => createInProcessEventBus({ onError: (e) => errors.push(e) }))

describe('in-process event bus instances', () => {
  it('are separate: an instance is one process', async () => {
    const a = createInProcessEventBus()
    const b = createInProcessEventBus()
    const r = recorder()
    await b.subscribe('chat:1', r.handler)
    await a.publish('chat:1', 'x')
    expect(r.seen).toEqual([])
    await Promise.all([a.close(), b.close()])
  })
})

describe.skipIf(!REDIS_URL)('Redis event bus', () => {
  // Unique per run, so that concurrent runs and other users of this Redis never cross.
  const prefix = `agora-test:${randomUUID()}:`
  busContract('contract', (errors) =>
    createRedisEventBus({ url: REDIS_URL!, prefix, onError: (e) => errors.push(e) }),
  )
  const open = (busPrefix = prefix) => {
    const bus = createRedisEventBus({ url: REDIS_URL!, prefix: busPrefix })
    onTestFinished(() => bus.close())
    return bus
  }

  it('delivers across instances on the same Redis, each subscriber once', async () => {
    const one = open()
    const two = open()
    const onOne = recorder()
    const onTwo = recorder()
    await one.subscribe('chat:9', onOne.handler)
    await two.subscribe('chat:9', onTwo.handler)
    await one.publish('chat:9', { from: 'one' })
    await two.publish('chat:9', { from: 'two' })
    await vi.waitFor(() => {
      expect(onOne.seen).toEqual([{ from: 'one' }, { from: 'two' }])
      expect(onTwo.seen).toEqual([{ from: 'one' }, { from: 'two' }])
    })
  })

  it('keeps deployments with different prefixes apart', async () => {
    const ours = open()
    const theirs = open(`${prefix}other:`)
    const r = recorder()
    await ours.subscribe('chat:1', r.handler)
    await theirs.publish('chat:1', 'not for us')
    await ours.publish('chat:1', 'for us')
    await vi.waitFor(() => expect(r.seen).toContain('for us'))
    expect(r.seen).toEqual(['for us'])
  })

  it('closes cleanly when it was never used', async () => {
    await expect(createRedisEventBus({ url: REDIS_URL!, prefix }).close()).resolves.toBeUndefined()
  })
})
