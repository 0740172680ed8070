import type { SearchGroup } from '@agora/contract'
import { userKeys } from '@/entities/user/api/keys.ts'
import { postKeys } from '@/lib/post-keys.ts'

/**
 * The query keys of search. What holds posts lives under postKeys.lists() and what holds people
 * under userKeys.all, so that a like or a follow shows at once on a search result too (the entities'
 * cache shadows look there); the rest lives under ['search'].
 */
export const searchKeys = {
  all: ['search'] as const,
  quick: (term: string) => [...searchKeys.all, 'quick', term] as const,
  history: () => [...searchKeys.all, 'history'] as const,
  trending: () => [...searchKeys.all, 'trending'] as const,
  popularCommunities: () => [...searchKeys.all, 'popular', 'communities'] as const,
  popularUniversities: () => [...searchKeys.all, 'popular', 'universities'] as const,
  popularUsers: () => [...userKeys.all, 'search', 'popular'] as const,
  popularPosts: () => [...postKeys.lists(), 'search', 'popular'] as const,
  /** The results page's For you: a page of every group, posts among them. */
  overview: (term: string) => [...postKeys.lists(), 'search', 'overview', term] as const,
  /** One group's pages, as its tab scrolls. */
  group: (term: string, type: SearchGroup) => {
    if (type === 'posts') return [...postKeys.lists(), 'search', term] as const
    if (type === 'users') return [...userKeys.all, 'search', term] as const
    return [...searchKeys.all, 'detailed', type, term] as const
  },
}
