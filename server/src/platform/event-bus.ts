import { openEvent, sealEvent } from './event-envelope.ts'
import { runInRequest } from './request-context.ts'

export type EventHandler = (event: unknown) => void

/**
 * Fan-out of events (chat messages, notifications) to whoever listens on a channel, on this instance or,
 * with Redis, on every instance (DESIGN.md section 1). Events travel as JSON in both implementations,
 * so a handler receives a copy, never the publisher's object.
 */
export interface EventBus {
  publish(channel: string, event: unknown): Promise<void>
  /** Resolves once the subscription is live; the returned function ends it. */
  subscribe(channel: string, handler: EventHandler): Promise<() => Promise<void>>
  close(): Promise<void>
}

/**
 * Calls each handler; one handler's failure neither stops the others nor reaches the publisher. They
 * run as part of the request that published the event, when it said which (event-envelope.ts).
 */
export function deliver(
  handlers: Iterable<EventHandler>,
  sealed: string,
  onError: (err: unknown) => void,
  channel = '',
): void {
  let opened: ReturnType<typeof openEvent>
  try {
    opened = openEvent(sealed, channel)
  } catch (err) {
    onError(err)
    return
  }
  const { payload, requestId } = opened
  runInRequest(requestId, () => {
    for (const handler of handlers) {
      try {
        handler(JSON.parse(payload))
      } catch (err) {
        onError(err)
      }
    }
  })
}

export function encodeEvent(event: unknown): string {
  const payload = sealEvent(event)
  if (payload === undefined) throw new TypeError('An event must be serialisable as JSON')
  return payload
}

/** One process: the default when REDIS_URL is not set. */
export function createInProcessEventBus(opts: { onError?: (err: unknown) => void } = {}): EventBus {
  const channels = new Map<string, Set<EventHandler>>()
  const onError = opts.onError ?? ((err) => console.error('event handler failed', err))
  let closed = false
  return {
    async publish(channel, event) {
      const payload = encodeEvent(event)
      const handlers = channels.get(channel)
      // A snapshot: a handler that subscribes or unsubscribes does not change this delivery.
      if (handlers) deliver([...handlers], payload, onError, channel)
    },
    async subscribe(channel, handler) {
      if (closed) throw new Error('The event bus is closed')
      // Each subscription is its own entry, so the same function subscribed twice is called twice.
      const entry: EventHandler = (event) => handler(event)
      const handlers = channels.get(channel) ?? new Set<EventHandler>()
      channels.set(channel, handlers)
      handlers.add(entry)
      return async () => {
        handlers.delete(entry)
        if (handlers.size === 0 && channels.get(channel) === handlers) channels.delete(channel)
      }
    },
    async close() {
      closed = true
      channels.clear()
    },
  }
}
