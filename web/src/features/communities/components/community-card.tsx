import type { Community } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Avatar } from '@/components/ui/avatar.tsx'
import { Button } from '@/components/ui/button.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { countOptions } from '@/lib/count-label.ts'
import { mediaUrl } from '@/lib/media-url.ts'
import { useInvitationStatus } from '../api/get-invitation-status.ts'
import { useJoinCommunity } from '../api/join-community.ts'
import { RoleBadge } from './role-badge.tsx'

/**
 * A community on /communities (spec 000 section 2): its avatar or initial, name, description or the
 * default text, the role badge, up to 3 member avatars, the member count with its university (several
 * universities may have a community of the same name), and Join or a disabled Pending (the status read
 * per card; only pending is shown).
 */
export function CommunityCard({ community }: { community: Community }) {
  const { t } = useTranslation('communities')
  const toast = useToast()
  const status = useInvitationStatus(community.id)
  const join = useJoinCommunity(community.id)
  const pending = status.data === 'pending'
  // Someone its staff invited joins from the card too (at once).
  const canJoin = community.abilities.can_join && (status.data === 'none' || status.data === 'invited')
  const titleId = `community-${community.id}`
  return (
    <article
      aria-labelledby={titleId}
      className="flex gap-3 border-b border-slate-200 px-4 py-4 dark:border-slate-800"
    >
      <Avatar src={mediaUrl(community.avatar_url)} name={community.name} size="lg" className="rounded-2xl!" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="truncate text-lg font-bold">
            <Link to={`/communities/${community.id}`} className="hover:underline focus-visible:underline">
              {community.name}
            </Link>
          </h2>
          <RoleBadge role={community.user_role} />
        </div>
        <p className="mt-0.5 line-clamp-2 text-[15px] text-slate-600 dark:text-slate-400">
          {community.description || t('noDescription')}
        </p>
        <div className="mt-2 flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
          <span className="flex -space-x-2" aria-hidden="true">
            {community.first_members.slice(0, 3).map((m) => (
              <Avatar
                key={m.id}
                src={mediaUrl(m.avatar_url)}
                name={m.username}
                size="sm"
                className="ring-2 ring-white dark:ring-slate-950"
              />
            ))}
          </span>
          <span className="min-w-0 truncate">
            {t('members', countOptions(community.members_count))} · {community.university_name}
          </span>
        </div>
      </div>
      <div className="shrink-0 self-center">
        {pending && (
          <Button variant="secondary" disabled className="px-4 py-1.5 text-sm">
            {t('pending')}
          </Button>
        )}
        {canJoin && !pending && (
          <Button
            className="px-4 py-1.5 text-sm"
            busy={join.isPending}
            onClick={() =>
              join.mutate(undefined, {
                onError: (error) => toast.error(errorMessage(error, t('errors.join'))),
              })
            }
          >
            {t('join')}
          </Button>
        )}
      </div>
    </article>
  )
}
