import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { LogoMark } from '@/components/ui/logo.tsx'
import { useDocumentTitle } from '@/lib/use-document-title.ts'

/** The router's last resort when a screen throws: a calm message and a way out, never a blank page. */
export function RootBoundary() {
  const error = useRouteError()
  const { t } = useTranslation()
  useDocumentTitle(t('crash.title'))
  useEffect(() => {
    // Kept in the console so that a report can include what actually failed.
    console.error(error)
  }, [error])
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-white px-6 text-center text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <LogoMark className="size-14" />
      <h1 className="mt-6 text-2xl font-bold">{t('crash.title')}</h1>
      <p className="mt-2 max-w-sm text-slate-500 dark:text-slate-400">{t('crash.body')}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {t('crash.reload')}
      </Button>
    </main>
  )
}
