import type { SearchGroup } from '@agora/contract'

/** The tabs of Explore (spec 001 section 2); the results page adds hashtags. */
export const EXPLORE_TABS = ['for-you', 'users', 'posts', 'communities', 'universities'] as const
export const RESULT_TABS = [...EXPLORE_TABS, 'hashtags'] as const satisfies readonly (
  | 'for-you'
  | SearchGroup
)[]

export type ExploreTab = (typeof EXPLORE_TABS)[number]
export type ResultTab = (typeof RESULT_TABS)[number]

/** The tab named in the address (?tab=), For you when it names none of `tabs`. */
export function tabFrom<T extends string>(tabs: readonly T[], value: string | null): T | 'for-you' {
  return tabs.includes(value as T) ? (value as T) : 'for-you'
}

/** The i18n key of a tab's label. */
export function tabLabelKey(tab: ResultTab) {
  return tab === 'for-you' ? ('tabs.forYou' as const) : (`tabs.${tab}` as const)
}
