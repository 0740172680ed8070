import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState } from '@/components/ui/list-states.tsx'
import { VirtualList } from '@/components/ui/virtual-list.tsx'
import { FollowButton } from '@/entities/user/components/follow-button.tsx'
import { UserRow } from '@/entities/user/components/user-row.tsx'
import { displayName } from '@/lib/display-name.ts'
import { useCurrentUser } from '@/lib/session.ts'
import { type FollowList, useFollowList } from '../api/get-follow-list.ts'
import { Loading } from './follow-request-list.tsx'

/** An account's followers or the accounts it follows, pages of 20 as the list scrolls, each with a follow button. */
export function FollowUserList({ userId, list }: { userId: number; list: FollowList }) {
  const { t } = useTranslation('profile')
  const { data: me } = useCurrentUser()
  const query = useFollowList(userId, list)
  const { data, isPending, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = query

  if (isPending) return <Loading label={t('lists.loading')} />
  if (isError && !data) {
    return <ErrorState message={t('lists.error')} retryLabel={t('retry')} onRetry={() => void refetch()} />
  }
  const users = data.pages.flat()
  if (users.length === 0) return <EmptyState title={t(`lists.empty.${list}`)} />

  return (
    <div>
      <VirtualList
        items={users}
        getKey={(user) => user.id}
        getItemLabel={displayName}
        label={t(`counts.${list}`, { count: users.length })}
        scrollKey={`follow-list:${userId}:${list}`}
        estimateSize={72}
        itemClassName="border-b border-slate-200 last:border-b-0 dark:border-slate-800"
        canLoadMore={hasNextPage && !isFetchingNextPage && !query.isFetchNextPageError}
        onLoadMore={() => void fetchNextPage()}
        complete={!hasNextPage}
        renderItem={(user) => (
          <UserRow
            user={user}
            actions={
              me && me.id !== user.id && !user.relation.is_blocked ? <FollowButton user={user} /> : undefined
            }
          />
        )}
      />
      {isFetchingNextPage && <Loading label={t('lists.loadingMore')} />}
    </div>
  )
}
