import type { FeedCandidate } from '../posts/index.ts'

/**
 * The For You ranking (DESIGN.md section 5, Feed), pure so that it is tested on plain rows. A score is
 * engagement decayed by age and boosted by closeness; a page is a greedy pass down the ranking that
 * takes at most two items per author and defers the rest to later pages. Events and announcements
 * are ranked like posts: their publisher is their author, so one busy UniAdmin gets two a page too.
 */

/** For You's item kinds: posts, and the events and academic announcements of the viewer's university. */
export type ItemKind = 'post' | 'event' | 'academic'

/**
 * A candidate as its module reads it: counters as they are now, closeness to the viewer. Ids are per
 * kind (an event and a post may share one), so a candidate is known by its key.
 */
export type Candidate = FeedCandidate & { kind: ItemKind }

export const itemKey = (c: { kind: ItemKind; id: number }) => `${c.kind}:${c.id}`

/** Candidates are bounded so that a page costs the same at page 1 and page 30, whatever the database holds. */
export const MAX_CANDIDATES = 500
export const PER_AUTHOR_PER_PAGE = 2

const HOUR_MS = 3_600_000
/** Hacker News' gravity: a post needs ever more engagement to stay up as it ages. */
const GRAVITY = 1.5
const FOLLOWED_BOOST = 2
const SAME_UNIVERSITY_BOOST = 1.5
const SAME_COMMUNITY_BOOST = 1.5

export function engagement(c: Pick<Candidate, 'likes' | 'replies' | 'reposts' | 'quotes'>): number {
  // A reply, repost or quote costs the reader more than a like, so it says more about the post.
  return c.likes + c.replies * 2 + c.reposts * 3 + c.quotes * 3 + 1
}

export function scoreOf(c: Candidate, nowMs: number): number {
  // A post from the future (clock skew between instances) counts as brand new, not as a bonus.
  const hours = Math.max(0, nowMs - c.createdAt.getTime()) / HOUR_MS
  const decayed = engagement(c) / (hours + 2) ** GRAVITY
  const closeness =
    (c.followed ? FOLLOWED_BOOST : 1) *
    (c.sameUniversity ? SAME_UNIVERSITY_BOOST : 1) *
    (c.sameCommunity ? SAME_COMMUNITY_BOOST : 1)
  return decayed * closeness
}

const KIND_ORDER: Record<ItemKind, number> = { post: 0, event: 1, academic: 2 }

/**
 * Highest score first; equal scores by newest id, then by kind, so that the same input always gives
 * the same order.
 */
export function rank(candidates: readonly Candidate[], nowMs: number): Candidate[] {
  return candidates
    .map((c) => ({ c, score: scoreOf(c, nowMs) }))
    .sort((a, b) => b.score - a.score || b.c.id - a.c.id || KIND_ORDER[a.c.kind] - KIND_ORDER[b.c.kind])
    .map(({ c }) => c)
}

export interface Page {
  items: Candidate[]
  /** Candidates neither served before nor on this page remain. */
  hasMore: boolean
}

/**
 * What a reader was served, as ids by kind: a set of numbers per kind, because a key string per
 * candidate (itemKey) cost page 10 about 0.2 ms of the server's CPU to build and hash.
 */
export type Served = Readonly<Record<ItemKind, ReadonlySet<number>>>

/**
 * The next page: down the ranking, skipping what was served, at most PER_AUTHOR_PER_PAGE per author.
 * An author's further posts stay unserved and so lead the following pages.
 */
export function nextPage(ranked: readonly Candidate[], served: Served, limit: number): Page {
  const items: Candidate[] = []
  const perAuthor = new Map<number, number>()
  let hasMore = false
  for (const c of ranked) {
    if (served[c.kind].has(c.id)) continue
    const taken = perAuthor.get(c.authorId) ?? 0
    if (items.length >= limit || taken >= PER_AUTHOR_PER_PAGE) {
      hasMore = true
      if (items.length >= limit) break
      continue
    }
    perAuthor.set(c.authorId, taken + 1)
    items.push(c)
  }
  return { items, hasMore }
}
