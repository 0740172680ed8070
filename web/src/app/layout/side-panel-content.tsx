import { useLocation } from 'react-router'
import { UpcomingEvents } from '@/features/activities/components/upcoming-events.tsx'
import { PopularCommunities } from '@/features/communities/components/popular-communities.tsx'
import { TrendingTopics } from '@/features/hashtags/components/trending-topics.tsx'
import { SearchBox } from '@/features/search/components/search-box.tsx'

/**
 * What the side panel holds: the search box with its live dropdown, trending topics, popular
 * communities and upcoming events. On Explore and the search results the page's own search box is
 * the one to use, so the panel leaves its own out there.
 */
export function SidePanelContent() {
  const { pathname } = useLocation()
  const onSearch = pathname === '/search' || pathname.startsWith('/search/')
  return (
    <div className="sticky top-2 space-y-4">
      {!onSearch && <SearchBox />}
      <TrendingTopics />
      <PopularCommunities />
      <UpcomingEvents />
    </div>
  )
}
