import type { Executor } from '../../db/client.ts'
import type { ActivityTarget, PostHome } from '../posts/index.ts'
import { findAnnouncement } from './activities.announcements.repository.ts'
import { findEvent } from './activities.events.repository.ts'

/**
 * Where the comments of an event or announcement live (issue 30), for the posts module: a community's
 * event in its community (its ban and its staff reach the thread), a university's item in its
 * university (its UniAdmins remove comments there). Null for an item that is gone.
 */
export async function activityHomeOf(db: Executor, target: ActivityTarget): Promise<PostHome | null> {
  if (target.kind === 'event') {
    const row = await findEvent(db, 0, target.id)
    if (!row) return null
    return row.communityId != null
      ? { communityId: row.communityId, universityId: null }
      : { communityId: null, universityId: row.universityId }
  }
  const row = await findAnnouncement(db, 0, target.id)
  return row ? { communityId: null, universityId: row.universityId } : null
}
