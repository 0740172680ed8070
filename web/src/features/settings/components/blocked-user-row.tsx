import type { UserSummary } from '@agora/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Avatar } from '@/components/ui/avatar.tsx'
import { Button } from '@/components/ui/button.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { useBlockUser } from '@/entities/user/api/block-user.ts'
import { errorMessage } from '@/lib/api-client.ts'
import { displayName } from '@/lib/display-name.ts'
import { type BlockedUsersData, blockedUsersKey, withoutUser } from '../api/get-blocked-users.ts'

/** One blocked account: who it is (a link to the profile) and Unblock, which needs no confirm. */
export function BlockedUserRow({ user }: { user: UserSummary }) {
  const { t } = useTranslation('settings')
  const queryClient = useQueryClient()
  const toast = useToast()
  const block = useBlockUser(user.id)
  const name = displayName(user)

  const unblock = () =>
    block.mutate(false, {
      onSuccess: () => {
        // The row goes at once; the list's refetch (every user list is invalidated) follows.
        queryClient.setQueryData<BlockedUsersData>(blockedUsersKey, (data) => withoutUser(data, user.id))
        toast.success(t('block.unblocked', { username: user.username }))
      },
      onError: (error) => toast.error(errorMessage(error, t('block.unblockFailed'))),
    })

  return (
    <div className="flex items-center gap-3 px-4 py-3">
      <Link
        to={`/users/${user.id}`}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-xl focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <Avatar src={user.avatar_url} name={name} />
        <span className="min-w-0">
          <span className="block truncate font-semibold text-slate-900 hover:underline dark:text-slate-100">
            {name}
          </span>
          <span className="block truncate text-sm text-slate-500 dark:text-slate-400">@{user.username}</span>
        </span>
      </Link>
      <Button
        variant="secondary"
        className="shrink-0 px-4 py-1.5 text-sm"
        onClick={unblock}
        disabled={block.isPending}
        aria-label={t('block.unblockLabel', { username: user.username })}
      >
        {block.isPending ? t('block.unblocking') : t('block.unblock')}
      </Button>
    </div>
  )
}
