import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DropdownMenu } from '@/components/ui/dropdown-menu.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { LogoMark } from '@/components/ui/logo.tsx'
import { ThemeToggle } from '@/components/ui/theme-toggle.tsx'
import { NAV_ITEMS } from './nav-items.ts'
import { ProfileMenu } from './profile-menu.tsx'

const MORE_ITEMS = NAV_ITEMS.filter((item) => !item.tab)

/** The phone's compact top bar (below 640 px): logo, theme, the entries the tab bar has no room for. */
export function MobileTopBar() {
  const { t } = useTranslation('nav')
  return (
    <div className="flex h-14 items-center gap-1 border-b border-slate-200 px-3 sm:hidden dark:border-slate-800">
      <Link
        to="/home"
        aria-label={t('homeLink')}
        className="mr-auto flex items-center gap-2 rounded-full p-1 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <LogoMark className="size-8" />
        <span className="text-lg font-extrabold tracking-tight">Agora</span>
      </Link>
      <ThemeToggle />
      <DropdownMenu
        label={t('more')}
        items={MORE_ITEMS.map((item) => ({
          key: item.key,
          label: t(`items.${item.key}`),
          icon: item.icon,
          to: item.to,
        }))}
        buttonClassName="inline-flex size-10 items-center justify-center rounded-full text-slate-600 transition hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Icon name="more" className="size-5" />
      </DropdownMenu>
      <ProfileMenu placement="bottom" />
    </div>
  )
}
