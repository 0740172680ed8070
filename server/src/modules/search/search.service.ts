import {
  type DetailedSearchQuery,
  type DetailedSearchResponse,
  type ExploreTrending,
  type QuickSearchResponse,
  SEARCH_LIMITS,
  SearchGroup,
  type SearchHistoryEntry,
} from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { type SearchQuery, searchGroups } from '../../platform/contributions/search-groups.ts'
import { invalidField, notFound } from '../../platform/errors.ts'
import { foldForSearch } from '../../platform/fold.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { trendingAtUniversity, trendingHashtags } from '../feed/index.ts'
import { getUniversityName } from '../universities/index.ts'
import { findHistory, forgetAll, forgetEntry, type HistoryRow, rememberTerm } from './search.repository.ts'

/**
 * Search asks each owning module for its part (docs/modules.md): every module that owns something
 * found (people, posts, communities, universities, hashtags) contributes its group from its own
 * register() (platform/contributions/search-groups.ts). The term is trimmed and folded once here
 * (platform/fold.ts); the posts module reads the words as typed, for its stemmers.
 */

/** The term as the groups read it: trimmed, inner spaces made one, at most the term's length. */
export function cleanTerm(raw: string): string {
  return raw.normalize('NFC').trim().replace(/\s+/g, ' ').slice(0, SEARCH_LIMITS.termMaxLength)
}

type Page = { skip: number; limit: number }

async function groups(
  ctx: ServiceContext,
  viewer: Viewer,
  raw: string,
  page: Page,
  only?: (group: SearchGroup) => boolean,
  affiliation: SearchQuery['affiliation'] = {},
): Promise<DetailedSearchResponse> {
  const term = cleanTerm(raw)
  const folded = foldForSearch(term)
  // A leading '#' asks for tags; the other groups read the words after it.
  const words = folded.replace(/^#+/, '').trim()
  const query: SearchQuery = { term, folded, words, page, affiliation }
  // Every group of the contract, in its order, so the answer's shape never depends on who contributed.
  const found = await Promise.all(
    SearchGroup.options.map((group) => {
      const find = ctx.ports.contribution(searchGroups, group)
      const wanted = folded.length > 0 && (!only || only(group))
      return wanted && find ? find(ctx, viewer, query) : []
    }),
  )
  return Object.fromEntries(
    SearchGroup.options.map((group, i) => [group, found[i]]),
  ) as unknown as DetailedSearchResponse
}

/** GET /search/quick/{term}: five of each group but hashtags (the dropdown's). */
export async function quickSearch(
  ctx: ServiceContext,
  viewer: Viewer,
  raw: string,
): Promise<QuickSearchResponse> {
  const { hashtags: _, ...rest } = await groups(
    ctx,
    viewer,
    raw,
    { skip: 0, limit: SEARCH_LIMITS.quick },
    // The dropdown has no tags: their group is not asked.
    (group) => group !== 'hashtags',
  )
  return rest
}

/** GET /search/detailed/{term}: a page of every group, or of the one `type` names. */
export function detailedSearch(
  ctx: ServiceContext,
  viewer: Viewer,
  raw: string,
  q: DetailedSearchQuery,
): Promise<DetailedSearchResponse> {
  const only = q.type === undefined ? undefined : (group: SearchGroup) => group === q.type
  return groups(ctx, viewer, raw, { skip: q.skip, limit: q.limit }, only, {
    facultyId: q.faculty_id,
    departmentId: q.department_id,
    studyYear: q.study_year,
  })
}

function presentEntry(row: HistoryRow): SearchHistoryEntry {
  return { id: row.id, term: row.term, created_at: row.createdAt.toISOString() }
}

export async function listHistory(ctx: ServiceContext, viewer: Viewer): Promise<SearchHistoryEntry[]> {
  return (await findHistory(ctx.db, viewer.id, SEARCH_LIMITS.history)).map(presentEntry)
}

/** POST /search/history: an empty term is refused (422 search_term_empty). */
export async function addToHistory(
  ctx: ServiceContext,
  viewer: Viewer,
  raw: string,
): Promise<SearchHistoryEntry> {
  const term = cleanTerm(raw)
  if (!term) throw invalidField(['body', 'term'], 'search_term_empty')
  return presentEntry(await rememberTerm(ctx.db, viewer.id, term, SEARCH_LIMITS.history))
}

/** DELETE /search/history/{id}: another person's entry answers as a missing one. */
export async function removeFromHistory(ctx: ServiceContext, viewer: Viewer, id: number): Promise<void> {
  if (!(await forgetEntry(ctx.db, viewer.id, id))) throw notFound('search_history_not_found')
}

export function clearHistory(ctx: ServiceContext, viewer: Viewer): Promise<void> {
  return forgetAll(ctx.db, viewer.id)
}

/** How many tags each block of Explore's for-you shows. */
const EXPLORE_BLOCK = 3

/**
 * GET /search/trending: up to three tags trending among the viewer's university's members, then
 * three trending on the whole site that are not already shown.
 */
export async function exploreTrending(ctx: ServiceContext, viewer: Viewer): Promise<ExploreTrending> {
  const universityId = viewer.universityId
  const [atUniversity, name, site] = await Promise.all([
    universityId === null ? [] : trendingAtUniversity(ctx, viewer, universityId, EXPLORE_BLOCK),
    universityId === null ? null : getUniversityName(ctx.db, universityId),
    trendingHashtags(ctx, viewer, { limit: EXPLORE_BLOCK * 3 }),
  ])
  const shown = new Set(atUniversity.map((tag) => tag.name))
  return {
    university: universityId !== null && name ? { id: universityId, name, hashtags: atUniversity } : null,
    country: site.filter((tag) => !shown.has(tag.name)).slice(0, EXPLORE_BLOCK * 2),
  }
}
