import type { Notification, NotificationFilter, NotificationTimeFilter } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states.tsx'
import { PageHeader } from '@/components/ui/page-header.tsx'
import { Tabs, tabPanelProps } from '@/components/ui/tabs.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import { useNotifications } from '../api/get-notifications.ts'
import { useUnreadCount } from '../api/get-unread-count.ts'
import { useMarkAllRead } from '../api/mark-all-read.ts'
import { useMarkRead } from '../api/mark-read.ts'
import { NotificationItem } from '../components/notification-item.tsx'

const TABS = ['new', 'read', 'filtered'] as const satisfies readonly NotificationFilter[]
const RANGES = ['all', '24h', '7d', '30d'] as const satisfies readonly NotificationTimeFilter[]
const ID_BASE = 'notifications'
const isTab = (v: string | null): v is NotificationFilter => TABS.includes(v as NotificationFilter)
const isRange = (v: string | null): v is NotificationTimeFilter =>
  RANGES.includes(v as NotificationTimeFilter)

/**
 * /notifications (spec 000 section 2): the unread count and Mark all; the tabs New and Read (and
 * Filtered, what the recipient's filters held back); the time range on the read tab only; a list of
 * 20 a page with Load more. Tab and range live in the address (?tab=read&range=7d).
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications')
  useDocumentTitle(t('title'))
  const [params, setParams] = useSearchParams()
  const tab: NotificationFilter = isTab(params.get('tab')) ? (params.get('tab') as NotificationFilter) : 'new'
  const range: NotificationTimeFilter = isRange(params.get('range'))
    ? (params.get('range') as NotificationTimeFilter)
    : 'all'
  const unread = useUnreadCount().data ?? 0
  const markAll = useMarkAllRead()
  const set = (next: { tab?: NotificationFilter; range?: NotificationTimeFilter }) => {
    const nextTab = next.tab ?? tab
    const nextRange = next.range ?? range
    const query: Record<string, string> = {}
    if (nextTab !== 'new') query.tab = nextTab
    if (nextTab === 'read' && nextRange !== 'all') query.range = nextRange
    setParams(query, { replace: true })
  }

  return (
    <>
      <PageHeader title={t('title')}>
        <div className="flex flex-wrap items-center justify-between gap-2 px-4 pb-2">
          <p className="text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
            {t('unread', { count: unread })}
          </p>
          <Button
            variant="secondary"
            className="px-3 py-1.5 text-sm"
            disabled={unread === 0}
            busy={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t('markAll')}
          </Button>
        </div>
        <Tabs
          idBase={ID_BASE}
          label={t('tabs.label')}
          tabs={TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
          value={tab}
          onChange={(next) => set({ tab: next })}
        />
      </PageHeader>
      <div {...tabPanelProps(ID_BASE, tab)}>
        {tab === 'read' && (
          <div className="flex justify-end border-b border-slate-200 px-4 py-2 dark:border-slate-800">
            <select
              aria-label={t('range.label')}
              value={range}
              onChange={(e) => set({ range: e.target.value as NotificationTimeFilter })}
              className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
            >
              {RANGES.map((r) => (
                <option key={r} value={r}>
                  {t(`range.${r}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        {tab === 'filtered' && (
          <p className="border-b border-slate-200 px-4 py-2 text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
            {t('filteredNote')}
          </p>
        )}
        <NotificationList key={`${tab}-${range}`} tab={tab} range={range} />
      </div>
    </>
  )
}

function NotificationList({ tab, range }: { tab: NotificationFilter; range: NotificationTimeFilter }) {
  const { t } = useTranslation('notifications')
  const query = useNotifications(tab, range)
  const markRead = useMarkRead()
  const read = (n: Notification) => {
    if (!n.is_read) markRead.mutate(n.id)
  }

  if (query.isPending) return <ListSkeleton label={t('loading')} />
  if (query.isError) {
    // The server's reason, through the error catalogue in the reader's language; else the fixed text.
    return (
      <ErrorState
        message={errorMessage(query.error, t('failed'))}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    )
  }
  const items = query.data.pages.flat()
  if (items.length === 0) {
    return (
      <EmptyState title={t(`empty.${tab}`)}>
        {tab === 'new' ? t('empty.newBody') : tab === 'filtered' ? t('empty.filteredBody') : null}
      </EmptyState>
    )
  }
  return (
    <>
      <ul aria-label={t(`tabs.${tab}`)}>
        {items.map((n) => (
          <NotificationItem key={n.id} notification={n} onOpen={read} onMarkRead={read} />
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="flex justify-center p-4">
          <Button
            variant="secondary"
            className="px-4 py-2 text-sm"
            busy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('loadMore')}
          </Button>
        </div>
      )}
    </>
  )
}
