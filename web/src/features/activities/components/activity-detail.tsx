import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { CopyLinkButton } from '@/components/ui/copy-link-button.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { ActivityActions } from '@/entities/activity/components/activity-actions.tsx'
import { ActivityMeta } from '@/entities/activity/components/activity-meta.tsx'
import { ActivityOwnerMenu } from '@/entities/activity/components/activity-owner-menu.tsx'
import { AnnouncementFacts } from '@/entities/activity/components/announcement-facts.tsx'
import { type Activity, isEvent, organiser } from '@/entities/activity/lib/paths.ts'
import { mediaUrl } from '@/lib/media-url.ts'
import { AcknowledgementPanel } from './acknowledgement-panel.tsx'
import { ActivityComments } from './activity-comments.tsx'
import { AddToCalendarButton } from './add-to-calendar-button.tsx'
import { EventCheckIn } from './event-check-in.tsx'

const LINK =
  'rounded hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none'

/**
 * The body of /events/:id and /academics/:id (spec 001 section 2): banner, organiser link, date,
 * 24-hour time and location, the full text, the related-info link (an announcement's university
 * website), like, save, attend and share, and the comments. Deleting it leads to its organiser.
 */
export function ActivityDetail({ item }: { item: Activity }) {
  const { t } = useTranslation('activity')
  const navigate = useNavigate()
  const banner = mediaUrl(item.banner_url)
  const by = organiser(item)
  const event = isEvent(item)
  const text = event ? item.description : item.content
  const website = event ? null : item.university_website
  return (
    <>
      <article aria-labelledby="activity-title" className="px-4 pt-3 pb-2">
        {banner && (
          <img
            src={banner}
            alt=""
            className="mb-4 aspect-[3/1] w-full rounded-2xl border border-slate-200 object-cover dark:border-slate-800"
          />
        )}
        <div className="flex items-start justify-between gap-3">
          <p className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
            <span className="rounded bg-brand-500/10 px-1.5 py-0.5 font-semibold text-brand-700 dark:text-brand-300">
              {event ? t('kind.event') : t('kind.announcement')}
            </span>
            <Link to={by.to} className={`font-semibold text-brand-700 dark:text-brand-400 ${LINK}`}>
              {by.name}
            </Link>
          </p>
          <ActivityOwnerMenu item={item} onDeleted={() => void navigate(by.to, { replace: true })} />
        </div>
        <h2 id="activity-title" className="mt-2 text-2xl leading-tight font-bold break-words">
          {item.title}
        </h2>
        <div className="mt-2">
          <ActivityMeta item={item} />
          {!event && <AnnouncementFacts item={item} detailed />}
        </div>
        {!event && <AcknowledgementPanel item={item} />}
        {text && (
          <p className="mt-4 text-[17px] leading-7 break-words whitespace-pre-wrap text-slate-900 dark:text-slate-100">
            {text}
          </p>
        )}
        {website && (
          <a
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            className={`mt-4 inline-flex items-center gap-1.5 text-[15px] font-medium text-brand-700 dark:text-brand-400 ${LINK}`}
          >
            <Icon name="externalLink" className="size-4" />
            {t('detail.relatedInfo')}
          </a>
        )}
        {event && <EventCheckIn event={item} />}
        <div className="mt-3 border-t border-slate-200 pt-1 dark:border-slate-800">
          <ActivityActions
            item={item}
            extra={
              <>
                {event && <AddToCalendarButton eventId={item.id} />}
                <CopyLinkButton
                  label={t('share.label')}
                  copiedLabel={t('share.copied')}
                  failedLabel={t('share.failed')}
                />
              </>
            }
          />
        </div>
      </article>
      <ActivityComments item={item} />
    </>
  )
}
