import type { ReportSnapshot } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { formatFullDateTime } from '@/lib/format.ts'
import { mediaUrl } from '@/lib/media-url.ts'

/** The reported thing as it was when reported: its title, text, images, owner and date. */
export function SnapshotView({ snapshot }: { snapshot: ReportSnapshot }) {
  const { t } = useTranslation('moderation')
  return (
    <figure className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-800 dark:bg-slate-900/60">
      <figcaption className="text-xs font-medium text-slate-600 dark:text-slate-400">
        {t('queue.asReported')}
        {snapshot.owner_username && ` · @${snapshot.owner_username}`}
        {snapshot.created_at && ` · ${formatFullDateTime(snapshot.created_at)}`}
      </figcaption>
      {snapshot.title && <p className="mt-1 font-semibold break-words">{snapshot.title}</p>}
      <p className="mt-1 text-[15px] break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
        {snapshot.text || (
          <span className="text-slate-500 italic dark:text-slate-400">{t('queue.noText')}</span>
        )}
      </p>
      {snapshot.media.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-2">
          {snapshot.media.map((path) => (
            <img
              key={path}
              src={mediaUrl(path) ?? undefined}
              alt=""
              loading="lazy"
              className="size-20 rounded-lg object-cover"
            />
          ))}
        </div>
      )}
    </figure>
  )
}
