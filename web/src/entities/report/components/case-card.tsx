import type { ModerationCase, ModerationDecision } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { formatFullDateTime } from '@/lib/format.ts'
import { DecisionDialog } from './decision-dialog.tsx'
import { SnapshotView } from './snapshot-view.tsx'

/** Where a reported thing lives in the app, while it still exists. */
function targetPath(c: ModerationCase): string | null {
  switch (c.target_type) {
    case 'post':
      return `/posts/${c.target_id}`
    case 'user':
      return `/users/${c.target_id}`
    case 'community':
      return `/communities/${c.target_id}`
    case 'event':
      return `/events/${c.target_id}`
    case 'announcement':
      return `/academics/${c.target_id}`
    default:
      return null
  }
}

/**
 * One case of the queue: the target as reported, its owner's history, each report (reason, comment,
 * reporter and their record), and the decisions the moderator may take.
 */
export function CaseCard({ item }: { item: ModerationCase }) {
  const { t } = useTranslation('moderation')
  const [deciding, setDeciding] = useState<ModerationDecision | null>(null)
  const path = targetPath(item)
  const headingId = `case-${item.target_type}-${item.target_id}`
  const decisions: ModerationDecision[] = ['dismiss']
  if (item.abilities.can_remove) decisions.push('remove')
  if (item.abilities.can_warn) decisions.push('warn')
  if (item.abilities.can_suspend) decisions.push('suspend')
  return (
    <article aria-labelledby={headingId} className="space-y-3 px-4 py-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-bold">
          {t(`targets.${item.target_type}`)}
          {item.owner && (
            <span className="font-normal text-slate-600 dark:text-slate-400"> · @{item.owner.username}</span>
          )}
          <span className="font-normal text-slate-600 dark:text-slate-400">
            {' · '}
            {t('queue.reports', { count: item.reports.length })}
          </span>
        </h3>
        {path && (
          <Link to={path} className="text-sm font-semibold text-brand-600 underline dark:text-brand-400">
            {t('queue.view')}
          </Link>
        )}
      </header>
      {item.owner && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('queue.ownerHistory', { actions: item.owner_actions, reports: item.owner_reports })}
          {item.owner_suspended_until &&
            ` · ${t('queue.suspendedUntil', { date: formatFullDateTime(item.owner_suspended_until) })}`}
        </p>
      )}
      {item.reports[0] && <SnapshotView snapshot={item.reports[0].snapshot} />}
      <ul className="space-y-2">
        {item.reports.map((r) => (
          <li
            key={r.id}
            className="rounded-xl border border-slate-200 px-3 py-2 text-sm dark:border-slate-800"
          >
            <p className="font-semibold">{t(`categories.${r.category}`)}</p>
            {r.comment && <p className="mt-0.5 break-words whitespace-pre-wrap">{r.comment}</p>}
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {r.reporter && `${t('queue.by', { username: r.reporter.username })} · `}
              {t('queue.reporterHistory', { reports: r.reporter_reports, dismissed: r.reporter_dismissed })}
              {' · '}
              <time dateTime={r.created_at}>{formatFullDateTime(r.created_at)}</time>
            </p>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {decisions.map((d) => (
          <Button
            key={d}
            variant={d === 'dismiss' ? 'secondary' : 'primary'}
            className={`px-4 py-1.5 text-sm ${d === 'dismiss' ? '' : 'bg-red-600 hover:bg-red-700'}`}
            onClick={() => setDeciding(d)}
          >
            {t(`decide.${d}`)}
          </Button>
        ))}
      </div>
      {deciding && <DecisionDialog item={item} decision={deciding} onClose={() => setDeciding(null)} />}
    </article>
  )
}
