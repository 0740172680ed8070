import { currentRequestId } from './request-context.ts'

/**
 * What travels with an event besides itself: when it was sent (the bus's lag is measured on receipt)
 * and the request that published it (the subscriber's log lines name it). It rides as one reserved
 * key of an object event, removed before any handler sees the event, so that subscribers and sockets
 * get exactly what was published. An event without it (from an older instance, or not an object) is
 * delivered as it is: instances of two versions can share one Redis during a rolling upgrade.
 */
const META = '__agora'

interface Meta {
  sent_at: number
  request_id?: string
}

export interface EventDelivery {
  /** The channel's kind: `user` for user:42, the whole name for post.liked. */
  channel: string
  lagMs: number
}

const listeners = new Set<(delivery: EventDelivery) => void>()

/** Hears every delivery of this process that carried a send time (platform/metrics.ts). */
export function onEventDelivered(listener: (delivery: EventDelivery) => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The event as JSON, with the envelope when it is a plain object. */
export function sealEvent(event: unknown): string {
  if (!isPlainObject(event)) return JSON.stringify(event)
  const requestId = currentRequestId()
  const meta: Meta = { sent_at: Date.now(), ...(requestId && { request_id: requestId }) }
  return JSON.stringify({ ...event, [META]: meta })
}

/** The event's JSON without the envelope, and what the envelope said. */
export function openEvent(payload: string, channel: string): { payload: string; requestId?: string } {
  // Most payloads are parsed only by the handlers; one with the key is parsed once more to remove it.
  if (!payload.includes(`"${META}"`)) return { payload }
  const event = JSON.parse(payload) as unknown
  if (!isPlainObject(event) || !isMeta(event[META])) return { payload }
  const { [META]: _meta, ...rest } = event
  const meta = _meta as Meta
  const lagMs = Math.max(0, Date.now() - meta.sent_at)
  const delivery = { channel: channel.split(':')[0] ?? channel, lagMs }
  for (const listener of listeners) {
    try {
      listener(delivery)
    } catch {
      // A metric must never stop a delivery.
    }
  }
  return { payload: JSON.stringify(rest), requestId: meta.request_id }
}

/** An object literal (not an array, a Date or another class, whose JSON is not its keys). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

function isMeta(value: unknown): value is Meta {
  return (
    isPlainObject(value) &&
    typeof value.sent_at === 'number' &&
    (value.request_id === undefined || typeof value.request_id === 'string')
  )
}
