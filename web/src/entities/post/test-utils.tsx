import type { Post } from '@agora/contract'
import { QueryClient, useQuery } from '@tanstack/react-query'
import { postKeys } from '@/lib/post-keys.ts'
import { renderApp, type stubApi } from '@/testing/app-harness.tsx'
import { PostCard } from './components/post-card.tsx'

/** Test-only helpers of the post entity, on top of the app's test harness. */
export { deferred, json, renderApp, stubApi } from '@/testing/app-harness.tsx'

/** The "METHOD /path" of each call a fetch stub received, in order. */
export function calls(fetchMock: ReturnType<typeof stubApi>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost')
    return `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`
  })
}

/** A list read from the cache, as the feed is: what the cache helper removes leaves the screen. */
function CachedList({ onDeleted }: { onDeleted?: (id: number) => void }) {
  const { data } = useQuery<Post[]>({
    queryKey: postKeys.feed('for_you'),
    queryFn: () => [],
    staleTime: Infinity,
  })
  return (
    <>
      {data?.map((post) => (
        <PostCard key={post.id} post={post} onDeleted={onDeleted} />
      ))}
    </>
  )
}

export function renderList(posts: Post[], onDeleted?: (id: number) => void) {
  const client = new QueryClient()
  client.setQueryData(postKeys.feed('for_you'), posts)
  return renderApp(<CachedList onDeleted={onDeleted} />, { client })
}
