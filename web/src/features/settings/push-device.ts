import { getPushKey } from './api/get-push-key.ts'
import { subscribeToPush } from './api/subscribe-to-push.ts'
import { unsubscribeFromPush } from './api/unsubscribe-from-push.ts'

/**
 * This device's push notifications (issue 31): whether the browser can have them, whether the person
 * blocked them, and whether this browser is subscribed. The subscription lives in the browser (its
 * service worker's push manager) and on the server (POST /push/subscriptions); both are kept in step.
 */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on'

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  )
}

/** Which row of the devices list is this browser: the id the server gave its subscription. */
const DEVICE_ID_KEY = 'push-device-id'
export function thisDeviceId(): number | null {
  const stored = Number(localStorage.getItem(DEVICE_ID_KEY))
  return Number.isInteger(stored) && stored > 0 ? stored : null
}

/** How long the service worker may take to start before turning push on gives up. */
const WORKER_WAIT_MS = 10_000

/** The app's service worker (registered by main.tsx in production; here too, in development). */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration())) await navigator.serviceWorker.register('/sw.js')
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('service worker not ready')), WORKER_WAIT_MS)
  })
  try {
    return await Promise.race([navigator.serviceWorker.ready, late])
  } finally {
    clearTimeout(timer)
  }
}

export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported'
  if (Notification.permission === 'denied') return 'denied'
  const registration = await navigator.serviceWorker.getRegistration()
  const subscription = await registration?.pushManager.getSubscription()
  return subscription && Notification.permission === 'granted' ? 'on' : 'off'
}

/** A base64url text as bytes: the VAPID key as applicationServerKey wants it. */
function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=')
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/**
 * Asks for permission (only now, on the person's click), subscribes this browser with the server's key
 * and hands the subscription to the server. Answers the state it ended in: 'denied' when the person
 * said no. A subscription the server refused is undone in the browser too.
 */
export async function turnPushOn(): Promise<PushState> {
  const permission = await Notification.requestPermission()
  if (permission === 'denied') return 'denied'
  if (permission !== 'granted') return 'off'
  const { public_key } = await getPushKey()
  const registration = await workerRegistration()
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlBytes(public_key),
  })
  const json = subscription.toJSON()
  try {
    const device = await subscribeToPush({
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    })
    localStorage.setItem(DEVICE_ID_KEY, String(device.id))
  } catch (err) {
    await subscription.unsubscribe().catch(() => undefined)
    throw err
  }
  return 'on'
}

/** Tells the server first (so no push comes after), then drops the browser's subscription. */
export async function turnPushOff(): Promise<PushState> {
  const registration = await navigator.serviceWorker.getRegistration()
  const subscription = await registration?.pushManager.getSubscription()
  if (subscription) {
    await unsubscribeFromPush(subscription.endpoint)
    await subscription.unsubscribe()
  }
  localStorage.removeItem(DEVICE_ID_KEY)
  return 'off'
}

/** How long signing out waits for the server to forget this device before it goes on regardless. */
const SIGN_OUT_WAIT_MS = 2000

/**
 * Signing out: this device stops getting the account's pushes (the next person on this browser must
 * not see them). Never throws and never holds the sign-out longer than SIGN_OUT_WAIT_MS.
 */
export async function forgetPushOnSignOut(): Promise<void> {
  if (!pushSupported()) return
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SIGN_OUT_WAIT_MS)
  })
  await Promise.race([turnPushOff().catch(() => undefined), late])
  clearTimeout(timer)
}
