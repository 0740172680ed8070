import { type ReportTargetKind, reportSnapshot } from '../../platform/contributions/report-targets.ts'
import { deleteCommunity, getCommunity } from './communities.service.ts'

/**
 * A reported community (platform/contributions/report-targets.ts), as the reporter may see it. It is
 * reported to the site admins only: its own staff do not judge their community.
 */
export const communityReportTarget: ReportTargetKind = {
  async find(ctx, viewer, id) {
    const c = await getCommunity(ctx, viewer, id)
    const images = [c.avatar_url, c.banner_url].filter((u): u is string => u !== null)
    return {
      ownerId: c.admin_id,
      communityId: null,
      snapshot: reportSnapshot(c.name, c.description, images, c.admin_username, c.created_at),
    }
  },
  remove: (ctx, moderator, c) => deleteCommunity(ctx, moderator, c.targetId),
}
