import type { Community } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button.tsx'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useCancelRequest } from '../api/cancel-request.ts'
import { useJoinCommunity } from '../api/join-community.ts'
import { useLeaveCommunity } from '../api/leave-community.ts'

/**
 * Spec 001 section 2: non-members see Join; a pending person sees Pending with a cancel after a
 * confirm; members see Leave (not its ComAdmin, who hands the role over first). Someone its staff
 * invited accepts (a member at once) or declines.
 */
export function MembershipActions({ community }: { community: Community }) {
  const { t } = useTranslation('community')
  const toast = useToast()
  const join = useJoinCommunity(community.id)
  const leave = useLeaveCommunity(community.id)
  const cancel = useCancelRequest(community.id)
  const [confirming, setConfirming] = useState<'leave' | 'cancel' | null>(null)
  const status = community.membership_status
  const small = 'px-4 py-1.5 text-sm'

  return (
    <>
      {status === 'none' && community.abilities.can_join && (
        <Button
          className={small}
          busy={join.isPending}
          onClick={() =>
            join.mutate(undefined, { onError: (e) => toast.error(errorMessage(e, t('errors.join'))) })
          }
        >
          {t('join')}
        </Button>
      )}
      {status === 'invited' && (
        <>
          <span className="self-center text-sm text-slate-600 dark:text-slate-400">
            {t('invite.youAreInvited')}
          </span>
          <Button
            className={small}
            busy={join.isPending}
            onClick={() =>
              join.mutate(undefined, {
                onSuccess: () => toast.success(t('invite.accepted')),
                onError: (e) => toast.error(errorMessage(e, t('errors.join'))),
              })
            }
          >
            {t('invite.accept')}
          </Button>
          <Button
            variant="ghost"
            className={small}
            busy={cancel.isPending}
            onClick={() =>
              cancel.mutate(undefined, { onError: (e) => toast.error(errorMessage(e, t('errors.action'))) })
            }
          >
            {t('invite.decline')}
          </Button>
        </>
      )}
      {status === 'pending' && (
        <>
          <Button variant="secondary" className={small} disabled>
            {t('pending')}
          </Button>
          <Button variant="ghost" className={small} onClick={() => setConfirming('cancel')}>
            {t('cancelRequest')}
          </Button>
        </>
      )}
      {community.abilities.can_leave && (
        <Button variant="secondary" className={small} onClick={() => setConfirming('leave')}>
          {t('leave')}
        </Button>
      )}
      {confirming === 'cancel' && (
        <ConfirmDialog
          title={t('cancelConfirm.title')}
          message={t('cancelConfirm.body')}
          confirmLabel={t('cancelConfirm.confirm')}
          cancelLabel={t('cancelConfirm.keep')}
          busy={cancel.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            cancel.mutate(undefined, {
              onSettled: () => setConfirming(null),
              onError: (e) => toast.error(errorMessage(e, t('errors.cancel'))),
            })
          }
        />
      )}
      {confirming === 'leave' && (
        <ConfirmDialog
          title={t('leaveConfirm.title', { name: community.name })}
          message={t('leaveConfirm.body')}
          confirmLabel={t('leaveConfirm.confirm')}
          busy={leave.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            leave.mutate(undefined, {
              onSettled: () => setConfirming(null),
              onError: (e) => toast.error(errorMessage(e, t('errors.leave'))),
            })
          }
        />
      )}
    </>
  )
}
