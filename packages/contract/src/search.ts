import { z } from 'zod'
import { AffiliationFilters } from './affiliation.ts'
import { PopularCommunity } from './communities.ts'
import { SEARCH_LIMITS } from './limits.ts'
import { pageQuery } from './paging.ts'
import { Hashtag, PostList } from './posts.ts'
import { PopularUniversity } from './universities.ts'
import { UserSummary } from './users.ts'

/** Search (spec 001 sections 2 and 7): the calls under /search and the shapes they answer. */

/** Which of a person's fields matched the term (the chat picker shows it). */
export const UserMatchField = z.enum(['username', 'name', 'nickname'])
export type UserMatchField = z.infer<typeof UserMatchField>

export const UserSearchResult = UserSummary.extend({ matched: UserMatchField })
export type UserSearchResult = z.infer<typeof UserSearchResult>

/** A community as a result: what the popular list shows, and the university it belongs to. */
export const CommunitySearchResult = PopularCommunity.extend({ description: z.string() })
export type CommunitySearchResult = z.infer<typeof CommunitySearchResult>

export const UniversitySearchResult = PopularUniversity.extend({ city: z.string().nullable() })
export type UniversitySearchResult = z.infer<typeof UniversitySearchResult>

/** GET /search/quick/{term}: the first five of each group (no match: 200 with empty groups). */
export const QuickSearchResponse = z.object({
  users: z.array(UserSearchResult),
  posts: PostList,
  communities: z.array(CommunitySearchResult),
  universities: z.array(UniversitySearchResult),
})
export type QuickSearchResponse = z.infer<typeof QuickSearchResponse>

export const SearchGroup = z.enum(['users', 'posts', 'communities', 'universities', 'hashtags'])
export type SearchGroup = z.infer<typeof SearchGroup>

/**
 * GET /search/detailed/{term}?skip&limit&type: a page (20) of each group, or of the one group `type`
 * names (a tab scrolling on); the other groups are then empty.
 */
export const DetailedSearchQuery = z.object({
  ...pageQuery({ limit: SEARCH_LIMITS.detailed, maxLimit: 50, maxSkip: 10_000 }).shape,
  type: SearchGroup.optional(),
  /** People only (issue 17): members of this faculty, department or year. */
  ...AffiliationFilters.shape,
})
export type DetailedSearchQuery = z.infer<typeof DetailedSearchQuery>

export const DetailedSearchResponse = QuickSearchResponse.extend({ hashtags: z.array(Hashtag) })
export type DetailedSearchResponse = z.infer<typeof DetailedSearchResponse>

/** A recent search of the viewer's. */
export const SearchHistoryEntry = z.object({
  id: z.number().int(),
  term: z.string(),
  created_at: z.string(),
})
export type SearchHistoryEntry = z.infer<typeof SearchHistoryEntry>
export const SearchHistoryList = z.array(SearchHistoryEntry)

/** POST /search/history: remember a search the viewer made (submitted, or a result opened). */
export const SearchHistoryRequest = z.object({ term: z.string().max(SEARCH_LIMITS.termMaxLength) })
export type SearchHistoryRequest = z.infer<typeof SearchHistoryRequest>

/**
 * GET /search/trending: Explore's for-you. `university` holds up to three tags trending among the
 * viewer's university's members (labelled with its name), `country` the tags trending on the whole
 * site (labelled as trending in Türkiye), without the ones already shown.
 */
export const ExploreTrending = z.object({
  university: z.object({ id: z.number().int(), name: z.string(), hashtags: z.array(Hashtag) }).nullable(),
  country: z.array(Hashtag),
})
export type ExploreTrending = z.infer<typeof ExploreTrending>
