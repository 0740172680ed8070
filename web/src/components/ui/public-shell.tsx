import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LogoMark } from './logo.tsx'
import { ThemeToggle } from './theme-toggle.tsx'

/**
 * The frame of the screens outside the layout (sign-in, registration, email verification): the
 * product mark, the theme toggle top right and one centred column.
 */
export function PublicShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="flex items-center justify-between px-4 py-3 sm:px-6 sm:py-4">
        <span className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <LogoMark className="size-8" />
          {t('appName')}
        </span>
        <ThemeToggle />
      </header>
      <main className="flex flex-1 justify-center px-4 pt-4 pb-12 sm:items-center sm:pt-0">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  )
}
