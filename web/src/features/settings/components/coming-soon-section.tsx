import { useTranslation } from 'react-i18next'

/** The specification's placeholder for the sections that have no content yet. */
export function ComingSoonSection() {
  const { t } = useTranslation('settings')
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
      <p className="text-lg font-semibold">{t('comingSoon.title')}</p>
      <p className="mt-1 text-slate-500 dark:text-slate-400">{t('comingSoon.body')}</p>
    </div>
  )
}
