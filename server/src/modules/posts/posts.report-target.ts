import { type ReportTargetKind, reportSnapshot } from '../../platform/contributions/report-targets.ts'
import { communityPostRemovalPort } from './posts.community-access.ts'
import { removePost } from './posts.compose.service.ts'
import { postHome } from './posts.home.ts'
import { loadPost } from './posts.hydration.service.ts'

/**
 * A reported post (platform/contributions/report-targets.ts), as the reporter may see it. A site admin
 * removes it as its author would; a community's staff remove it through the communities module, which
 * keeps their decision in the community's moderation log.
 */
export const postReportTarget: ReportTargetKind = {
  async find(ctx, viewer, id) {
    const post = await loadPost(ctx.db, viewer, id)
    if (post.deleted) return null
    return {
      ownerId: post.user_id,
      // Issue 30: a reply or an event comment in a community's thread reaches that community's queue.
      communityId: (await postHome(ctx, id)).communityId,
      snapshot: reportSnapshot(
        null,
        post.content,
        post.images.map((i) => i.file_path),
        post.user_username,
        post.created_at,
      ),
    }
  },
  async remove(ctx, moderator, c) {
    if (c.staff && c.communityId !== null) {
      await ctx.ports.get(communityPostRemovalPort)(ctx, moderator, c.communityId, c.targetId, c.reason)
    } else {
      await removePost(ctx, moderator.id, c.targetId)
    }
  },
}
