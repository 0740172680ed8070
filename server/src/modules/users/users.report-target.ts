import { type ReportTargetKind, reportSnapshot } from '../../platform/contributions/report-targets.ts'
import { fullNameOf } from './users.presenter.ts'
import { findUser } from './users.service.ts'
import { isSuspended } from './users.suspension.ts'

/**
 * A reported person (platform/contributions/report-targets.ts): a verified account not deleted; a
 * suspended one only a site admin still reaches. Nothing removes a person: a moderator warns or
 * suspends them instead (cannot_remove_target).
 */
export const userReportTarget: ReportTargetKind = {
  async find(ctx, viewer, id) {
    const user = await findUser(ctx.db, id)
    if (!user || user.deletedAt || !user.isVerified) return null
    if (isSuspended(user, ctx.clock()) && viewer.role !== 'admin') return null
    const avatar = user.avatarUrl ? [user.avatarUrl] : []
    return {
      ownerId: user.id,
      communityId: null,
      snapshot: reportSnapshot(fullNameOf(user), user.bio, avatar, user.username, null),
    }
  },
}
