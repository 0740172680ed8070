import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'

const SidePanelContent = lazy(() =>
  import('./side-panel-content.tsx').then((m) => ({ default: m.SidePanelContent })),
)

/**
 * The right column from xl up (spec 001 section 2). Its parts are a chunk of their own that arrives
 * after the screen's: the column is beside the main content, not what the reader came for, and a
 * phone, which hides it, does not wait for it.
 */
export function SidePanel() {
  const { t } = useTranslation('nav')
  return (
    <aside aria-label={t('sidePanel')} className="hidden w-[350px] shrink-0 py-2 pl-6 xl:block">
      <Suspense fallback={null}>
        <SidePanelContent />
      </Suspense>
    </aside>
  )
}
