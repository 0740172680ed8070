import type { PushDevice, PushSubscribeBody } from '@agora/contract'
import { apiRequest } from '@/lib/api-client.ts'

/** POST /push/subscriptions: this device's push subscription, as the browser gave it. */
export function subscribeToPush(body: PushSubscribeBody): Promise<PushDevice> {
  return apiRequest<PushDevice>('/push/subscriptions', { method: 'POST', json: body })
}
