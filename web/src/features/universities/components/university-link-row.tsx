import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Avatar } from '@/components/ui/avatar.tsx'
import { mediaUrl } from '@/lib/media-url.ts'

/** A university in a list (popular, all): avatar, name and a line under it, linking to its page. */
export function UniversityLinkRow({
  id,
  name,
  avatarUrl,
  detail,
  leading,
}: {
  id: number
  name: string
  avatarUrl: string | null
  detail: ReactNode
  leading?: ReactNode
}) {
  return (
    <Link
      to={`/universities/${id}`}
      className="flex items-center gap-3 px-4 py-3 transition hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none focus-visible:ring-inset dark:hover:bg-slate-900/60 dark:focus-visible:bg-slate-900/60"
    >
      {leading}
      <Avatar src={mediaUrl(avatarUrl)} name={name} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-bold text-slate-900 dark:text-slate-100">{name}</span>
        <span className="block truncate text-sm text-slate-600 dark:text-slate-400">{detail}</span>
      </span>
    </Link>
  )
}
