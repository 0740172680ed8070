import type { FeedBatchResponse, FeedResponse } from '@agora/contract'
import type { Executor } from '../../db/client.ts'
import type { Viewer } from '../../platform/auth.ts'
import { invalidField } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { findForYouCandidates, findNewestPostId, loadPosts } from '../posts/index.ts'
import { decodeCursor, encodeCursor, type FeedCursor, type ForYouPosition } from './feed.cursor.ts'
import { MAX_CANDIDATES, nextPage, rank } from './feed.ranking.ts'
import { cachedCandidates } from './for-you-candidates.cache.ts'
import { findHomeFeedIds } from './home-feed.repository.ts'

export type FeedTab = 'for_you' | 'following'

const HOUR_MS = 3_600_000
/** For You looks at a week of posts, and at three days for the widely engaged ones. */
const CANDIDATE_WINDOW_MS = 7 * 24 * HOUR_MS
const POPULAR_WINDOW_MS = 3 * 24 * HOUR_MS

export interface FeedQuery {
  limit: number
  after?: string
  /** One list; without it both, under one cursor that holds both positions. */
  tab?: FeedTab
}

/** GET /feed: the Following and For You lists (or one of them) and the cursor of their next page. */
export async function getFeed(ctx: ServiceContext, viewer: Viewer, q: FeedQuery): Promise<FeedResponse> {
  const db = ctx.db
  const now = () => ctx.clock().getTime()
  const cursor = q.after ? decodeCursor(q.after) : null
  const wantFollowing = q.tab !== 'for_you'
  const wantForYou = q.tab !== 'following'
  const followingAt = wantFollowing ? part(cursor, 'following') : undefined
  const forYouAt = wantForYou ? part(cursor, 'forYou') : undefined

  const following = wantFollowing
    ? await followingPage(db, viewer, followingAt, q.limit)
    : { ids: [], next: undefined }
  const forYou = wantForYou
    ? await forYouPage(db, viewer, forYouAt, q.limit, now)
    : { ids: [], next: undefined }
  const next: FeedCursor = { following: following.next, forYou: forYou.next }
  const ended = (wantFollowing ? next.following === null : true) && (wantForYou ? next.forYou === null : true)

  // One hydration for both lists: a post on both costs one load.
  const posts = await loadPosts(db, viewer, [...following.ids, ...forYou.ids])
  const byId = new Map(posts.map((p) => [p.id, p]))
  const pick = (ids: number[]) => ids.flatMap((id) => byId.get(id) ?? [])
  return {
    following: pick(following.ids),
    for_you: pick(forYou.ids),
    next_after: ended ? null : encodeCursor(next),
  }
}

/** GET /feed/batch: the For You list in batches; batchIndex counts from 0. */
export async function getFeedBatch(
  ctx: ServiceContext,
  viewer: Viewer,
  q: { limit: number; after?: string },
): Promise<FeedBatchResponse> {
  const db = ctx.db
  const now = () => ctx.clock().getTime()
  const at = q.after ? part(decodeCursor(q.after), 'forYou') : undefined
  const page = await forYouPage(db, viewer, at, q.limit, now)
  return {
    posts: await loadPosts(db, viewer, page.ids),
    batchIndex: at?.page ?? 0,
    hasNext: page.next !== null,
    next_after: page.next ? encodeCursor({ forYou: page.next }) : null,
  }
}

/**
 * A list's position in a cursor: undefined on a first page, null when that list already ended. A
 * cursor made for the other tab carries no position for this one: that is a malformed request.
 */
function part<K extends keyof FeedCursor>(cursor: FeedCursor | null, key: K): FeedCursor[K] | undefined {
  if (cursor === null) return undefined
  if (cursor[key] === undefined) {
    throw invalidField(['querystring', 'after'], 'cursor_mismatch')
  }
  return cursor[key]
}

interface ListPage<P> {
  ids: number[]
  /** The position after this page, null at the end. */
  next: P | null
}

async function followingPage(
  db: Executor,
  viewer: Viewer,
  at: { beforeId: number } | null | undefined,
  limit: number,
): Promise<ListPage<{ beforeId: number }>> {
  if (at === null) return { ids: [], next: null }
  // One more than asked says whether another page exists without a count.
  const ids = await findHomeFeedIds(db, viewer.id, at?.beforeId ?? null, limit + 1)
  const page = ids.slice(0, limit)
  const last = page.at(-1)
  return { ids: page, next: ids.length > limit && last !== undefined ? { beforeId: last } : null }
}

/**
 * The next For You page: the candidates of the snapshot (taken now on page 0), ranked as of the
 * snapshot's time, minus what was served. Posts written after the snapshot wait for a refresh.
 */
async function forYouPage(
  db: Executor,
  viewer: Viewer,
  at: ForYouPosition | null | undefined,
  limit: number,
  now: () => number,
): Promise<ListPage<ForYouPosition>> {
  if (at === null) return { ids: [], next: null }
  const snapshot = at ?? {
    maxId: await findNewestPostId(db),
    now: Math.floor(now() / 1000),
    page: 0,
    seen: [],
  }
  const nowMs = snapshot.now * 1000
  const key = `${viewer.id}:${viewer.universityId}:${snapshot.maxId}:${snapshot.now}`
  const candidates = await cachedCandidates(db, key, at !== undefined, () =>
    findForYouCandidates(db, {
      viewerId: viewer.id,
      universityId: viewer.universityId,
      maxId: snapshot.maxId,
      since: new Date(nowMs - CANDIDATE_WINDOW_MS),
      popularSince: new Date(nowMs - POPULAR_WINDOW_MS),
    }),
  )
  const page = nextPage(rank(candidates, nowMs), new Set(snapshot.seen), limit)
  const ids = page.items.map((c) => c.id)
  const seen = [...snapshot.seen, ...ids]
  const more = page.hasMore && ids.length > 0 && seen.length < MAX_CANDIDATES
  return { ids, next: more ? { ...snapshot, page: snapshot.page + 1, seen } : null }
}
