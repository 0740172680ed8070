import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { Providers } from './app/providers.tsx'
import { router } from './app/router.tsx'
import { i18nReady } from './i18n/index.ts'
import './styles.css'

// A Turkish reader's table arrives as its own chunk; the first paint waits for it (index.html has
// already painted the background and the mark).
await i18nReady.catch(() => undefined)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
)
