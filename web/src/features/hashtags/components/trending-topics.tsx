import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PANEL_ROW, PanelCard, PanelNote } from '@/components/ui/panel-card.tsx'
import { countOptions } from '@/lib/count-label.ts'
import { useTrendingHashtags } from '../api/get-trending-hashtags.ts'

/** The side panel's trending topics (spec 001 section 2): each links to /search/{#tag}. */
export function TrendingTopics() {
  const { t } = useTranslation('hashtags')
  const trending = useTrendingHashtags()
  return (
    <PanelCard id="trending-topics" title={t('trending.title')}>
      {trending.isPending ? (
        <PanelNote role="status">{t('trending.loading')}</PanelNote>
      ) : trending.isError ? (
        <PanelNote role="alert">{t('trending.failed')}</PanelNote>
      ) : trending.data.length === 0 ? (
        <PanelNote>{t('trending.empty')}</PanelNote>
      ) : (
        <ul className="pb-2">
          {trending.data.map((tag) => (
            <li key={tag.name}>
              <Link to={`/search/${encodeURIComponent(`#${tag.name}`)}`} className={PANEL_ROW}>
                <span className="block font-bold text-slate-900 dark:text-slate-100">#{tag.name}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">
                  {t('trending.posts', countOptions(tag.count))}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PanelCard>
  )
}
