import { type ReportTargetKind, reportSnapshot } from '../../platform/contributions/report-targets.ts'
import { deleteAnnouncement, getAnnouncement } from './activities.announcements.service.ts'
import { deleteEvent, getEvent } from './activities.events.service.ts'

/**
 * A reported event or announcement (platform/contributions/report-targets.ts), as the reporter may see
 * it (404 when they may not). A moderator removes it as its publisher would, on its parent's path; one
 * the moderator can no longer read is already gone.
 */
export const eventReportTarget: ReportTargetKind = {
  async find(ctx, viewer, id) {
    const e = await getEvent(ctx, viewer, id)
    const banner = e.banner_url ? [e.banner_url] : []
    return {
      ownerId: e.user_id,
      communityId: e.community_id,
      snapshot: reportSnapshot(e.title, e.description, banner, e.user_username, null),
    }
  },
  async remove(ctx, moderator, c) {
    const e = await getEvent(ctx, moderator, c.targetId).catch(() => null)
    if (!e) return
    const path =
      e.community_id !== null ? { communityId: e.community_id } : { universityId: e.university_id ?? 0 }
    await deleteEvent(ctx, moderator, path, c.targetId)
  },
}

export const announcementReportTarget: ReportTargetKind = {
  async find(ctx, viewer, id) {
    const a = await getAnnouncement(ctx, viewer, id)
    const banner = a.banner_url ? [a.banner_url] : []
    return {
      ownerId: a.user_id,
      communityId: null,
      snapshot: reportSnapshot(a.title, a.content, banner, a.user_username, a.created_at),
    }
  },
  async remove(ctx, moderator, c) {
    const a = await getAnnouncement(ctx, moderator, c.targetId).catch(() => null)
    if (a) await deleteAnnouncement(ctx, moderator, a.university_id, c.targetId)
  },
}
