import { useTranslation } from 'react-i18next'
import { LOCALES } from '@/i18n/index.ts'

/** English or Turkish; i18n/index.ts stores the choice under the locale key. */
export function LanguageSection() {
  const { t, i18n } = useTranslation('settings')
  const current = i18n.resolvedLanguage ?? i18n.language
  return (
    <fieldset>
      <legend className="mb-4 text-slate-500 dark:text-slate-400">{t('language.description')}</legend>
      <div className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
        {LOCALES.map((locale) => (
          <label
            key={locale}
            className="flex cursor-pointer items-center justify-between gap-3 border-slate-200 px-4 py-4 transition not-last:border-b hover:bg-slate-50 has-focus-visible:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900 dark:has-focus-visible:bg-slate-900"
          >
            <span className="font-medium" lang={locale}>
              {t(`language.${locale}`)}
            </span>
            <input
              type="radio"
              name="locale"
              value={locale}
              checked={current === locale}
              onChange={() => void i18n.changeLanguage(locale)}
              className="size-5 accent-brand-500"
            />
          </label>
        ))}
      </div>
    </fieldset>
  )
}
