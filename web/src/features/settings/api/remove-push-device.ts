import type { PushDeviceList } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { pushDevicesKey } from './get-push-devices.ts'

/** DELETE /push/subscriptions/{id}: another of the viewer's devices stops getting pushes. */
export function removePushDevice(id: number): Promise<void> {
  return apiRequest<void>(`/push/subscriptions/${id}`, { method: 'DELETE' })
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removePushDevice,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<PushDeviceList>(
        pushDevicesKey,
        (list) => list && { items: list.items.filter((device) => device.id !== id) },
      )
      return queryClient.invalidateQueries({ queryKey: pushDevicesKey })
    },
  })
}
