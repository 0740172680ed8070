import { useTranslation } from 'react-i18next'
import { PanelStates } from '@/components/ui/panel-states.tsx'
import { useCases } from '../api/get-cases.ts'
import { CaseCard } from './case-card.tsx'

/** The open cases: the site's in /admin, or one community's on its page (`communityId`) for its staff. */
export function ModerationQueue({ communityId }: { communityId?: number }) {
  const { t } = useTranslation('moderation')
  const cases = useCases(communityId)
  return (
    <PanelStates
      query={cases}
      label={t('admin.reports')}
      failed={t('queue.loadFailed')}
      empty={t('queue.empty')}
    >
      {(items) => (
        <ul aria-label={t('admin.reports')} className="divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((item) => (
            <li key={`${item.target_type}-${item.target_id}`}>
              <CaseCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </PanelStates>
  )
}
