import type { Community } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/ui/icon.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useCommunityBell } from '../api/get-community-bell.ts'
import { useSetCommunityBell } from '../api/set-community-bell.ts'

/** A member's bell: on, every new post in the community notifies them (community_post). */
export function CommunityBellButton({ community }: { community: Community }) {
  const { t } = useTranslation('community')
  const toast = useToast()
  const member = community.membership_status === 'member'
  const bell = useCommunityBell(community.id, member)
  const set = useSetCommunityBell(community.id)
  if (!member || !bell.data) return null
  const on = bell.data.enabled
  const label = on ? t('bell.off') : t('bell.on')
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={label}
      title={label}
      disabled={set.isPending}
      onClick={() =>
        set.mutate(!on, {
          onSuccess: (answer) => toast.success(t(answer.enabled ? 'bell.turnedOn' : 'bell.turnedOff')),
          onError: (e) => toast.error(errorMessage(e, t('errors.action'))),
        })
      }
      className={`inline-flex size-9 items-center justify-center rounded-full border transition focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-50 ${
        on
          ? 'border-brand-500 bg-brand-500 text-white'
          : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800'
      }`}
    >
      <Icon name="bell" className="size-5" strokeWidth={on ? 2.5 : 1.75} />
    </button>
  )
}
