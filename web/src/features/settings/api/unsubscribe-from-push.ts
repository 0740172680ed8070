import { ApiError, apiRequest } from '@/lib/api-client.ts'

/** DELETE /push/subscriptions: this device stops getting pushes; one the server no longer has is fine. */
export async function unsubscribeFromPush(endpoint: string): Promise<void> {
  try {
    await apiRequest<void>('/push/subscriptions', { method: 'DELETE', json: { endpoint } })
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 404)) throw err
  }
}
