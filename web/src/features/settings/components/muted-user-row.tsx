import type { MutedUser } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Avatar } from '@/components/ui/avatar.tsx'
import { Button } from '@/components/ui/button.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { useMuteUser } from '@/entities/user/api/mute-user.ts'
import { errorMessage } from '@/lib/api-client.ts'
import { displayName } from '@/lib/display-name.ts'

/**
 * One muted account: who it is (a link to the profile), until when, and Unmute. The toggle shows at
 * once (the row reads "Mute" again, so a slip is undone in place); the list drops it on its refetch.
 */
export function MutedUserRow({ user }: { user: MutedUser }) {
  const { t, i18n } = useTranslation('settings')
  const toast = useToast()
  const mute = useMuteUser(user.id)
  const name = displayName(user)
  const muted = user.relation.is_muted
  const until = user.mute_expires_at
    ? t('mute.until', {
        date: new Date(user.mute_expires_at).toLocaleString(i18n.language, {
          dateStyle: 'medium',
          timeStyle: 'short',
        }),
      })
    : null

  const toggle = () =>
    mute.mutate(!muted, {
      onSuccess: () => toast.success(t(muted ? 'mute.unmuted' : 'mute.muted', { username: user.username })),
      onError: (error) =>
        toast.error(errorMessage(error, t(muted ? 'mute.unmuteFailed' : 'mute.muteFailed'))),
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
          <span className="block truncate text-sm text-slate-500 dark:text-slate-400">
            @{user.username}
            {until && <> · {until}</>}
          </span>
        </span>
      </Link>
      <Button
        variant="secondary"
        className="shrink-0 px-4 py-1.5 text-sm"
        onClick={toggle}
        aria-label={t(muted ? 'mute.unmuteLabel' : 'mute.muteLabel', { username: user.username })}
      >
        {t(muted ? 'mute.unmute' : 'mute.action')}
      </Button>
    </div>
  )
}
