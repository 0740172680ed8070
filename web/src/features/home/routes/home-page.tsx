import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/ui/page-header.tsx'
import { Tabs, tabPanelProps } from '@/components/ui/tabs.tsx'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import { VerifiedBanner } from '../components/verified-banner.tsx'

const FEED_TABS = ['for_you', 'following'] as const
type FeedTab = (typeof FEED_TABS)[number]

/**
 * /home: the heading and the sticky for_you / following tabs. The composer and the feed itself
 * fill the tab panel in the posts and feed issue; until then it stays empty rather than showing
 * an empty state for a list that was never fetched.
 */
export function HomePage() {
  const { t } = useTranslation('home')
  // The specification fixes this title in English: 'Home - ' followed by the product name.
  useDocumentTitle('Home')
  const [tab, setTab] = useState<FeedTab>('for_you')
  return (
    <>
      <PageHeader title={t('title')}>
        <Tabs
          idBase="home-feed"
          label={t('tabs.label')}
          tabs={FEED_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
          value={tab}
          onChange={setTab}
        />
      </PageHeader>
      <VerifiedBanner />
      <div {...tabPanelProps('home-feed', tab)} className="min-h-[50dvh]" />
    </>
  )
}
