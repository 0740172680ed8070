import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/list-states.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { VirtualList } from '@/components/ui/virtual-list.tsx'
import { useBlockedUsers } from '../api/get-blocked-users.ts'
import { BlockedUserRow } from './blocked-user-row.tsx'
import { MutedAccountsList } from './muted-accounts-list.tsx'

/**
 * The blocked accounts with Unblock, a virtual list however long it grows, and the muted accounts
 * with Unmute (accounts are muted from their profile's menu).
 */
export function MuteBlockSection() {
  const { t } = useTranslation('settings')
  const blocked = useBlockedUsers()
  const users = blocked.data?.pages.flat() ?? []

  return (
    <div className="space-y-8">
      <section aria-labelledby="settings-blocked-title">
        <h3 id="settings-blocked-title" className="text-lg font-bold">
          {t('block.title')}
        </h3>
        <p className="mt-1 mb-4 text-slate-500 dark:text-slate-400">{t('block.description')}</p>
        {blocked.isPending ? (
          <div className="flex justify-center py-8 text-brand-500">
            <Spinner className="size-6" label={t('loading', { ns: 'common' })} />
          </div>
        ) : users.length === 0 ? (
          <div className="rounded-2xl border border-slate-200 dark:border-slate-800">
            <EmptyState title={t('block.emptyTitle')}>{t('block.emptyBody')}</EmptyState>
          </div>
        ) : (
          <>
            <div className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
              <VirtualList
                items={users}
                getKey={(user) => user.id}
                renderItem={(user) => <BlockedUserRow user={user} />}
                label={t('block.title')}
                scrollKey="settings:blocked"
                estimateSize={64}
                itemClassName="border-b border-slate-200 last:border-b-0 dark:border-slate-800"
                canLoadMore={
                  blocked.hasNextPage && !blocked.isFetchingNextPage && !blocked.isFetchNextPageError
                }
                onLoadMore={() => void blocked.fetchNextPage()}
                complete={!blocked.hasNextPage}
              />
            </div>
            {blocked.isFetchingNextPage && (
              <div className="flex justify-center py-4 text-brand-500">
                <Spinner className="size-5" label={t('loading', { ns: 'common' })} />
              </div>
            )}
          </>
        )}
      </section>
      <section aria-labelledby="settings-muted-title">
        <h3 id="settings-muted-title" className="text-lg font-bold">
          {t('mute.title')}
        </h3>
        <p className="mt-1 mb-4 text-slate-500 dark:text-slate-400">{t('mute.description')}</p>
        <MutedAccountsList />
      </section>
    </div>
  )
}
