import { useTranslation } from 'react-i18next'
import { Link, NavLink } from 'react-router'
import { CountBadge } from '@/components/ui/count-badge.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { LogoMark } from '@/components/ui/logo.tsx'
import { ThemeToggle } from '@/components/ui/theme-toggle.tsx'
import { Tooltip } from '@/components/ui/tooltip.tsx'
import { badgeText, NAV_ITEMS, type NavBadges } from './nav-items.ts'
import { ProfileMenu } from './profile-menu.tsx'

/**
 * The left navigation from 640 px up: an icon-only rail below xl, the full labelled list from xl.
 * Links carry their label as their name in both forms, so the rail stays accessible; on the rail a
 * tooltip shows it on hover and focus.
 */
export function SideNav({ badges }: { badges: NavBadges }) {
  const { t } = useTranslation('nav')
  return (
    <header className="sticky top-0 hidden h-dvh w-20 shrink-0 flex-col items-center gap-2 overflow-y-auto px-2 py-3 sm:flex xl:w-64 xl:items-stretch xl:px-3">
      <Link
        to="/home"
        aria-label={t('homeLink')}
        className="mb-2 flex items-center gap-3 rounded-full p-2 transition hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:hover:bg-slate-900 xl:self-start xl:pr-4"
      >
        <LogoMark className="size-9" />
        <span className="hidden text-xl font-extrabold tracking-tight xl:inline">Agora</span>
      </Link>
      <nav aria-label={t('mainNavigation')} className="w-full">
        <ul className="flex flex-col items-center gap-1 xl:items-stretch">
          {NAV_ITEMS.map((item) => {
            const label = t(`items.${item.key}`)
            const badged = badgeText(badges[item.key])
            return (
              <li key={item.key}>
                <Tooltip label={label} side="right" className="xl:hidden">
                  <NavLink
                    to={item.to}
                    // Named by its content, in reading order: the label, then the badge's count and "new"
                    // (WCAG 2.5.3: the name holds the visible text). The label comes first in the page
                    // and is drawn after the icon.
                    className="group flex items-center gap-4 rounded-full p-3 text-xl text-slate-700 transition hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none aria-[current=page]:font-bold aria-[current=page]:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-900 dark:aria-[current=page]:text-white xl:px-4"
                  >
                    {({ isActive }) => (
                      <>
                        <span className="sr-only order-last xl:not-sr-only">{label}</span>{' '}
                        <span className="relative">
                          <Icon
                            name={item.icon}
                            className={`size-7 ${isActive ? 'text-brand-500' : ''}`}
                            strokeWidth={isActive ? 2.5 : 1.75}
                          />
                          <CountBadge count={badges[item.key] ?? 0} className="absolute -top-2 -right-2.5" />
                          {badged && <span className="sr-only"> {t('newSuffix')}</span>}
                        </span>
                      </>
                    )}
                  </NavLink>
                </Tooltip>
              </li>
            )
          })}
        </ul>
      </nav>
      <div className="mt-auto flex w-full flex-col items-center gap-2 pt-4 xl:items-stretch">
        <ThemeToggle className="xl:ml-2" />
        <ProfileMenu placement="top" labelled />
      </div>
    </header>
  )
}
