import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { CountBadge } from '@/components/ui/count-badge.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { useCurrentUser } from '@/lib/session.ts'
import { useWidgetState } from '../hooks/use-widget-state.ts'
import { showsChatWidget } from '../lib/widget-state.ts'

const OpenWidget = lazy(() => import('./open-widget.tsx').then((m) => ({ default: m.OpenWidget })))

/** Where it floats: bottom-right, above the phone's tab bar; 340 px wide (at most 320 on a phone). */
const PLACE = 'fixed right-2 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-40 sm:right-6 sm:bottom-0'

/**
 * The floating chat widget (spec 001 section 2) on every signed-in screen but Messages: closed, a
 * Messages bar (a round button on phones) with the unread count; open, the latest chats or a quick
 * chat, 500 px high expanded or 350 px collapsed. Its state outlives reloads (localStorage).
 */
export function ChatWidget({ unread }: { unread: number }) {
  const { t } = useTranslation('floatingMessages')
  const { pathname } = useLocation()
  const me = useCurrentUser().data
  const widget = useWidgetState()
  const { state } = widget
  if (!me || !showsChatWidget(pathname)) return null

  if (!state.open) {
    // Named by its text (WCAG 2.5.3): 'Messages', and with unread ones 'Messages 3 unread' (the badge's
    // count). On a phone the round button shows no title; it is still the button's name.
    return (
      <button
        type="button"
        onClick={widget.open}
        className={`${PLACE} flex items-center gap-3 rounded-full border border-slate-200 bg-white p-3 text-slate-900 shadow-lg shadow-slate-900/10 transition hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none sm:w-[340px] sm:rounded-b-none sm:rounded-t-2xl sm:px-4 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:shadow-black/40 dark:hover:bg-slate-800`}
      >
        <Icon name="messages" className="size-6" />
        <span className="flex-1 text-left text-[17px] font-bold max-sm:sr-only">{t('title')}</span>
        {/* One badge: over the round button's corner on a phone, in the bar from 640 px. (Two, one
            hidden per breakpoint, showed both on a phone: the badge's own inline-flex beat hidden.) */}
        <CountBadge count={unread} className="max-sm:absolute max-sm:-top-1 max-sm:-right-1" />
        {unread > 0 && <span className="sr-only"> {t('unreadSuffix')}</span>}
        <Icon name="chevronUp" className="hidden size-5 sm:inline" />
      </button>
    )
  }

  return (
    <Suspense fallback={null}>
      <OpenWidget widget={widget} viewerId={me.id} title={t('title')} place={PLACE} />
    </Suspense>
  )
}
