import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Avatar } from '@/components/ui/avatar.tsx'
import { PANEL_ROW, PanelCard, PanelNote } from '@/components/ui/panel-card.tsx'
import { countOptions } from '@/lib/count-label.ts'
import { mediaUrl } from '@/lib/media-url.ts'
import { usePopularCommunities } from '../api/get-popular-communities.ts'

/**
 * The side panel's popular communities (spec 001 section 2): 5, each linking to its page and naming its
 * university; the server puts the reader's university's first.
 */
export function PopularCommunities() {
  const { t } = useTranslation('communities')
  const popular = usePopularCommunities()
  return (
    <PanelCard id="popular-communities" title={t('popular.title')}>
      {popular.isPending ? (
        <PanelNote role="status">{t('loading')}</PanelNote>
      ) : popular.isError ? (
        <PanelNote role="alert">{t('errors.load')}</PanelNote>
      ) : popular.data.length === 0 ? (
        <PanelNote>{t('empty.popular')}</PanelNote>
      ) : (
        <ul className="pb-2">
          {popular.data.map((c) => (
            <li key={c.id}>
              <Link to={`/communities/${c.id}`} className={`${PANEL_ROW} flex items-center gap-3`}>
                <Avatar src={mediaUrl(c.avatar_url)} name={c.name} size="md" className="rounded-xl!" />
                <span className="min-w-0">
                  <span className="block truncate font-bold text-slate-900 dark:text-slate-100">
                    {c.name}
                  </span>
                  <span className="block truncate text-sm text-slate-600 dark:text-slate-400">
                    {t('members', countOptions(c.members_count))} · {c.university_name}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PanelCard>
  )
}
