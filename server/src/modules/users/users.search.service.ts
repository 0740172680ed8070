import type { UserSearchResult, UserSummary } from '@agora/contract'
import { WORD_SIMILARITY_THRESHOLD } from '../../db/client.ts'
import type { Viewer } from '../../platform/auth.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import type { AffiliationFilter } from './users.affiliation.ts'
import { presentSummary } from './users.presenter.ts'
import { findMostFollowedIds, findPeoplePage, findSummariesInOrder } from './users.search.repository.ts'
import { rankPeople } from './users.search-candidates.ts'
import { currentPeopleIndex } from './users.search-freshness.ts'

/**
 * Search over people, for the search module: `folded` is the term as platform/fold.ts folds it (the
 * search module folds once for every group). `filter` keeps the people of a faculty, department or
 * year (issue 17).
 */
export async function searchPeople(
  ctx: ServiceContext,
  viewer: Viewer,
  folded: string,
  page: { skip: number; limit: number },
  filter: AffiliationFilter = {},
): Promise<UserSearchResult[]> {
  if (!folded) return []
  const { index, relations } = await currentPeopleIndex(ctx, viewer.id)
  const threshold = WORD_SIMILARITY_THRESHOLD
  const ids = rankPeople(index, viewer, folded, relations, page, filter, Date.now(), threshold)
  const rows = await findPeoplePage(ctx.db, viewer.id, folded, ids)
  return rows.map((row) => ({ ...presentSummary(row), matched: row.matched }))
}

/** How long the most-followed list is reused: counting the follow graph is a scan. */
const POPULAR_TTL_MS = 10 * 60_000
/** Ids kept, so that a viewer who blocked a few of them still gets a full list. */
const POPULAR_KEPT = 50
const popularCache = new WeakMap<ServiceContext, { at: number; ids: Promise<number[]> }>()

/** GET /search/popular/users: the most-followed accounts the viewer may see, the viewer left out. */
export async function popularPeople(
  ctx: ServiceContext,
  viewer: Viewer,
  limit: number,
): Promise<UserSummary[]> {
  const now = Date.now()
  let cached = popularCache.get(ctx)
  if (!cached || now - cached.at > POPULAR_TTL_MS) {
    cached = { at: now, ids: findMostFollowedIds(ctx.db, POPULAR_KEPT) }
    popularCache.set(ctx, cached)
    cached.ids.catch(() => popularCache.delete(ctx))
  }
  const ids = (await cached.ids).filter((id) => id !== viewer.id)
  const rows = await findSummariesInOrder(ctx.db, viewer.id, ids)
  return rows.slice(0, limit).map(presentSummary)
}
