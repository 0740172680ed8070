import type { DetailedSearchResponse, SearchGroup } from '@agora/contract'
import type { Viewer } from '../auth.ts'
import { defineRegistry } from '../ports.ts'
import type { ServiceContext } from '../service-context.ts'

/**
 * The groups of a search (docs/modules.md, "Contributions by registration"). The search module reads
 * these; each module that owns what is found (people, posts, communities, universities, hashtags)
 * contributes its group from its own register(), applying its own visibility rules and answering the
 * contract's shapes. A group of the contract that no module contributes answers nothing.
 */

/** One search as every group reads it: the term is cleaned and folded once, by the search module. */
export interface SearchQuery {
  /** The term as typed, trimmed, inner spaces made one (the posts module reads it for its stemmers). */
  term: string
  /** The term folded (platform/fold.ts), a leading '#' kept: what hashtags are matched against. */
  folded: string
  /** The folded term without a leading '#': what names are matched against. */
  words: string
  page: { skip: number; limit: number }
  /** People only (issue 17): members of this faculty, department or year. */
  affiliation: {
    facultyId?: number | undefined
    departmentId?: number | undefined
    studyYear?: number | undefined
  }
}

export type SearchGroupFinder<T> = (ctx: ServiceContext, viewer: Viewer, q: SearchQuery) => Promise<T[]>

export const searchGroups =
  defineRegistry<{
    [K in SearchGroup]: SearchGroupFinder<DetailedSearchResponse[K][number]>
  }>('search.groups')
