import { z } from 'zod'

/** The paging of every list the API answers in pages: how far in (`skip`) and how many (`limit`). */
export interface PageRule {
  /** The page size when the caller names none (spec 001 section 7: 20). */
  limit?: number
  /** The largest page a caller may ask for. */
  maxLimit?: number
  /** How deep a caller may page; deeper is refused with 422 rather than scanned. */
  maxSkip?: number
}

/**
 * `skip` and `limit` query parameters, coerced from the query string, with the list's own default and
 * bounds: the one schema every skip/limit route is built from (extend it with the route's filters).
 */
export function pageQuery({ limit = 20, maxLimit = 100, maxSkip = 1_000_000 }: PageRule = {}) {
  return z.object({
    skip: z.coerce.number().int().min(0).max(maxSkip).default(0),
    limit: limitField({ limit, maxLimit }),
  })
}

/** A `limit` alone, for the lists that have no further pages (a side panel's top few). */
export function limitQuery(rule: Omit<PageRule, 'maxSkip'> = {}) {
  return z.object({ limit: limitField(rule) })
}

function limitField({ limit = 20, maxLimit = 100 }: Omit<PageRule, 'maxSkip'>) {
  return z.coerce.number().int().min(1).max(maxLimit).default(limit)
}

/** skip/limit paging of the profile lists (spec 001 section 7: skip 0, limit 20). */
export const PageQuery = pageQuery()
export type PageQuery = z.infer<typeof PageQuery>
