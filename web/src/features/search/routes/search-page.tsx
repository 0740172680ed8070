import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PageHeader } from '@/components/ui/page-header.tsx'
import { Tabs, tabPanelProps } from '@/components/ui/tabs.tsx'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import {
  PopularCommunities,
  PopularPosts,
  PopularUniversities,
  PopularUsers,
} from '../components/popular-lists.tsx'
import { SearchBox } from '../components/search-box.tsx'
import { TrendingList } from '../components/trending-list.tsx'
import { EXPLORE_TABS, type ExploreTab, tabFrom, tabLabelKey } from '../lib/tabs.ts'

const ID_BASE = 'explore'

/**
 * /search, Explore (spec 001 section 2): the search box with its live dropdown, and the tabs for
 * you (trending hashtags), users, posts, communities and universities (the popular ones). The tab
 * is in the address (?tab=).
 */
export function SearchPage() {
  const { t } = useTranslation('search')
  useDocumentTitle(t('title'))
  const [params, setParams] = useSearchParams()
  const tab: ExploreTab = tabFrom(EXPLORE_TABS, params.get('tab'))
  return (
    <>
      <PageHeader title={t('title')}>
        <div className="px-4 pb-3">
          <SearchBox />
        </div>
        <Tabs
          idBase={ID_BASE}
          label={t('tabs.label')}
          tabs={EXPLORE_TABS.map((id) => ({ id, label: t(tabLabelKey(id)) }))}
          value={tab}
          onChange={(next) => setParams(next === 'for-you' ? {} : { tab: next }, { replace: true })}
        />
      </PageHeader>
      <div {...tabPanelProps(ID_BASE, tab)}>
        {tab === 'for-you' && <TrendingList />}
        {tab === 'users' && <PopularUsers />}
        {tab === 'posts' && <PopularPosts />}
        {tab === 'communities' && <PopularCommunities />}
        {tab === 'universities' && <PopularUniversities />}
      </div>
    </>
  )
}
