import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { mediaUrl } from '@/lib/media-url.ts'
import { type Activity, activityPagePath, isEvent, organiser } from '../lib/paths.ts'
import { ActivityActions } from './activity-actions.tsx'
import { ActivityMeta } from './activity-meta.tsx'
import { ActivityOwnerMenu } from './activity-owner-menu.tsx'
import { AnnouncementFacts } from './announcement-facts.tsx'

/**
 * An event or an announcement in a list (a university's tabs, bookmarks, For You): its banner, kind
 * and organiser (linked), the title linking to its page, date, 24-hour time and location, the text,
 * and the like, save, attend and comment controls; Edit and Delete as its abilities allow.
 */
export const ActivityCard = memo(function ActivityCard({
  item,
  onDeleted,
}: {
  item: Activity
  onDeleted?: () => void
}) {
  const { t } = useTranslation('activity')
  const event = isEvent(item)
  const banner = mediaUrl(item.banner_url)
  const by = organiser(item)
  const text = event ? item.description : item.content
  return (
    <article
      aria-labelledby={`activity-${item.post_type}-${item.id}`}
      className="border-b border-slate-200 px-4 py-3 dark:border-slate-800"
    >
      {banner && (
        <img
          src={banner}
          alt=""
          loading="lazy"
          decoding="async"
          className="mb-3 aspect-[3/1] w-full rounded-2xl border border-slate-200 object-cover dark:border-slate-800"
        />
      )}
      <div className="flex items-start justify-between gap-3">
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 text-sm">
          <span className="rounded bg-brand-500/10 px-1.5 py-0.5 font-semibold text-brand-700 dark:text-brand-300">
            {event ? t('kind.event') : t('kind.announcement')}
          </span>
          <Link
            to={by.to}
            className="truncate font-medium text-slate-600 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-slate-400"
          >
            {by.name}
          </Link>
        </p>
        <ActivityOwnerMenu item={item} onDeleted={onDeleted} />
      </div>
      <h3 id={`activity-${item.post_type}-${item.id}`} className="mt-1 text-lg leading-snug font-bold">
        <Link
          to={activityPagePath(item)}
          className="hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          {item.title}
        </Link>
      </h3>
      <div className="mt-1">
        <ActivityMeta item={item} />
        {!event && <AnnouncementFacts item={item} />}
      </div>
      {text && (
        <p className="mt-2 line-clamp-3 text-[15px] break-words whitespace-pre-wrap text-slate-900 dark:text-slate-100">
          {text}
        </p>
      )}
      <div className="mt-1">
        <ActivityActions item={item} />
      </div>
    </article>
  )
})
