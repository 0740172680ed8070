import type { ErrorCodeWithStatus } from '@agora/contract'
import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify'
import type { Redis } from 'ioredis'
import { tooManyRequests } from './errors.ts'

/** One counter: at most `max` requests per `windowMs` for each key; a null key is not counted. */
export interface Throttle {
  /** Unique among throttles: it separates their counters in a shared store. */
  name: string
  max: number
  windowMs: number
  /** May ask the database (sign-in counts the account a name or an address stands for). */
  key: (req: FastifyRequest) => string | null | Promise<string | null>
  /** The 429's code in the contract's catalogue, which gives its text. */
  code: ErrorCodeWithStatus<429>
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Checked in order before validation (malformed attempts count too); the first one over answers 429. */
    throttles?: readonly Throttle[]
  }
  interface FastifyInstance {
    /**
     * Counts one use of `throttle` by this request outside a route (the chat socket's messages): the
     * same counter as the routes that declare it, so that HTTP and the socket share one limit. Throws
     * the 429 when over. Absent when throttles are off.
     */
    countThrottle?: (throttle: Throttle, req: FastifyRequest) => Promise<void>
  }
}

/** The caller's address; an IPv6 address counts for its whole /64, which one subscriber usually holds. */
export const byAddress = (req: FastifyRequest): string => normalizeIP(req.ip, 64)

/** The signed-in account (routes authenticate at onRequest, before throttles count); null without one. */
export const byViewer = (req: FastifyRequest): string | null =>
  req.viewerOrNull ? `user:${req.viewerOrNull.id}` : null

const MINUTE = 60 * 1000

/**
 * Every password check behind a token (change password, delete account) is throttled per account as
 * sign-in is (25 per hour): a stolen token must not turn these into a way to guess the password.
 */
export const passwordCheckThrottle = (route: string): Throttle => ({
  name: `password-check:${route}:account`,
  max: 25,
  windowMs: 60 * MINUTE,
  key: byViewer,
  code: 'too_many_password_attempts',
})

/** A submitted text field, trimmed and lower-cased (form or JSON); null when absent or empty. */
export const byBodyField =
  (field: string) =>
  (req: FastifyRequest): string | null => {
    const body = req.body
    if (!body || typeof body !== 'object') return null
    const value = (body as Record<string, unknown>)[field]
    return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : null
  }

export interface ThrottleOptions {
  /** Off in most tests, where hundreds of sign-ins come from one address. */
  enabled: boolean
  /** With Redis every instance counts together (DESIGN.md section 1); else counters live in memory. */
  redis?: Redis
}

/**
 * Routes declare `config: { throttles: [...] }`; this adds one preValidation hook per such route that
 * runs the counters of @fastify/rate-limit. Its own per-route config allows one limit per request,
 * and sign-in needs two (address and account), hence createRateLimit. Installed on the root instance
 * before any route is registered.
 */
export async function installThrottles(app: FastifyInstance, opts: ThrottleOptions): Promise<void> {
  if (!opts.enabled) return
  await app.register(rateLimit, {
    global: false,
    redis: opts.redis,
    nameSpace: 'agora:throttle:',
    // A Redis outage must not lock everyone out of signing in; the counters resume when it returns.
    skipOnError: true,
  })
  // One counter per throttle name for the whole app: each createRateLimit has a store of its own in
  // memory, so a throttle used by a route and by the socket must be made once.
  const made = new Map<string, Counter>()
  const counterOf = (throttle: Throttle): Counter => {
    let counter = made.get(throttle.name)
    if (!counter) {
      // The key is worked out once per request (it may cost a query) and read back by the counter.
      const keys = new WeakMap<FastifyRequest, string>()
      counter = {
        throttle,
        keys,
        count: app.createRateLimit({
          max: throttle.max,
          timeWindow: throttle.windowMs,
          // In Redis this reads agora:throttle:undefinedundefined-<name>:<key>: the store appends a route's
          // method and url, which a limiter made by createRateLimit does not have; the name keeps keys apart.
          keyGenerator: (req) => `${throttle.name}:${keys.get(req)}`,
        }),
      }
      made.set(throttle.name, counter)
    }
    return counter
  }
  app.decorate('countThrottle', (throttle: Throttle, req: FastifyRequest) =>
    countOne(counterOf(throttle), req),
  )
  app.addHook('onRoute', (route) => {
    const throttles = route.config?.throttles
    if (!throttles?.length) return
    const hook = throttleHook(throttles.map(counterOf))
    const existing = route.preValidation
    route.preValidation = existing ? [...(Array.isArray(existing) ? existing : [existing]), hook] : [hook]
  })
}

interface Counter {
  throttle: Throttle
  keys: WeakMap<FastifyRequest, string>
  count: ReturnType<FastifyInstance['createRateLimit']>
}

async function countOne({ throttle, keys, count }: Counter, req: FastifyRequest): Promise<void> {
  const key = await throttle.key(req)
  if (key === null) return
  keys.set(req, key)
  const result = await count(req)
  if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds, throttle.code)
}

function throttleHook(counters: Counter[]): preValidationAsyncHookHandler {
  return async (req) => {
    for (const counter of counters) await countOne(counter, req)
  }
}
