import type { Community } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useDeleteCommunity } from '../api/delete-community.ts'

/** Site admins delete a community, after a confirm; the list opens afterwards. */
export function DeleteCommunityButton({ community }: { community: Community }) {
  const { t } = useTranslation('community')
  const toast = useToast()
  const navigate = useNavigate()
  const remove = useDeleteCommunity(community.id)
  const [confirming, setConfirming] = useState(false)
  if (!community.abilities.can_delete) return null
  return (
    <>
      <Button
        variant="ghost"
        className="px-4 py-1.5 text-sm text-red-700 dark:text-red-400"
        onClick={() => setConfirming(true)}
      >
        {t('delete.open')}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={t('delete.title', { name: community.name })}
          message={t('delete.body')}
          confirmLabel={t('delete.confirm')}
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                toast.success(t('delete.done'))
                navigate('/communities', { replace: true })
              },
              onError: (e) => {
                setConfirming(false)
                toast.error(errorMessage(e, t('errors.action')))
              },
            })
          }
        />
      )}
    </>
  )
}
