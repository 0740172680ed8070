import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { removeActivityEverywhere } from '../lib/optimistic.ts'
import { type Activity, activityApiPath } from '../lib/paths.ts'
import { activityKeys } from './keys.ts'

/** DELETE on the item's path (spec 000 section 7). */
export function deleteActivity(item: Activity): Promise<unknown> {
  return apiRequest(activityApiPath(item), { method: 'DELETE' })
}

/**
 * Deletes the item; on success it leaves every cached list and the lists are read again (spec 000
 * section 4: deleting reloads on success). A failure changes nothing: the caller shows the toast.
 */
export function useDeleteActivity(item: Activity) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => deleteActivity(item),
    onSuccess: () => {
      removeActivityEverywhere(client, item)
      void client.invalidateQueries({ queryKey: activityKeys.lists() })
    },
  })
}
