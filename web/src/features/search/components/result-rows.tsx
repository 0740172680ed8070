import type { PopularCommunity, PopularUniversity, UserSummary } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Avatar } from '@/components/ui/avatar.tsx'
import { FollowButton } from '@/entities/user/components/follow-button.tsx'
import { UserRow } from '@/entities/user/components/user-row.tsx'
import { countOptions } from '@/lib/count-label.ts'
import { mediaUrl } from '@/lib/media-url.ts'
import { useCurrentUser } from '@/lib/session.ts'

const LINK_ROW =
  'flex items-center gap-3 px-4 py-3 transition hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none focus-visible:ring-inset dark:hover:bg-slate-900/60 dark:focus-visible:bg-slate-900/60'

/** A person in a search list: the account's row, with Follow for anyone but oneself and the blocked. */
export function PersonRow({ user, follow = true }: { user: UserSummary; follow?: boolean }) {
  const me = useCurrentUser().data
  const canFollow = follow && me !== undefined && me.id !== user.id && !user.relation.is_blocked
  return <UserRow user={user} actions={canFollow ? <FollowButton user={user} /> : undefined} />
}

/** A community in a search list, to its page: members, its university, and its description when known. */
export function CommunityRow({ community }: { community: PopularCommunity & { description?: string } }) {
  const { t } = useTranslation('search')
  const members = t('members', countOptions(community.members_count))
  return (
    <Link to={`/communities/${community.id}`} className={LINK_ROW}>
      <Avatar src={mediaUrl(community.avatar_url)} name={community.name} className="rounded-xl!" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-bold text-slate-900 dark:text-slate-100">{community.name}</span>
        <span className="block truncate text-sm text-slate-600 dark:text-slate-400">
          {`${members} · ${community.university_name}`}
        </span>
        {community.description && (
          <span className="mt-0.5 line-clamp-2 block text-sm text-slate-700 dark:text-slate-300">
            {community.description}
          </span>
        )}
      </span>
    </Link>
  )
}

/** A university in a search list, to its page: its city when known, and its members. */
export function UniversityRow({ university }: { university: PopularUniversity & { city?: string | null } }) {
  const { t } = useTranslation('search')
  const members = t('members', countOptions(university.members))
  return (
    <Link to={`/universities/${university.id}`} className={LINK_ROW}>
      <Avatar src={mediaUrl(university.avatar_url)} name={university.name} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-bold text-slate-900 dark:text-slate-100">{university.name}</span>
        <span className="block truncate text-sm text-slate-600 dark:text-slate-400">
          {university.city ? `${university.city} · ${members}` : members}
        </span>
      </span>
    </Link>
  )
}
