import { QueryClient, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { renderApp } from '@/testing/app-harness.tsx'
import { activityKeys } from '../api/keys.ts'
import type { Activity } from '../lib/paths.ts'
import { ActivityCard } from './activity-card.tsx'

const KEY = activityKeys.universityEvents(4)

/**
 * Test-only: a list read from the cache, as a university's tab is: a toggle shows on its card. Read
 * again (after an edit or a delete), it asks GET /universities/4/events, as that tab does.
 */
function CachedList() {
  const { data } = useQuery<Activity[]>({
    queryKey: KEY,
    queryFn: () => apiRequest<Activity[]>('/universities/4/events'),
    staleTime: Infinity,
  })
  return (
    <>
      {data?.map((item) => (
        <ActivityCard key={`${item.post_type}-${item.id}`} item={item} />
      ))}
    </>
  )
}

export function renderCards(items: Activity[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(KEY, items)
  const { router } = renderApp(<CachedList />, { client })
  return { client, router, key: KEY }
}
