import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { Providers } from './app/providers.tsx'
import { router } from './app/router.tsx'
import { holdIdleWorkUntil, whenIdle } from './components/ui/lazy-part.ts'
import { FullScreenSpinner } from './components/ui/spinner.tsx'
import { i18nReady, loadAllStrings } from './i18n/index.ts'
import { createQueryClient } from './lib/query-client.ts'
import { prefetchSession } from './lib/session.ts'
import './styles.css'

// A Turkish reader's table arrives as its own chunk; the first paint waits for it (index.html has
// already painted the background and the mark).
await i18nReady.catch(() => undefined)

// Who is signed in is asked at once, beside the first screen's chunks, not after them.
const queryClient = createQueryClient()
prefetchSession(queryClient)

// What can wait (the UI kit's parts, the rest of the strings) waits until the router has the first
// screen's chunks: on a slow link they would share it.
holdIdleWorkUntil(
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve()
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve()
    })
  }),
)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers client={queryClient}>
      {/* A part that needs strings not yet in (i18n/index.ts) waits here rather than showing keys. */}
      <Suspense fallback={<FullScreenSpinner />}>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>
  </StrictMode>,
)

// The strings past the first screens follow once the page is idle; other screens wait for them.
whenIdle(() => void loadAllStrings())

// The installed app's worker (public/sw.js: the offline page), in production builds only, once the page
// has loaded and is idle: its script is never part of the first download.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    whenIdle(() => void navigator.serviceWorker.register('/sw.js').catch(() => undefined))
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
