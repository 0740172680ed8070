import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/ui/page-header.tsx'
import { Tabs, tabPanelProps } from '@/components/ui/tabs.tsx'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import { useEntryState } from '@/lib/use-entry-state.ts'
import type { FeedTab } from '../api/get-feed.ts'
import { useNewPosts } from '../api/new-posts.ts'
import { Composer } from '../components/composer.tsx'
import { FeedList } from '../components/feed-list.tsx'
import { NewPostsBar } from '../components/new-posts-bar.tsx'
import { VerifiedBanner } from '../components/verified-banner.tsx'

const FEED_TABS: readonly FeedTab[] = ['for_you', 'following']

/**
 * /home (spec 000 section 2): the heading, the sticky for_you / following tabs with the 'Show new posts'
 * bar under them, the verified banner, the composer and the chosen tab's feed with infinite scroll.
 */
export function HomePage() {
  const { t } = useTranslation('home')
  // The specification fixes this title in English: 'Home - ' followed by the product name.
  useDocumentTitle('Home')
  // Per history entry, so that Back from a post returns to the tab (and its scroll place) one left.
  const [tab, setTab] = useEntryState<FeedTab>('home-tab', 'for_you')
  const newPosts = useNewPosts(tab)
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
        <NewPostsBar waiting={newPosts.waiting} onShow={() => void newPosts.show()} />
      </PageHeader>
      <VerifiedBanner />
      <Composer />
      <div {...tabPanelProps('home-feed', tab)} className="min-h-[50dvh]">
        <FeedList tab={tab} />
      </div>
    </>
  )
}
