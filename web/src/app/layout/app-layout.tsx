import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router'
import { useChatBadge } from '@/entities/chat/hooks/use-chat-badge.ts'
import { ChatWidget } from '@/features/chat-widget/components/chat-widget.tsx'
import { showsChatWidget, WIDGET_CLEARANCE } from '@/features/chat-widget/lib/widget-state.ts'
import { useNotificationBadge } from '@/features/notifications/hooks/use-notification-badge.ts'
import { BottomTabBar } from './bottom-tab-bar.tsx'
import { MobileTopBar } from './mobile-top-bar.tsx'
import { type NavBadges, showsSidePanel } from './nav-items.ts'
import { SideNav } from './side-nav.tsx'
import { SidePanel } from './side-panel.tsx'

/**
 * The frame of every signed-in screen (spec 001 section 2): below 640 px a top bar and a bottom
 * tab bar, from 640 px an icon rail, from xl the labelled navigation and the side panel.
 */
export function AppLayout() {
  const { t } = useTranslation('nav')
  const { pathname } = useLocation()
  const panel = showsSidePanel(pathname)
  const unreadMessages = useChatBadge().unread
  const badges: NavBadges = { notifications: useNotificationBadge(), messages: unreadMessages }
  return (
    <div className="min-h-dvh bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-500 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <MobileTopBar />
      <div className="mx-auto flex w-full max-w-[1280px] justify-center">
        <SideNav badges={badges} />
        <main
          id="main"
          // The floating chat widget needs room below the last row (issue 28); else the tab bar's.
          className={`min-h-dvh w-full min-w-0 border-slate-200 sm:border-x dark:border-slate-800 ${
            showsChatWidget(pathname) ? WIDGET_CLEARANCE : 'pb-20 sm:pb-0'
          } ${panel ? 'max-w-[600px]' : 'max-w-[960px]'}`}
        >
          <Outlet />
        </main>
        {panel && <SidePanel />}
      </div>
      <ChatWidget unread={unreadMessages} />
      <BottomTabBar badges={badges} />
    </div>
  )
}
