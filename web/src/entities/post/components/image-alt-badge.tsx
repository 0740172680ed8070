import { useTranslation } from 'react-i18next'
import { Popover } from '@/components/ui/popover.tsx'

/**
 * The ALT badge on an image that has a description (issue 16): a click shows the author's alt text in
 * a popover, for readers who can see the image but want its description too (Bluesky's and
 * Mastodon's badge). Screen readers already read it as the image's alt.
 */
export function AltBadge({ text, number }: { text: string; number: number }) {
  const { t } = useTranslation('post')
  return (
    <Popover
      label={t('alt.title')}
      side="top"
      align="start"
      trigger={
        <button
          type="button"
          aria-label={t('alt.show', { number })}
          onClick={(e) => e.stopPropagation()}
          className="absolute bottom-2 left-2 rounded-md bg-slate-950/75 px-1.5 py-0.5 text-xs font-bold tracking-wide text-white backdrop-blur transition hover:bg-slate-950/90 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
        >
          {t('alt.badge')}
        </button>
      }
    >
      <p className="mb-1 pr-8 text-sm font-bold">{t('alt.title')}</p>
      <p className="max-h-64 max-w-sm overflow-y-auto text-[15px] whitespace-pre-wrap break-words">{text}</p>
    </Popover>
  )
}
