import type { FeedBatchResponse, FeedItem, FeedResponse } from '@agora/contract'
import type { Executor } from '../../db/client.ts'
import type { Viewer } from '../../platform/auth.ts'
import { invalidField } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { loadActivities } from '../activities/index.ts'
import { findOwnPostIdsAfter, loadPosts } from '../posts/index.ts'
import { decodeCursor, encodeCursor, type FeedCursor, type ForYouPosition } from './feed.cursor.ts'
import {
  type ItemKind,
  itemKey,
  MAX_CANDIDATES,
  nextPage,
  PER_AUTHOR_PER_PAGE,
  type Served,
} from './feed.ranking.ts'
import { findRankedCandidates, takeSnapshot } from './for-you-candidates.ts'
import { keepSnapshot, keptSnapshot } from './for-you-first-page.ts'
import { findHomeFeedIds } from './home-feed.repository.ts'

export type FeedTab = 'for_you' | 'following'

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
    : { items: [], next: undefined }
  const next: FeedCursor = { following: following.next, forYou: forYou.next }
  const ended = (wantFollowing ? next.following === null : true) && (wantForYou ? next.forYou === null : true)

  // One hydration for both lists: a post on both costs one load.
  const items = await hydrate(ctx, viewer, [...following.ids.map(asPost), ...forYou.items])
  return {
    following: pickPosts(items, following.ids),
    for_you: pick(items, forYou.items),
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
    posts: pick(await hydrate(ctx, viewer, page.items), page.items),
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

/** An item of a list: its kind and its id (ids are per kind). */
interface ItemRef {
  kind: ItemKind
  id: number
}
const asPost = (id: number): ItemRef => ({ kind: 'post', id })

/** Each item once, by kind: posts through the posts module's face, the rest through the activities'. */
async function hydrate(ctx: ServiceContext, viewer: Viewer, refs: ItemRef[]): Promise<Map<string, FeedItem>> {
  const ids = (kind: ItemKind) => [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))]
  const posts = await loadPosts(ctx.db, viewer, ids('post'))
  const activities = await loadActivities(ctx, viewer, { event: ids('event'), academic: ids('academic') })
  const items = new Map<string, FeedItem>(posts.map((p) => [itemKey({ kind: 'post', id: p.id }), p]))
  for (const [id, event] of activities.event) items.set(itemKey({ kind: 'event', id }), event)
  for (const [id, item] of activities.academic) items.set(itemKey({ kind: 'academic', id }), item)
  return items
}

/** The list in its order; an item that is gone (or no longer visible) is dropped. */
const pick = (items: Map<string, FeedItem>, refs: ItemRef[]) =>
  refs.flatMap((r) => items.get(itemKey(r)) ?? [])
const pickPosts = (items: Map<string, FeedItem>, ids: number[]) =>
  ids.flatMap((id) => {
    const item = items.get(itemKey(asPost(id)))
    return item && item.post_type === 'normal' ? [item] : []
  })

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
 * The next For You page: the candidates of the snapshot (taken on page 0, or the reader's kept one:
 * for-you-first-page.ts), ranked as of the snapshot's time, minus what was served. Items written after
 * the snapshot wait for a refresh, except the reader's own posts, which lead a first page made from a
 * kept snapshot.
 */
async function forYouPage(
  db: Executor,
  viewer: Viewer,
  at: ForYouPosition | null | undefined,
  limit: number,
  now: () => number,
): Promise<{ items: ItemRef[]; next: ForYouPosition | null }> {
  if (at === null) return { items: [], next: null }
  const kept = at === undefined ? keptSnapshot(db, viewer, now()) : undefined
  let snapshot = at ?? kept
  if (!snapshot) {
    snapshot = await takeSnapshot(db, now())
    keepSnapshot(db, viewer, snapshot, now())
  }
  const ranked = await findRankedCandidates(db, viewer, snapshot, snapshot === at || snapshot === kept)
  // The reader's newest two, like any author's on a page; the rest compete once a snapshot is taken.
  const own = kept
    ? await findOwnPostIdsAfter(
        db,
        viewer.id,
        snapshot.items.post.maxId,
        Math.min(limit, PER_AUTHOR_PER_PAGE),
      )
    : []
  const served = snapshot.items
  const seen: Served = {
    post: new Set(served.post.seen),
    event: new Set(served.event.seen),
    academic: new Set(served.academic.seen),
  }
  const page = nextPage(ranked, seen, limit - own.length)
  const items: ItemRef[] = [...own.map(asPost), ...page.items.map(({ kind, id }) => ({ kind, id }))]
  const next: ForYouPosition = {
    ...snapshot,
    page: snapshot.page + 1,
    items: {
      post: { ...served.post, seen: [...served.post.seen] },
      event: { ...served.event, seen: [...served.event.seen] },
      academic: { ...served.academic, seen: [...served.academic.seen] },
    },
  }
  for (const item of items) next.items[item.kind].seen.push(item.id)
  const servedCount = seen.post.size + seen.event.size + seen.academic.size
  const more = page.hasMore && items.length > 0 && servedCount + items.length < MAX_CANDIDATES
  return { items, next: more ? next : null }
}
