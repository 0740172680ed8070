import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'

/**
 * Who holds an open socket, across instances (docs/modules.md: nothing about who is connected lives
 * only in one instance's memory). A key names what is held: `user:<id>` (online anywhere) or
 * `chat:<chatId>:<userId>` (that person has the chat open). Each instance counts its own sockets per
 * key and tells the store when its first one opens and its last one closes.
 */
export interface Presence {
  /** One more socket holds `key` on this instance. */
  hold(key: string): Promise<void>
  /** One socket less; when none is left here, this instance no longer holds the key. */
  release(key: string): Promise<void>
  /** The keys of `keys` that some instance holds. */
  held(keys: readonly string[]): Promise<Set<string>>
  close(): Promise<void>
}

/** Counts per key on this instance; `onFirst` and `onLast` tell the shared store. */
function counter(onFirst: (key: string) => Promise<void>, onLast: (key: string) => Promise<void>) {
  const counts = new Map<string, number>()
  return {
    counts,
    async hold(key: string) {
      const n = (counts.get(key) ?? 0) + 1
      counts.set(key, n)
      if (n === 1) await onFirst(key)
    },
    async release(key: string) {
      const n = (counts.get(key) ?? 0) - 1
      if (n > 0) return void counts.set(key, n)
      if (n < 0) return
      counts.delete(key)
      await onLast(key)
    },
  }
}

/** One process (no REDIS_URL); instances of one test may share the object as they would share Redis. */
export function createMemoryPresence(): Presence {
  const local = counter(
    async () => undefined,
    async () => undefined,
  )
  return {
    hold: local.hold,
    release: local.release,
    async held(keys) {
      return new Set(keys.filter((key) => local.counts.has(key)))
    },
    async close() {},
  }
}

/** How long an instance's claim lives in Redis without renewal: a crashed instance drops out by then. */
const TTL_MS = 90_000
const RENEW_MS = 30_000

/**
 * Redis: per key a sorted set of the instances holding it, each scored by when its claim expires. An
 * instance renews its claims every 30 s; a key is held while any claim is unexpired.
 */
export function createRedisPresence(redis: Redis, opts: { prefix?: string } = {}): Presence {
  const prefix = opts.prefix ?? 'agora:presence:'
  const me = randomUUID()
  const claim = (key: string) =>
    redis
      .multi()
      .zadd(prefix + key, Date.now() + TTL_MS, me)
      .pexpire(prefix + key, TTL_MS)
      .exec()
      .then(() => undefined)
  const local = counter(claim, async (key) => void (await redis.zrem(prefix + key, me)))
  const renew = setInterval(() => {
    for (const key of local.counts.keys()) void claim(key).catch(() => undefined)
  }, RENEW_MS)
  renew.unref()
  return {
    hold: local.hold,
    release: local.release,
    async held(keys) {
      if (keys.length === 0) return new Set()
      const now = Date.now()
      const pipeline = redis.pipeline()
      for (const key of keys) pipeline.zcount(prefix + key, now, '+inf')
      const answers = (await pipeline.exec()) ?? []
      return new Set(keys.filter((_, i) => Number(answers[i]?.[1] ?? 0) > 0))
    },
    async close() {
      clearInterval(renew)
      const keys = [...local.counts.keys()]
      local.counts.clear()
      if (keys.length > 0) {
        const multi = redis.multi()
        for (const key of keys) multi.zrem(prefix + key, me)
        await multi.exec().catch(() => undefined)
      }
    },
  }
}
