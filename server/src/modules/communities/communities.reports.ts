import type { Executor } from '../../db/client.ts'
import type { Viewer } from '../../platform/auth.ts'
import { writeLog } from './communities.log.repository.ts'
import { standingOf } from './communities.members.repository.ts'
import { canModerate, isStaff } from './communities.policy.ts'
import { actorOf } from './communities.presenter.ts'

/**
 * Reports about content in a community reach its staff (modules/moderation, issue 16): who may read
 * and answer them, and their decisions in the community's own moderation log.
 */

/** Its ComAdmin and ComMods (and site admins) moderate a community. */
export async function canModerateCommunity(
  db: Executor,
  viewer: Viewer,
  communityId: number,
): Promise<boolean> {
  return canModerate(actorOf(viewer), await standingOf(db, communityId, viewer.id))
}

/** Whether the person is the community's ComAdmin or one of its ComMods (issue 30: their content's reports go to the site admins). */
export async function isCommunityStaff(db: Executor, communityId: number, userId: number): Promise<boolean> {
  return isStaff(await standingOf(db, communityId, userId))
}

/** A staff decision on a report that changed nothing but the record: a dismissal or a warning. */
export async function logReportDecision(
  db: Executor,
  e: {
    communityId: number
    action: 'report_dismissed' | 'member_warned'
    actorId: number
    targetUserId: number | null
    postId: number | null
    reason: string
    at: Date
  },
): Promise<void> {
  await writeLog(db, e)
}
