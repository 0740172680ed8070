import { useTranslation } from 'react-i18next'
import { LOCALES, type Locale } from '@/i18n/index.ts'
import { useUpdateLocale } from '../api/update-locale.ts'
import { ChoiceRow } from './settings-parts.tsx'

/**
 * English or Turkish; i18n/index.ts stores the choice under the locale key for this browser, and the
 * account keeps it too, for the mails it is sent (issue 30).
 */
export function LanguageSection() {
  const { t, i18n } = useTranslation('settings')
  const updateLocale = useUpdateLocale()
  const current = i18n.resolvedLanguage ?? i18n.language
  const choose = (locale: Locale) => {
    void i18n.changeLanguage(locale)
    updateLocale.mutate(locale)
  }
  return (
    <fieldset>
      <legend className="mb-4 text-slate-500 dark:text-slate-400">{t('language.description')}</legend>
      <div className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
        {LOCALES.map((locale) => (
          <ChoiceRow
            key={locale}
            name="locale"
            value={locale}
            label={t(`language.${locale}`)}
            lang={locale}
            checked={current === locale}
            onChoose={() => choose(locale)}
          />
        ))}
      </div>
    </fieldset>
  )
}
