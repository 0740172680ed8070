import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PageHeader } from '@/components/ui/page-header.tsx'
import { Tabs, tabPanelProps } from '@/components/ui/tabs.tsx'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import { AllTab } from '../components/all-tab.tsx'
import { MyUniversityTab } from '../components/my-university-tab.tsx'
import { PopularTab } from '../components/popular-tab.tsx'

const TABS = ['my-university', 'popular', 'all'] as const
type Tab = (typeof TABS)[number]
const ID_BASE = 'universities'

const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab)

/**
 * /universities (spec 000 section 2): the tabs my-university, popular and all, the chosen one in the
 * address (?tab=, and ?page= on all, from 1).
 */
export function UniversitiesPage() {
  const { t } = useTranslation('universities')
  useDocumentTitle(t('title'))
  const [params, setParams] = useSearchParams()
  const raw = params.get('tab')
  const tab: Tab = isTab(raw) ? raw : 'my-university'
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1)

  const go = (next: Tab, nextPage?: number) =>
    setParams(() => {
      const copy = new URLSearchParams()
      if (next !== 'my-university') copy.set('tab', next)
      if (next === 'all' && nextPage && nextPage > 1) copy.set('page', String(nextPage))
      return copy
    })

  return (
    <>
      <PageHeader title={t('title')}>
        <Tabs
          idBase={ID_BASE}
          label={t('tabs.label')}
          tabs={TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
          value={tab}
          onChange={(next) => go(next)}
        />
      </PageHeader>
      <div {...tabPanelProps(ID_BASE, tab)}>
        {tab === 'my-university' && <MyUniversityTab />}
        {tab === 'popular' && <PopularTab />}
        {tab === 'all' && (
          <AllTab
            page={page}
            onPage={(next) => {
              go('all', next)
              window.scrollTo?.({ top: 0 })
            }}
          />
        )}
      </div>
    </>
  )
}
