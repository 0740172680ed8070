import { firstLinkIn, type LinkCard } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from './api-client.ts'
import { useDebouncedValue } from './use-debounced-value.ts'

/** GET /links/preview?url=: the card of a page (issue 31); 404 link_preview_unavailable when it has none. */
export function getLinkPreview(url: string, signal?: AbortSignal): Promise<LinkCard> {
  return apiRequest<LinkCard>(`/links/preview?url=${encodeURIComponent(url)}`, { signal })
}

/** How long the text must rest before its link is previewed, so that typing an address asks once. */
const SETTLE_MS = 600

/**
 * The card a composer shows for its text's first link (issue 31), asked for once the text rests; the
 * server keeps what it fetched, so the post or message sent after it reads the card from its table.
 * Nothing is asked while `removedFor` is that link. A page without a card shows nothing.
 */
export function useLinkPreview(text: string, removedFor: string | null = null) {
  const url = firstLinkIn(text)
  const settled = useDebouncedValue(url, SETTLE_MS)
  const wanted = url !== null && url === settled && url !== removedFor
  const query = useQuery({
    queryKey: ['link-preview', settled],
    queryFn: ({ signal }) => getLinkPreview(settled!, signal),
    enabled: wanted,
    staleTime: 10 * 60_000,
    retry: false,
  })
  return {
    url,
    card: wanted ? (query.data ?? null) : null,
    loading: wanted && query.isFetching && !query.data,
  }
}
