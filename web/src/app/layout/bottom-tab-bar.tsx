import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { CountBadge } from '@/components/ui/count-badge.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { badgeText, NAV_ITEMS, type NavBadges } from './nav-items.ts'

const TAB_ITEMS = NAV_ITEMS.filter((item) => item.tab)

/** The phone's tab bar (below 640 px) with the main entries. */
export function BottomTabBar({ badges }: { badges: NavBadges }) {
  const { t } = useTranslation('nav')
  return (
    <nav
      aria-label={t('tabBar')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md sm:hidden dark:border-slate-800 dark:bg-slate-950/95"
    >
      <ul className="flex">
        {TAB_ITEMS.map((item) => {
          const label = t(`items.${item.key}`)
          const badged = badgeText(badges[item.key])
          return (
            <li key={item.key} className="flex-1">
              <NavLink
                to={item.to}
                // Named by its content: the label, then the badge's count and "new" (WCAG 2.5.3).
                className={({ isActive }) =>
                  `flex h-14 items-center justify-center transition focus-visible:bg-slate-100 focus-visible:outline-none dark:focus-visible:bg-slate-900 ${
                    isActive ? 'text-brand-500' : 'text-slate-600 dark:text-slate-400'
                  }`
                }
              >
                {({ isActive }) => (
                  <span className="relative">
                    <span className="sr-only">{label} </span>
                    <Icon name={item.icon} className="size-6" strokeWidth={isActive ? 2.5 : 1.75} />
                    <CountBadge count={badges[item.key] ?? 0} className="absolute -top-2 -right-3" />
                    {badged && <span className="sr-only"> {t('newSuffix')}</span>}
                  </span>
                )}
              </NavLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
