import type { LinkCard as Card } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { useLinkPreview } from '@/lib/link-preview.ts'
import { mediaUrl } from '@/lib/media-url.ts'
import { Icon } from './icon.tsx'

const FRAME = 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950'

/** The address's host without "www.", what a card names when the page gives no site name. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}

/**
 * The card of a link (issue 31): the page's image (stored and re-encoded by the server), its site,
 * title and description as plain text, opening the page in a new tab. `compact` lays it out in a row
 * for chat bubbles and the composer; `onRemove` adds the composer's remove button.
 */
export function LinkCard({
  card,
  compact = false,
  onRemove,
  className = '',
}: {
  card: Card
  compact?: boolean
  onRemove?: () => void
  className?: string
}) {
  const { t } = useTranslation()
  const image = mediaUrl(card.image_url)
  const site = card.site_name ?? hostOf(card.url)
  return (
    <div className={`relative ${className}`}>
      <a
        href={card.url}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        data-link-card=""
        className={`flex overflow-hidden rounded-2xl border text-left transition hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:hover:bg-slate-900/60 ${FRAME} ${compact ? 'flex-row items-stretch' : 'flex-col'}`}
      >
        {image && (
          <img
            src={image}
            alt=""
            loading="lazy"
            decoding="async"
            className={
              compact
                ? 'w-20 shrink-0 self-stretch border-r border-slate-200 object-cover dark:border-slate-800'
                : 'aspect-[1.91/1] w-full border-b border-slate-200 object-cover dark:border-slate-800'
            }
          />
        )}
        <span className={`flex min-w-0 flex-col gap-0.5 ${compact ? 'px-3 py-2' : 'px-3 py-2.5'}`}>
          <span className="truncate text-[13px] text-slate-600 dark:text-slate-400">{site}</span>
          <span
            className={`font-semibold text-slate-900 dark:text-slate-100 ${compact ? 'line-clamp-1 text-sm' : 'line-clamp-2 text-[15px]'}`}
          >
            {card.title}
          </span>
          {card.description && (
            <span
              className={`text-slate-600 dark:text-slate-400 ${compact ? 'line-clamp-1 text-[13px]' : 'line-clamp-2 text-sm'}`}
            >
              {card.description}
            </span>
          )}
          <span className="sr-only">{t('ui.linkCard.opensOutside', { site: hostOf(card.url) })}</span>
        </span>
      </a>
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('ui.linkCard.remove')}
          title={t('ui.linkCard.remove')}
          className="absolute top-1.5 right-1.5 rounded-full bg-slate-900/75 p-1 text-white transition hover:bg-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <Icon name="close" className="size-4" />
        </button>
      )}
    </div>
  )
}

/**
 * A composer's preview of its text's first link (issue 31), with the button that leaves the card
 * out of the post or message; a page without a card shows nothing.
 */
export function ComposerLinkCard({
  text,
  removedFor,
  onRemove,
}: {
  text: string
  removedFor: string | null
  onRemove: (url: string) => void
}) {
  const { t } = useTranslation()
  const preview = useLinkPreview(text, removedFor)
  if (preview.loading) {
    return (
      <p role="status" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {t('ui.linkCard.loading')}
      </p>
    )
  }
  const { card, url } = preview
  if (!card || !url) return null
  return <LinkCard card={card} compact onRemove={() => onRemove(url)} className="mt-2" />
}
