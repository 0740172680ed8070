import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Avatar } from '@/components/ui/avatar.tsx'
import { displayName } from '@/lib/display-name.ts'
import { mediaUrl } from '@/lib/media-url.ts'
import { RoleBadge, type RoleHolder } from './role-badge.tsx'

/** What a row reads of an account: UserSummary, or the requester of a follow request. */
export interface RowUser extends RoleHolder {
  id: number
  username: string
  nickname?: string | null
  full_name?: string | null
  bio?: string | null
  avatar_url?: string | null
}

/**
 * An account in a list (followers, following, follow requests, blocked accounts): avatar, display
 * name with the role badge, @username and the bio, linking to the profile; `actions` sit on the right
 * (approve and reject, unblock), outside the link.
 */
export function UserRow({
  user,
  actions,
  onNavigate,
}: {
  user: RowUser
  actions?: ReactNode
  /** Called when the row's link is followed (a dialog listing the row closes). */
  onNavigate?: () => void
}) {
  const name = displayName(user)
  return (
    // On a phone the actions move under the name when both do not fit on one line.
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
      <Link
        to={`/users/${user.id}`}
        onClick={onNavigate}
        className="flex min-w-48 flex-1 items-start gap-3 rounded-xl focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <Avatar src={mediaUrl(user.avatar_url)} name={name} />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-1">
            <span className="truncate font-bold text-slate-900 hover:underline dark:text-slate-100">
              {name}
            </span>
            <RoleBadge user={user} size="sm" focusable={false} />
          </span>
          <span className="block truncate text-[15px] text-slate-500 dark:text-slate-400">
            @{user.username}
          </span>
          {user.bio && (
            <span className="mt-1 line-clamp-2 block text-[15px] text-slate-700 dark:text-slate-300">
              {user.bio}
            </span>
          )}
        </span>
      </Link>
      {actions && <div className="ml-auto flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  )
}
