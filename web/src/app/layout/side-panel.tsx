import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { UpcomingEvents } from '@/features/activities/components/upcoming-events.tsx'
import { PopularCommunities } from '@/features/communities/components/popular-communities.tsx'
import { TrendingTopics } from '@/features/hashtags/components/trending-topics.tsx'
import { SearchBox } from '@/features/search/components/search-box.tsx'

/**
 * The right column from xl up (spec 001 section 2): the search box with its live dropdown, trending
 * topics, popular communities and upcoming events. On Explore and the search results the page's own
 * search box is the one to use, so the panel leaves its own out there.
 */
export function SidePanel() {
  const { t } = useTranslation('nav')
  const { pathname } = useLocation()
  const onSearch = pathname === '/search' || pathname.startsWith('/search/')
  return (
    <aside aria-label={t('sidePanel')} className="hidden w-[350px] shrink-0 py-2 pl-6 xl:block">
      <div className="sticky top-2 space-y-4">
        {!onSearch && <SearchBox />}
        <TrendingTopics />
        <PopularCommunities />
        <UpcomingEvents />
      </div>
    </aside>
  )
}
