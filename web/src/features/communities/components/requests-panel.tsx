import type { Community } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button.tsx'
import { PanelStates } from '@/components/ui/panel-states.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { UserRow } from '@/entities/user/components/user-row.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useJoinRequests } from '../api/get-join-requests.ts'
import { useRespondRequest } from '../api/respond-request.ts'

/** Requests (its staff): each pending person, accepted or rejected. */
export function RequestsPanel({ community }: { community: Community }) {
  const { t } = useTranslation('community')
  const toast = useToast()
  const requests = useJoinRequests(community.id)
  const respond = useRespondRequest(community.id)
  const answer = (requestId: number, action: 'accept' | 'reject') =>
    respond.mutate(
      { requestId, action },
      {
        onSuccess: () => toast.success(t(action === 'accept' ? 'requests.accepted' : 'requests.rejected')),
        onError: (e) => toast.error(errorMessage(e, t('errors.action'))),
      },
    )
  return (
    <PanelStates
      query={requests}
      label={t('tabs.requests')}
      failed={t('errors.list')}
      empty={t('empty.requests')}
    >
      {(items) => (
        <ul aria-label={t('tabs.requests')} className="divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((request) => (
            <li key={request.id}>
              <UserRow
                user={{
                  ...request.user,
                  full_name:
                    [request.user.first_name, request.user.last_name].filter(Boolean).join(' ') || null,
                }}
                actions={
                  <div className="flex gap-2">
                    <Button className="px-3 py-1.5 text-sm" onClick={() => answer(request.id, 'accept')}>
                      {t('requests.accept')}
                    </Button>
                    <Button
                      variant="secondary"
                      className="px-3 py-1.5 text-sm"
                      onClick={() => answer(request.id, 'reject')}
                    >
                      {t('requests.reject')}
                    </Button>
                  </div>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </PanelStates>
  )
}
