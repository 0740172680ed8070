import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/ui/icon.tsx'

/** The badges of spec 000 section 6, most senior first. */
export type RoleBadgeKind = 'admin' | 'UniAdmin' | 'ComAdmin' | 'ComMod' | 'user'

export interface RoleHolder {
  role: string
  /** Community roles (ComAdmin, ComMod) ride here; a list item may not carry them. */
  roles?: readonly string[]
  is_admin?: boolean
}

/** The one badge an account shows: its most senior role, a plain verified user otherwise. */
export function roleBadgeKind(user: RoleHolder): RoleBadgeKind {
  const roles = user.roles ?? []
  if (user.is_admin || user.role === 'admin' || roles.includes('admin')) return 'admin'
  if (user.role === 'UniAdmin' || roles.includes('UniAdmin')) return 'UniAdmin'
  if (roles.includes('ComAdmin')) return 'ComAdmin'
  if (roles.includes('ComMod')) return 'ComMod'
  return 'user'
}

const COLORS: Record<RoleBadgeKind, string> = {
  admin: 'text-red-500',
  UniAdmin: 'text-violet-500',
  ComAdmin: 'text-emerald-500',
  ComMod: 'text-amber-500',
  user: 'text-brand-500',
}

/**
 * The role badge shown next to every account's name (spec 001 section 2), with its tooltip (spec
 * 000 section 6) on hover and on keyboard focus; its accessible name is the tooltip's text.
 */
export function RoleBadge({
  user,
  size = 'md',
  focusable = true,
}: {
  user: RoleHolder
  size?: 'sm' | 'md'
  /** False inside a link, which must not hold another focus stop; the tooltip still shows on hover. */
  focusable?: boolean
}) {
  const { t } = useTranslation('user')
  const kind = roleBadgeKind(user)
  const label = t(`roles.${kind}`)
  return (
    <span className="group relative inline-flex shrink-0 align-middle">
      <span
        role="img"
        aria-label={label}
        // Focusable so that keyboard users reach the tooltip as mouse users do.
        tabIndex={focusable ? 0 : undefined}
        className={`inline-flex rounded-full focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none ${COLORS[kind]}`}
      >
        <Icon name="badgeCheck" className={size === 'sm' ? 'size-4' : 'size-5'} strokeWidth={2.25} />
      </span>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute bottom-full left-1/2 z-30 mb-1.5 hidden -translate-x-1/2 rounded-lg bg-slate-900 px-2.5 py-1 text-xs font-medium whitespace-nowrap text-white shadow-lg group-focus-within:block group-hover:block dark:bg-slate-100 dark:text-slate-900"
      >
        {label}
      </span>
    </span>
  )
}
