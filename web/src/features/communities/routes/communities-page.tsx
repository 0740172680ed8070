import type { CommunityTab } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states.tsx'
import { PageHeader } from '@/components/ui/page-header.tsx'
import { Tabs, tabPanelProps } from '@/components/ui/tabs.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useDebouncedValue } from '@/lib/use-debounced-value.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import { useCommunities } from '../api/get-communities.ts'
import { ApplicationWizard } from '../components/application-wizard.tsx'
import { CommunityCard } from '../components/community-card.tsx'

const TABS = ['popular', 'university', 'mine'] as const satisfies readonly CommunityTab[]
const ID_BASE = 'communities'
const isTab = (value: string | null): value is CommunityTab => TABS.includes(value as CommunityTab)

/**
 * /communities (spec 000 section 2): the title, a name filter, the tabs popular, university and
 * my-communities (the chosen one in the address), the cards, and the application wizard.
 */
export function CommunitiesPage() {
  const { t } = useTranslation('communities')
  useDocumentTitle(t('title'))
  const [params, setParams] = useSearchParams()
  const raw = params.get('tab')
  const tab: CommunityTab = isTab(raw) ? raw : 'popular'
  const [search, setSearch] = useState('')
  const term = useDebouncedValue(search, 300)
  const query = useCommunities(tab, term)
  const [applying, setApplying] = useState(false)

  let list: React.ReactNode
  if (query.isPending) list = <ListSkeleton label={t('loading')} rows={3} />
  else if (query.isError) {
    list = (
      <ErrorState
        message={errorMessage(query.error, t('errors.load'))}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    )
  } else if (query.data.length === 0) {
    list = <EmptyState title={term.trim() ? t('empty.search', { term: term.trim() }) : t(`empty.${tab}`)} />
  } else {
    list = (
      <ul aria-label={t(`tabs.${tab}`)}>
        {query.data.map((community) => (
          <li key={community.id}>
            <CommunityCard community={community} />
          </li>
        ))}
      </ul>
    )
  }

  return (
    <>
      <PageHeader title={t('title')}>
        <div className="px-4 pb-3">
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-label={t('search')}
            placeholder={t('search')}
            className="w-full rounded-full border border-transparent bg-slate-100 px-5 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
        </div>
        <Tabs
          idBase={ID_BASE}
          label={t('tabs.label')}
          tabs={TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
          value={tab}
          onChange={(next) => setParams(next === 'popular' ? {} : { tab: next })}
        />
      </PageHeader>
      <div className="border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <Button variant="link" onClick={() => setApplying(true)}>
          {t('apply.open')}
        </Button>
      </div>
      <div {...tabPanelProps(ID_BASE, tab)}>{list}</div>
      {applying && <ApplicationWizard onClose={() => setApplying(false)} />}
    </>
  )
}
