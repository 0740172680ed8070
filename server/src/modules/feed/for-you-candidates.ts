import type { Executor } from '../../db/client.ts'
import type { Viewer } from '../../platform/auth.ts'
import { findActivityCandidates, findNewestActivityIds } from '../activities/index.ts'
import { memberCommunityIds } from '../communities/index.ts'
import { findForYouCandidates, findNewestPostId } from '../posts/index.ts'
import type { ForYouPosition } from './feed.cursor.ts'
import { type Candidate, rank } from './feed.ranking.ts'
import { cachedCandidates } from './for-you-candidates.cache.ts'

const HOUR_MS = 3_600_000
/** For You looks at a week of posts, and at three days for the widely engaged ones. */
const CANDIDATE_WINDOW_MS = 7 * 24 * HOUR_MS
const POPULAR_WINDOW_MS = 3 * 24 * HOUR_MS

/** Page 0's snapshot: the newest id of each kind and the time, in whole seconds. */
export async function takeSnapshot(db: Executor, nowMs: number): Promise<ForYouPosition> {
  const newest = await findNewestActivityIds(db)
  return {
    now: Math.floor(nowMs / 1000),
    page: 0,
    items: {
      post: { maxId: await findNewestPostId(db), seen: [] },
      event: { maxId: newest.event, seen: [] },
      academic: { maxId: newest.academic, seen: [] },
    },
  }
}

/**
 * The snapshot's candidates, ranked as of its time: posts from the posts module (with those of the
 * viewer's communities) and, from the activities module, the events still to come of the viewer's
 * university and communities and the university's announcements. Read when a snapshot is taken and
 * kept for the pages after it (for-you-candidates.cache.ts); the reader's graph version is part of the
 * key, so a follow, block or mute reads them again.
 */
export function findRankedCandidates(
  db: Executor,
  viewer: Viewer,
  snapshot: ForYouPosition,
  reuse: boolean,
): Promise<Candidate[]> {
  const { post, event, academic } = snapshot.items
  const nowMs = snapshot.now * 1000
  const key = `${viewer.id}:${viewer.universityId}:${viewer.graphVersion}:${post.maxId}:${event.maxId}:${academic.maxId}:${snapshot.now}`
  return cachedCandidates(db, key, reuse, async () => rank(await findCandidates(db, viewer, snapshot), nowMs))
}

async function findCandidates(db: Executor, viewer: Viewer, snapshot: ForYouPosition): Promise<Candidate[]> {
  const { post, event, academic } = snapshot.items
  const nowMs = snapshot.now * 1000
  const since = new Date(nowMs - CANDIDATE_WINDOW_MS)
  const communityIds = await memberCommunityIds(db, viewer.id)
  const posts = await findForYouCandidates(db, {
    viewerId: viewer.id,
    universityId: viewer.universityId,
    communityIds,
    maxId: post.maxId,
    since,
    popularSince: new Date(nowMs - POPULAR_WINDOW_MS),
  })
  const candidates: Candidate[] = posts.map((c) => ({ ...c, kind: 'post' }))
  if (viewer.universityId === null && communityIds.length === 0) return candidates
  const activities = await findActivityCandidates(db, {
    viewerId: viewer.id,
    universityId: viewer.universityId,
    communityIds,
    maxEventId: event.maxId,
    maxAnnouncementId: academic.maxId,
    since,
    now: new Date(nowMs),
  })
  for (const a of activities) {
    // Saves and attendance weigh like reposts: they cost the reader more than a like.
    candidates.push({
      kind: a.kind,
      id: a.id,
      authorId: a.creatorId,
      createdAt: a.createdAt,
      likes: a.likes,
      replies: a.comments,
      reposts: a.marks,
      quotes: 0,
      followed: a.followed,
      sameUniversity: a.ofUniversity,
      sameCommunity: a.ofCommunity,
    })
  }
  return candidates
}
