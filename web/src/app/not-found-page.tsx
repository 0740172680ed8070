import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button.tsx'
import { useDocumentTitle } from '@/lib/use-document-title.ts'

/** Any path inside the layout that no screen claims (yet). */
export function NotFoundPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('notFound.title'))
  return (
    <section className="flex flex-col items-center px-6 py-24 text-center">
      <p aria-hidden="true" className="text-6xl font-extrabold tracking-tight text-brand-500">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-2 max-w-sm text-balance text-slate-500 dark:text-slate-400">{t('notFound.body')}</p>
      <Link to="/home" className={buttonClass('primary', 'mt-8')}>
        {t('notFound.home')}
      </Link>
    </section>
  )
}
