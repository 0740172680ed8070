import { Redis } from 'ioredis'
import { deliver, type EventBus, type EventHandler, encodeEvent } from './event-bus.ts'

/**
 * Redis pub/sub, so that an event published on one instance reaches subscribers on all of them. A
 * connection in subscriber mode can run no other command, hence the second connection.
 */
export function createRedisEventBus(opts: {
  url: string
  /** Namespaces the channels, so that several deployments (or test runs) can share one Redis. */
  prefix?: string
  onError?: (err: unknown) => void
}): EventBus {
  const prefix = opts.prefix ?? 'agora:'
  const onError = opts.onError ?? ((err) => console.error('event bus', err))
  const publisher = new Redis(opts.url, { lazyConnect: true })
  const subscriber = new Redis(opts.url, { lazyConnect: true })
  publisher.on('error', onError)
  subscriber.on('error', onError)
  const channels = new Map<string, Set<EventHandler>>()
  // Subscribing and unsubscribing one channel is serialised, so that a quick subscribe-unsubscribe-
  // subscribe cannot leave Redis unsubscribed while a handler waits.
  let pending: Promise<unknown> = Promise.resolve()
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = pending.then(work, work)
    pending = next.catch(() => {})
    return next
  }

  subscriber.on('message', (redisChannel: string, payload: string) => {
    const handlers = channels.get(redisChannel)
    if (handlers) deliver([...handlers], payload, onError, redisChannel.slice(prefix.length))
  })

  return {
    async publish(channel, event) {
      await publisher.publish(prefix + channel, encodeEvent(event))
    },
    subscribe(channel, handler) {
      const key = prefix + channel
      const entry: EventHandler = (event) => handler(event)
      return serial(async () => {
        let handlers = channels.get(key)
        if (!handlers) {
          handlers = new Set()
          await subscriber.subscribe(key)
          channels.set(key, handlers)
        }
        handlers.add(entry)
        const mine = handlers
        return () =>
          serial(async () => {
            mine.delete(entry)
            if (mine.size === 0 && channels.get(key) === mine) {
              channels.delete(key)
              await subscriber.unsubscribe(key)
            }
          })
      })
    },
    async close() {
      channels.clear()
      await Promise.allSettled([publisher.quit(), subscriber.quit()])
    },
  }
}
