import type { PushPayload } from '@agora/contract'
import webpush from 'web-push'
import { focusKey } from '../../platform/realtime.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { type DeliveredNotification, findUnreadNotification } from '../notifications/index.ts'
import { findUser } from '../users/index.ts'
import { pushPayload } from './push.message.ts'
import { deleteSubscription, markUsed, type PushSubscriptionRow, subscriptionsOf } from './push.repository.ts'
import { isPublicHost } from './push.validation.ts'

export const PUSH_SENDING = {
  /** Notifications waiting to be pushed, per instance; past it a fan-out's rest is dropped and logged. */
  maxQueued: 5000,
  /** Pushes under way at once, per instance. */
  concurrency: 4,
  /** How long a push service keeps a push for a device that is offline (RFC 8030 section 5.2). */
  ttlSeconds: 24 * 3600,
  /** A push service that does not answer within this is given up on (logged). */
  timeoutMs: 10_000,
} as const

export interface PushSender {
  enqueue(delivered: readonly DeliveredNotification[]): void
  /** Resolves when nothing is queued or under way (tests, shutdown). */
  idle(): Promise<void>
}

/**
 * Sends each notification the in-app list gained to the recipient's devices, off the request path:
 * a bounded queue per instance, a few pushes at a time. Every instance hears the events, but only the
 * one whose listener wrote a row (ON CONFLICT DO NOTHING elsewhere) gets it here, so each goes once.
 */
export function createPushSender(ctx: ServiceContext): PushSender {
  const queue: DeliveredNotification[] = []
  let running = 0
  let waiters: (() => void)[] = []

  const settle = () => {
    if (queue.length > 0 || running > 0) return
    const done = waiters
    waiters = []
    for (const resolve of done) resolve()
  }
  const pump = () => {
    while (running < PUSH_SENDING.concurrency && queue.length > 0) {
      const next = queue.shift()!
      running++
      void deliver(ctx, next)
        .catch((err: unknown) => ctx.log.error({ err }, 'a push failed'))
        .finally(() => {
          running--
          pump()
          settle()
        })
    }
  }
  return {
    enqueue(delivered) {
      const room = PUSH_SENDING.maxQueued - queue.length
      if (delivered.length > room) ctx.log.warn({ dropped: delivered.length - room }, 'push queue full')
      queue.push(...delivered.slice(0, Math.max(0, room)))
      pump()
    },
    idle() {
      if (queue.length === 0 && running === 0) return Promise.resolve()
      return new Promise((resolve) => waiters.push(resolve))
    },
  }
}

/** One notification to each of its recipient's devices, unless they are looking at the app now. */
async function deliver(ctx: ServiceContext, d: DeliveredNotification): Promise<void> {
  const devices = await subscriptionsOf(ctx.db, d.recipientId)
  if (devices.length === 0) return
  if ((await ctx.presence.held([focusKey(d.recipientId)])).size > 0) return
  const notification = await findUnreadNotification(ctx, d.recipientId, d.id)
  if (!notification) return
  const locale = (await findUser(ctx.db, d.recipientId))?.locale ?? 'en'
  const payload = pushPayload(notification, locale)
  const urgency = notification.notification_type === 'message' ? 'high' : 'normal'
  const sent: number[] = []
  for (const device of devices) {
    if (await sendTo(ctx, device, payload, urgency)) sent.push(device.id)
  }
  await markUsed(ctx.db, sent, ctx.clock())
}

/**
 * Encrypts (RFC 8291, aes128gcm) and signs (VAPID) with web-push, and posts it with fetch, which lets
 * tests' push service be plain http. 404 and 410 mean the subscription is gone: it is removed.
 */
async function sendTo(
  ctx: ServiceContext,
  device: PushSubscriptionRow,
  payload: PushPayload,
  urgency: 'normal' | 'high',
): Promise<boolean> {
  const { vapid, pushPrivateEndpoints } = ctx.config
  // Checked again when sending: the name's addresses may have changed since it was subscribed.
  if (!pushPrivateEndpoints && !(await isPublicHost(new URL(device.endpoint).hostname))) {
    ctx.log.warn({ subscription: device.id }, 'push endpoint no longer public: removed')
    await deleteSubscription(ctx.db, device.id)
    return false
  }
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: PUSH_SENDING.ttlSeconds,
      urgency,
      contentEncoding: 'aes128gcm',
    },
  )
  const headers = { ...request.headers } as Record<string, string>
  delete headers['Content-Length']
  try {
    const answer = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ?? undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(PUSH_SENDING.timeoutMs),
    })
    await answer.body?.cancel()
    if (answer.status === 404 || answer.status === 410) {
      await deleteSubscription(ctx.db, device.id)
      return false
    }
    if (!answer.ok) {
      ctx.log.warn({ subscription: device.id, status: answer.status }, 'the push service refused a push')
      return false
    }
    return true
  } catch (err) {
    ctx.log.warn({ err, subscription: device.id }, 'a push could not be sent')
    return false
  }
}
