import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '@/components/ui/icon.tsx'
import { UpcomingEvents } from '@/features/activities/components/upcoming-events.tsx'
import { PopularCommunities } from '@/features/communities/components/popular-communities.tsx'
import { TrendingTopics } from '@/features/hashtags/components/trending-topics.tsx'

/**
 * The right column from xl up (spec 001 section 2): the search link, trending topics, popular
 * communities and upcoming events.
 */
export function SidePanel() {
  const { t } = useTranslation('nav')
  return (
    <aside aria-label={t('sidePanel')} className="hidden w-[350px] shrink-0 py-2 pl-6 xl:block">
      <div className="sticky top-2 space-y-4">
        <Link
          to="/search"
          className="flex items-center gap-3 rounded-full border border-transparent bg-slate-100 px-5 py-3 text-slate-600 transition hover:border-slate-300 focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:bg-slate-900 dark:text-slate-400 dark:hover:border-slate-700"
        >
          <Icon name="search" className="size-5" />
          <span>{t('search')}</span>
        </Link>
        <TrendingTopics />
        <PopularCommunities />
        <UpcomingEvents />
      </div>
    </aside>
  )
}
