import { z } from 'zod'

/**
 * Web Push (issue 31, RFC 8030 and RFC 8291): a device that allowed notifications hands the server its
 * push subscription; the server sends each new notification there, encrypted for that device.
 */
export const PUSH_LIMITS = {
  /** Push services' endpoints are a few hundred characters; more is not a push endpoint. */
  endpointMaxLength: 1024,
  /** The device's P-256 public key, uncompressed (65 bytes), base64url: 87 characters. */
  p256dhMaxLength: 100,
  /** The 16-byte auth secret, base64url: 22 characters. */
  authMaxLength: 32,
} as const

/** The server's VAPID public key (base64url), the browser's applicationServerKey. */
export const PushKey = z.object({ public_key: z.string() })
export type PushKey = z.infer<typeof PushKey>

/** What a browser's PushSubscription.toJSON() gives, as POST /api/push/subscriptions takes it. */
export const PushSubscribeBody = z.object({
  endpoint: z.string().min(1).max(PUSH_LIMITS.endpointMaxLength),
  keys: z.object({
    p256dh: z.string().min(1).max(PUSH_LIMITS.p256dhMaxLength),
    auth: z.string().min(1).max(PUSH_LIMITS.authMaxLength),
  }),
})
export type PushSubscribeBody = z.infer<typeof PushSubscribeBody>

/** DELETE /api/push/subscriptions: which of the caller's devices stops (its endpoint). */
export const PushUnsubscribeBody = z.object({
  endpoint: z.string().min(1).max(PUSH_LIMITS.endpointMaxLength),
})
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBody>

/** One of the caller's devices: its push service's host only, never the endpoint's secret path. */
export const PushDevice = z.object({
  id: z.number().int(),
  endpoint_host: z.string(),
  device: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
})
export type PushDevice = z.infer<typeof PushDevice>

export const PushDeviceList = z.object({ items: z.array(PushDevice) })
export type PushDeviceList = z.infer<typeof PushDeviceList>

/**
 * What a push carries (encrypted) to the service worker: the text to show, the screen to open, and a
 * tag per notification so that a repeat replaces rather than stacks.
 */
export const PushPayload = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  notification_id: z.number().int(),
})
export type PushPayload = z.infer<typeof PushPayload>
