import type { IconName } from '@/components/ui/icon.tsx'

export type NavKey =
  | 'home'
  | 'explore'
  | 'messages'
  | 'bookmarks'
  | 'notifications'
  | 'communities'
  | 'universities'
  | 'settings'
  | 'profile'

export interface NavItem {
  key: NavKey
  to: string
  icon: IconName
  /** On the phone tab bar; the rest sit in the top bar's More menu. */
  tab: boolean
}

/** The left navigation of spec 001 section 2, in its order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', to: '/home', icon: 'home', tab: true },
  { key: 'explore', to: '/search', icon: 'search', tab: true },
  { key: 'messages', to: '/messages', icon: 'messages', tab: true },
  { key: 'bookmarks', to: '/bookmarks', icon: 'bookmark', tab: false },
  { key: 'notifications', to: '/notifications', icon: 'bell', tab: true },
  { key: 'communities', to: '/communities', icon: 'users', tab: true },
  { key: 'universities', to: '/universities', icon: 'university', tab: false },
  { key: 'settings', to: '/settings', icon: 'settings', tab: false },
  { key: 'profile', to: '/myprofile', icon: 'user', tab: false },
]

/** Unread counts per entry (notifications, messages); an entry without a count shows no badge. */
export type NavBadges = Partial<Record<NavKey, number>>

/** The right side panel is left out on these screens (spec 001 section 2). */
const PANEL_HIDDEN = ['/settings', '/messages', '/universities', '/communities']

export function showsSidePanel(pathname: string): boolean {
  return !PANEL_HIDDEN.some((p) => pathname === p || pathname.startsWith(`${p}/`))
}

/** An entry's unread count as its badge shows it (99+), or null when there is none. */
export function badgeText(count: number | undefined): string | null {
  if (!count || count <= 0) return null
  return count > 99 ? '99+' : String(count)
}
