import type { PushDeviceList } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

export const pushDevicesKey = ['settings', 'push-devices'] as const

/** GET /push/subscriptions: the devices that get the viewer's push notifications (issue 31). */
export function getPushDevices(signal?: AbortSignal): Promise<PushDeviceList> {
  return apiRequest<PushDeviceList>('/push/subscriptions', { signal })
}

export function usePushDevices() {
  return useQuery({ queryKey: pushDevicesKey, queryFn: ({ signal }) => getPushDevices(signal) })
}
