import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar.tsx'
import { DropdownMenu } from '@/components/ui/dropdown-menu.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { displayName } from '@/lib/display-name.ts'
import { useCurrentUser } from '@/lib/session.ts'
import { useLogout } from './use-logout.ts'

/**
 * The signed-in user's avatar (and, when `labelled`, from xl up, the name) opening the profile
 * and logout items.
 */
export function ProfileMenu({
  placement,
  labelled = false,
}: {
  placement: 'top' | 'bottom'
  labelled?: boolean
}) {
  const { t } = useTranslation('nav')
  const { data: me } = useCurrentUser()
  const logout = useLogout()
  const name = me ? displayName(me) : ''

  return (
    <DropdownMenu
      label={t('accountMenu')}
      // Labelled, the button shows the user's name: its accessible name must include it.
      nameFromContent={labelled}
      placement={placement}
      align={labelled ? 'start' : 'end'}
      className={labelled ? 'xl:w-full' : ''}
      buttonClassName={`flex items-center gap-3 rounded-full p-1.5 text-left transition hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:hover:bg-slate-900 ${labelled ? 'xl:w-full xl:p-2.5' : ''}`}
      items={[
        { key: 'profile', label: t('items.profile'), icon: 'user', to: '/myprofile' },
        ...(me?.role === 'admin'
          ? [{ key: 'admin', label: t('adminConsole'), icon: 'badgeCheck' as const, to: '/admin' }]
          : []),
        { key: 'logout', label: t('logout'), icon: 'logout', onSelect: logout },
      ]}
    >
      {labelled && <span className="sr-only">{t('accountMenu')}</span>}
      <Avatar src={me?.avatar_url} name={name || '?'} size="md" />
      {labelled && me && (
        <span className="hidden min-w-0 flex-1 xl:block">
          <span className="block truncate text-[15px] font-bold text-slate-900 dark:text-slate-100">
            {name}
          </span>
          <span className="block truncate text-sm text-slate-500 dark:text-slate-400">@{me.username}</span>
        </span>
      )}
      {labelled && <Icon name="more" className="hidden size-5 text-slate-500 xl:block" />}
    </DropdownMenu>
  )
}
