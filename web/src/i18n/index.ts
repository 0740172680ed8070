import i18n, { type BackendModule } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { first } from './en/first.ts'
import type { en } from './en/index.ts'

export type Locale = 'en' | 'tr'
export const LOCALES: Locale[] = ['en', 'tr']
const KEY = 'locale'

export function storedLocale(): Locale {
  const v = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY)
  return v === 'tr' ? 'tr' : 'en'
}

/** The language the app shows now: what registration and Settings tell the server (issue 30). */
export function currentLocale(): Locale {
  return i18n.language === 'tr' ? 'tr' : 'en'
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: typeof en
  }
}

type Namespace = keyof typeof en
const FIRST = Object.keys(first) as Namespace[]

/**
 * Both tables are bundled with the app and nothing is loaded from elsewhere (spec 001 section 1), but
 * only the English namespaces of the first screens ride in the first download (en/first.ts). The other
 * English namespaces are one chunk of the same build (en/rest.ts), and the Turkish table another,
 * fetched when the reader's language is Turkish (main.tsx waits for it before the first paint) or when
 * they switch to it (changeLanguage resolves once it is in).
 */
const bundledChunks: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const table =
      language === 'tr'
        ? import('./tr/index.ts').then(({ tr }) => tr[namespace as keyof typeof tr])
        : import('./en/rest.ts').then(({ rest }) => rest[namespace as keyof typeof rest] ?? {})
    table.then(
      (strings) => callback(null, strings),
      (error: Error) => callback(error, false),
    )
  },
}

/** Every namespace the app has; the ones past the first download are read through the backend. */
export const NAMESPACES: Namespace[] = [
  ...FIRST,
  'academics',
  'admin',
  'affiliation',
  'bookmarks',
  'chat',
  'communities',
  'community',
  'digest',
  'errors',
  'events',
  'hashtags',
  'messages',
  'notifications',
  'passwordReset',
  'postPage',
  'profile',
  'search',
  'security',
  'settings',
  'universities',
  'university',
  'verification',
]

export const i18nReady = i18n
  .use(bundledChunks)
  .use(initReactI18next)
  .init({
    resources: { en: first },
    partialBundledLanguages: true,
    lng: storedLocale(),
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: FIRST,
    interpolation: { escapeValue: false },
    returnNull: false,
  })

/**
 * Loads every namespace (the rest of the English table, the whole Turkish one): the app starts it once
 * the first screen is up, and every screen but the first ones waits for it (app/router.tsx), so a
 * string is never missing when a screen shows.
 */
export function loadAllStrings(): Promise<void> {
  return i18nReady.then(() => i18n.loadNamespaces(NAMESPACES))
}

i18n.on('languageChanged', (lng) => {
  localStorage.setItem(KEY, lng)
  document.documentElement.lang = lng
})
document.documentElement.lang = i18n.language

export default i18n
