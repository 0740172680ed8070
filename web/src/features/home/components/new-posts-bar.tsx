import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/ui/icon.tsx'

/**
 * The 'Show new posts' bar (spec 000 section 2): under the sticky tabs, so it is in view wherever the
 * reader has scrolled; it appears only while newer posts are waiting (features/home/api/new-posts.ts).
 */
export function NewPostsBar({ waiting, onShow }: { waiting: number; onShow: () => void }) {
  const { t } = useTranslation('home')
  return (
    <div aria-live="polite" className="flex justify-center empty:hidden">
      {waiting > 0 && (
        <button
          type="button"
          onClick={onShow}
          className="my-2 inline-flex items-center gap-2 rounded-full bg-brand-500 px-4 py-2 text-sm font-semibold text-white shadow-md transition hover:bg-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none motion-reduce:transition-none dark:focus-visible:ring-offset-slate-950"
        >
          <Icon name="chevronUp" className="size-4" />
          {t('feed.showNew')}
        </button>
      )}
    </div>
  )
}
