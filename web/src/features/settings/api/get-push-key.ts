import type { PushKey } from '@agora/contract'
import { apiRequest } from '@/lib/api-client.ts'

/** GET /push/key: the server's VAPID public key, which a device subscribes with (issue 31). */
export function getPushKey(): Promise<PushKey> {
  return apiRequest<PushKey>('/push/key')
}
