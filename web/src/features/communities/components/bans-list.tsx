import type { Community } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar.tsx'
import { Button } from '@/components/ui/button.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { mediaUrl } from '@/lib/media-url.ts'
import { useBans } from '../api/get-bans.ts'
import { useUnbanMember } from '../api/unban-member.ts'

/** Under the members, for its staff: who is banned, why, and Unban. Nothing when nobody is. */
export function BansList({ community }: { community: Community }) {
  const { t } = useTranslation('community')
  const toast = useToast()
  const bans = useBans(community.id, community.abilities.can_moderate)
  const unban = useUnbanMember(community.id)
  if (!bans.data?.length) return null
  return (
    <section aria-labelledby="community-bans" className="border-t border-slate-200 dark:border-slate-800">
      <h3 id="community-bans" className="px-4 pt-4 pb-2 text-lg font-bold">
        {t('bans.title')}
      </h3>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {bans.data.map((ban) => (
          <li key={ban.user.id} className="flex items-center gap-3 px-4 py-3">
            <Avatar src={mediaUrl(ban.user.avatar_url)} name={ban.user.username} size="md" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold">@{ban.user.username}</p>
              <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                {t('log.reason', { reason: ban.reason })}
              </p>
            </div>
            <Button
              variant="secondary"
              className="px-3 py-1.5 text-sm"
              onClick={() =>
                unban.mutate(ban.user.id, {
                  onSuccess: () => toast.success(t('bans.lifted')),
                  onError: (e) => toast.error(errorMessage(e, t('errors.action'))),
                })
              }
            >
              {t('bans.unban')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
