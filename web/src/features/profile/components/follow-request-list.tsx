import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button.tsx'
import { EmptyState, ErrorState } from '@/components/ui/list-states.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { VirtualList } from '@/components/ui/virtual-list.tsx'
import { UserRow } from '@/entities/user/components/user-row.tsx'
import { displayName } from '@/lib/display-name.ts'
import { useAnswerFollowRequest, useFollowRequests } from '../api/follow-requests.ts'

/** The viewer's incoming follow requests with Approve and Reject; either takes the request off the list. */
export function FollowRequestList() {
  const { t } = useTranslation('profile')
  const toast = useToast()
  const query = useFollowRequests()
  const answer = useAnswerFollowRequest()
  const { data, isPending, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = query

  if (isPending) return <Loading label={t('lists.loading')} />
  if (isError && !data) {
    return <ErrorState message={t('lists.error')} retryLabel={t('retry')} onRetry={() => void refetch()} />
  }
  const requests = data.pages.flat()
  if (requests.length === 0)
    return <EmptyState title={t('requests.empty')}>{t('requests.emptyHint')}</EmptyState>

  const respond = (requestId: number, approve: boolean) =>
    answer.mutate(
      { requestId, approve },
      { onError: () => toast.error(approve ? t('requests.approveFailed') : t('requests.rejectFailed')) },
    )

  return (
    <div>
      <VirtualList
        items={requests}
        getKey={(request) => request.id}
        getItemLabel={(request) => displayName(request.user)}
        label={t('requests.label')}
        scrollKey="follow-requests"
        estimateSize={72}
        itemClassName="border-b border-slate-200 last:border-b-0 dark:border-slate-800"
        canLoadMore={hasNextPage && !isFetchingNextPage && !query.isFetchNextPageError}
        onLoadMore={() => void fetchNextPage()}
        complete={!hasNextPage}
        renderItem={(request) => (
          <UserRow
            user={request.user}
            actions={
              <>
                <Button className="px-4 py-1.5 text-sm" onClick={() => respond(request.id, true)}>
                  {t('requests.approve')}
                </Button>
                <Button
                  variant="secondary"
                  className="px-4 py-1.5 text-sm"
                  onClick={() => respond(request.id, false)}
                >
                  {t('requests.reject')}
                </Button>
              </>
            }
          />
        )}
      />
      {isFetchingNextPage && <Loading label={t('lists.loadingMore')} />}
    </div>
  )
}

export function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-8 text-brand-500">
      <Spinner className="size-6" label={label} />
    </div>
  )
}
