import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { BackButton } from '@/components/ui/back-button.tsx'
import { EmptyState } from '@/components/ui/list-states.tsx'
import { PageHeader } from '@/components/ui/page-header.tsx'
import { Tabs, tabPanelProps } from '@/components/ui/tabs.tsx'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import { GroupResults } from '../components/group-results.tsx'
import { SearchBox } from '../components/search-box.tsx'
import { SearchOverview } from '../components/search-overview.tsx'
import { RESULT_TABS, type ResultTab, tabFrom, tabLabelKey } from '../lib/tabs.ts'

const ID_BASE = 'search-results'

/**
 * /search/{term} (spec 001 section 2), for a term that is not a hashtag (the router sends '#tag' to
 * the hashtag's posts): titled with the term, a back button to Explore, the search box holding the
 * term, and the tabs for you (a few of each group), users, posts, communities, universities and
 * hashtags, each scrolling on 20 at a time. An empty term shows a hint to start typing.
 */
export function SearchResultsPage() {
  const { t } = useTranslation('search')
  const { term: raw = '' } = useParams()
  const term = raw.trim()
  // A lone '#' searches nothing either.
  const searchable = term.replace(/^#/, '').trim().length > 0
  useDocumentTitle(term || t('title'))
  const [params, setParams] = useSearchParams()
  const tab: ResultTab = tabFrom(RESULT_TABS, params.get('tab'))
  const select = (next: ResultTab) => setParams(next === 'for-you' ? {} : { tab: next }, { replace: true })

  return (
    <>
      <PageHeader title={term || t('title')} leading={<BackButton label={t('back')} fallback="/search" />}>
        <div className="px-4 pb-3">
          <SearchBox key={term} initialTerm={term} />
        </div>
        {searchable && (
          <Tabs
            idBase={ID_BASE}
            label={t('tabs.label')}
            tabs={RESULT_TABS.map((id) => ({ id, label: t(tabLabelKey(id)) }))}
            value={tab}
            onChange={select}
          />
        )}
      </PageHeader>
      {searchable ? (
        <div {...tabPanelProps(ID_BASE, tab)}>
          {tab === 'for-you' ? (
            <SearchOverview key={term} term={term} onShowAll={(group) => select(group)} />
          ) : (
            <GroupResults key={`${term}:${tab}`} term={term} type={tab} />
          )}
        </div>
      ) : (
        <EmptyState title={t('startTyping')}>{t('startTypingHint')}</EmptyState>
      )}
    </>
  )
}
