import type { QueryClient } from '@tanstack/react-query'
import { useOptimisticMutation } from '@/lib/optimistic/use-optimistic-mutation.ts'
import { mergeServerActivity, updateActivityEverywhere } from './optimistic.ts'
import type { Activity } from './paths.ts'

/** Whether an answer is the item itself (the server answers the updated item), to copy into the cache. */
function isItemAnswer(answer: unknown, item: Activity): answer is Activity {
  const v = answer as Partial<Activity> | null
  return !!v && typeof v === 'object' && v.id === item.id && v.post_type === item.post_type
}

/**
 * The shape shared by like, save and attend on events and announcements (spec 001 section 4), on the
 * app's one optimistic mutation: the change shows at once in every cached copy, calls for one item
 * and action run in order, the last answer is copied into the cache, and a failure rolls back,
 * only logged (spec 001 section 8).
 */
export function useActivityToggle<T extends Activity>({
  action,
  item,
  request,
  apply,
  afterBurst,
}: {
  action: string
  item: T
  request: (item: T, on: boolean) => Promise<unknown>
  apply: (copy: T, on: boolean) => T
  afterBurst?: (client: QueryClient) => unknown
}) {
  return useOptimisticMutation<unknown, boolean>({
    scope: `${item.post_type}-${action}-${item.id}`,
    request: (on) => request(item, on),
    apply: (on, client) => updateActivityEverywhere(client, item, (copy) => apply(copy, on)),
    onAnswer: (answer, _on, client) => {
      if (isItemAnswer(answer, item)) mergeServerActivity(client, answer)
    },
    onFailure: (error, on) =>
      console.warn(`${action} ${on ? 'on' : 'off'} failed for ${item.post_type} ${item.id}`, error),
    afterBurst: afterBurst && ((_on, client) => afterBurst(client)),
  })
}
