import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState } from '@/components/ui/list-states.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { VirtualList } from '@/components/ui/virtual-list.tsx'
import { useMutedUsers } from '../api/get-muted-users.ts'
import { MutedUserRow } from './muted-user-row.tsx'

/** The accounts the viewer mutes, a virtual list however long it grows, each with Unmute. */
export function MutedAccountsList() {
  const { t } = useTranslation('settings')
  const muted = useMutedUsers()
  const users = muted.data?.pages.flat() ?? []

  if (muted.isPending) {
    return (
      <div className="flex justify-center py-8 text-brand-500">
        <Spinner className="size-6" label={t('loading', { ns: 'common' })} />
      </div>
    )
  }
  if (muted.isError) {
    return (
      <div className="rounded-2xl border border-slate-200 dark:border-slate-800">
        <ErrorState
          message={t('mute.loadFailed')}
          retryLabel={t('ui.retry', { ns: 'common' })}
          onRetry={() => void muted.refetch()}
          compact
        />
      </div>
    )
  }
  if (users.length === 0) {
    return (
      <div className="rounded-2xl border border-slate-200 dark:border-slate-800">
        <EmptyState title={t('mute.emptyTitle')}>{t('mute.emptyBody')}</EmptyState>
      </div>
    )
  }
  return (
    <>
      <div className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
        <VirtualList
          items={users}
          getKey={(user) => user.id}
          renderItem={(user) => <MutedUserRow user={user} />}
          label={t('mute.title')}
          scrollKey="settings:muted"
          estimateSize={64}
          itemClassName="border-b border-slate-200 last:border-b-0 dark:border-slate-800"
          canLoadMore={muted.hasNextPage && !muted.isFetchingNextPage && !muted.isFetchNextPageError}
          onLoadMore={() => void muted.fetchNextPage()}
          complete={!muted.hasNextPage}
        />
      </div>
      {muted.isFetchingNextPage && (
        <div className="flex justify-center py-4 text-brand-500">
          <Spinner className="size-5" label={t('loading', { ns: 'common' })} />
        </div>
      )}
    </>
  )
}
