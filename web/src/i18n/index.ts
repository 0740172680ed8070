import i18n, { type BackendModule } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { en } from './en/index.ts'

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

/**
 * Both tables are bundled with the app and nothing is loaded from elsewhere (spec 001 section 1), but
 * only English, the fallback, rides in the first download: the Turkish table is a chunk of the same
 * build, fetched when the reader's language is Turkish (main.tsx waits for it before the first paint)
 * or when they switch to it (changeLanguage resolves once it is in).
 */
const bundledChunks: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (language !== 'tr') return callback(null, {})
    import('./tr/index.ts').then(
      ({ tr }) => callback(null, tr[namespace as keyof typeof tr]),
      (error: Error) => callback(error, false),
    )
  },
}

export const i18nReady = i18n
  .use(bundledChunks)
  .use(initReactI18next)
  .init({
    resources: { en },
    partialBundledLanguages: true,
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
