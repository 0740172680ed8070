import type {
  CommunitySearchResult,
  Post,
  QuickSearchResponse,
  SearchHistoryEntry,
  UniversitySearchResult,
  UserSearchResult,
} from '@agora/contract'

/** Where a search for `term` lives: /search/{term}, the term encoded as one path segment. */
export function termPath(term: string): string {
  return `/search/${encodeURIComponent(term)}`
}

/** A row of the search box's dropdown: what it shows and where choosing it goes. */
export type SearchOption = { id: string; href: string } & (
  | { kind: 'search'; term: string }
  | { kind: 'recent'; entry: SearchHistoryEntry }
  | { kind: 'user'; user: UserSearchResult }
  | { kind: 'post'; post: Post }
  | { kind: 'community'; community: CommunitySearchResult }
  | { kind: 'university'; university: UniversitySearchResult }
)

export type ResultGroup = 'users' | 'posts' | 'communities' | 'universities'
const GROUPS: readonly ResultGroup[] = ['users', 'posts', 'communities', 'universities']

/** A titled run of options (a group of results), or an untitled one (null: Search for, recent). */
export interface OptionSection {
  group: ResultGroup | null
  /** Each option with its place in the flat list the arrow keys walk. */
  options: { option: SearchOption; index: number }[]
}

export interface OptionModel {
  flat: SearchOption[]
  sections: OptionSection[]
}

function toOption(group: ResultGroup, data: QuickSearchResponse): SearchOption[] {
  switch (group) {
    case 'users':
      return data.users.map((user) => ({ id: `u${user.id}`, href: `/users/${user.id}`, kind: 'user', user }))
    case 'posts':
      return data.posts.map((post) => ({ id: `p${post.id}`, href: `/posts/${post.id}`, kind: 'post', post }))
    case 'communities':
      return data.communities.map((community) => ({
        id: `c${community.id}`,
        href: `/communities/${community.id}`,
        kind: 'community',
        community,
      }))
    case 'universities':
      return data.universities.map((university) => ({
        id: `n${university.id}`,
        href: `/universities/${university.id}`,
        kind: 'university',
        university,
      }))
  }
}

function model(runs: { group: ResultGroup | null; options: SearchOption[] }[]): OptionModel {
  const flat: SearchOption[] = []
  const sections: OptionSection[] = []
  for (const run of runs) {
    if (run.options.length === 0) continue
    sections.push({
      group: run.group,
      options: run.options.map((option) => ({ option, index: flat.push(option) - 1 })),
    })
  }
  return { flat, sections }
}

/** While a term is typed: Search for "term" first, then each group of the quick results. */
export function resultOptions(term: string, data: QuickSearchResponse | undefined): OptionModel {
  const searchFor: SearchOption = { id: 'search', href: termPath(term), kind: 'search', term }
  return model([
    { group: null, options: [searchFor] },
    ...GROUPS.map((group) => ({ group, options: data ? toOption(group, data) : [] })),
  ])
}

/** While the box is empty: the recent searches, newest first. */
export function recentOptions(entries: readonly SearchHistoryEntry[]): OptionModel {
  return model([
    {
      group: null,
      options: entries.map((entry) => ({
        id: `h${entry.id}`,
        href: termPath(entry.term),
        kind: 'recent',
        entry,
      })),
    },
  ])
}

/** Whether the quick results hold anything at all. */
export function hasResults(data: QuickSearchResponse): boolean {
  return GROUPS.some((group) => data[group].length > 0)
}
