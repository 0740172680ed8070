import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PageHeader } from '@/components/ui/page-header.tsx'
import { Tabs, tabPanelProps } from '@/components/ui/tabs.tsx'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import { useSavedAnnouncements } from '../api/get-saved-announcements.ts'
import { useSavedEvents } from '../api/get-saved-events.ts'
import { useSavedPosts } from '../api/get-saved-posts.ts'
import { isStillSaved, SavedActivityItem, SavedPostItem } from '../components/saved-items.tsx'
import { SavedList } from '../components/saved-list.tsx'

const TABS = ['posts', 'events', 'announcements'] as const
type Tab = (typeof TABS)[number]
const ID_BASE = 'bookmarks'
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab)

/**
 * /bookmarks (spec 001 section 2): what the viewer saved, in the tabs posts, events and
 * announcements (the tab in the address, ?tab=). A post's card carries its own delete confirmation.
 * Unsaving an item removes it at once, with Undo in a toast (saved-items.tsx).
 */
export function BookmarksPage() {
  const { t } = useTranslation('bookmarks')
  useDocumentTitle(t('title'))
  const [params, setParams] = useSearchParams()
  const raw = params.get('tab')
  const tab: Tab = isTab(raw) ? raw : 'posts'
  return (
    <>
      <PageHeader title={t('title')}>
        <Tabs
          idBase={ID_BASE}
          label={t('tabs.label')}
          tabs={TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
          value={tab}
          onChange={(next) => setParams(next === 'posts' ? {} : { tab: next }, { replace: true })}
        />
      </PageHeader>
      <div {...tabPanelProps(ID_BASE, tab)}>
        {tab === 'posts' && <SavedPosts />}
        {tab === 'events' && <SavedEvents />}
        {tab === 'announcements' && <SavedAnnouncements />}
      </div>
    </>
  )
}

function SavedPosts() {
  const { t } = useTranslation('bookmarks')
  return (
    <SavedList query={useSavedPosts()} label={t('tabs.posts')} empty={t('empty.posts')} shown={isStillSaved}>
      {(posts) => posts.map((post) => <SavedPostItem key={post.id} post={post} />)}
    </SavedList>
  )
}

function SavedEvents() {
  const { t } = useTranslation('bookmarks')
  return (
    <SavedList
      query={useSavedEvents()}
      label={t('tabs.events')}
      empty={t('empty.events')}
      shown={isStillSaved}
    >
      {(events) => events.map((event) => <SavedActivityItem key={event.id} item={event} />)}
    </SavedList>
  )
}

function SavedAnnouncements() {
  const { t } = useTranslation('bookmarks')
  return (
    <SavedList
      query={useSavedAnnouncements()}
      label={t('tabs.announcements')}
      empty={t('empty.announcements')}
      shown={isStillSaved}
    >
      {(announcements) => announcements.map((a) => <SavedActivityItem key={a.id} item={a} />)}
    </SavedList>
  )
}
