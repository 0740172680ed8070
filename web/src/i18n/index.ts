import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { en } from './en/index.ts'
import { tr } from './tr/index.ts'

export type Locale = 'en' | 'tr'
export const LOCALES: Locale[] = ['en', 'tr']
const KEY = 'locale'

export function storedLocale(): Locale {
  const v = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY)
  return v === 'tr' ? 'tr' : 'en'
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: typeof en
  }
}

// Both tables are bundled; nothing is loaded remotely (spec 001 section 1).
void i18n.use(initReactI18next).init({
  resources: { en, tr },
  lng: storedLocale(),
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: Object.keys(en),
  interpolation: { escapeValue: false },
  returnNull: false,
})

i18n.on('languageChanged', (lng) => {
  localStorage.setItem(KEY, lng)
  document.documentElement.lang = lng
})
document.documentElement.lang = i18n.language

export default i18n
