import type { CommunityUserRole } from '@agora/contract'
import { useTranslation } from 'react-i18next'

/**
 * The card's badge (spec 000 section 6): 'Site Admin' for a site admin; 'Your Community' for its
 * creator, ComAdmin and ComMods; none for a plain user. Its tooltip names the role.
 */
export function RoleBadge({ role }: { role: CommunityUserRole }) {
  const { t } = useTranslation('communities')
  if (role === 'user') return null
  return (
    <span
      title={t(`roleTips.${role}`)}
      className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 dark:bg-slate-800 dark:text-brand-300"
    >
      {role === 'admin' ? t('badge.admin') : t('badge.own')}
    </span>
  )
}
