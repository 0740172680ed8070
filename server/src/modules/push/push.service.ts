import type { PushDevice, PushDeviceList, PushKey, PushSubscribeBody } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import {
  deleteOwnDevice,
  deleteOwnSubscription,
  type PushSubscriptionRow,
  subscriptionsOf,
  trimSubscriptions,
  upsertSubscription,
} from './push.repository.ts'
import { checkSubscription, deviceLabel } from './push.validation.ts'

/** Devices one person may have subscribed at once; a new one past it replaces the oldest. */
export const MAX_DEVICES = 20

/** GET /push/key: the VAPID public key a browser subscribes with (its applicationServerKey). */
export function pushKey(ctx: ServiceContext): PushKey {
  return { public_key: ctx.config.vapid.publicKey }
}

/**
 * POST /push/subscriptions: this device gets the viewer's pushes from now on. An endpoint already
 * known (the same browser, maybe another person before) is moved to the viewer with its new keys.
 */
export async function subscribe(
  ctx: ServiceContext,
  viewer: Viewer,
  body: PushSubscribeBody,
  userAgent: string | undefined,
): Promise<PushDevice> {
  const endpoint = await checkSubscription(body, ctx.config.pushPrivateEndpoints)
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await upsertSubscription(
      tx,
      {
        userId: viewer.id,
        endpoint,
        p256dh: body.keys.p256dh.replace(/=+$/, ''),
        auth: body.keys.auth.replace(/=+$/, ''),
        userAgent: deviceLabel(userAgent),
      },
      ctx.clock(),
    )
    await trimSubscriptions(tx, viewer.id, MAX_DEVICES)
    return saved
  })
  return presentDevice(row)
}

/** DELETE /push/subscriptions: this device stops; another person's endpoint answers as a missing one. */
export async function unsubscribe(ctx: ServiceContext, viewer: Viewer, endpoint: string): Promise<void> {
  let normalized = endpoint
  try {
    normalized = new URL(endpoint).href
  } catch {
    // Not a URL: no subscription has it, so the lookup below answers 404.
  }
  if (!(await deleteOwnSubscription(ctx.db, viewer.id, normalized))) {
    throw notFound('push_subscription_not_found')
  }
}

/** DELETE /push/subscriptions/{id}: one of the viewer's other devices stops (from Settings' list). */
export async function removeDevice(ctx: ServiceContext, viewer: Viewer, id: number): Promise<void> {
  if (!(await deleteOwnDevice(ctx.db, viewer.id, id))) throw notFound('push_subscription_not_found')
}

/** GET /push/subscriptions: the viewer's devices, oldest first. */
export async function listDevices(ctx: ServiceContext, viewer: Viewer): Promise<PushDeviceList> {
  return { items: (await subscriptionsOf(ctx.db, viewer.id)).map(presentDevice) }
}

/** A device as its owner sees it: the push service's host, never the endpoint (a capability URL). */
export function presentDevice(row: PushSubscriptionRow): PushDevice {
  return {
    id: row.id,
    endpoint_host: new URL(row.endpoint).host,
    device: row.userAgent,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  }
}
