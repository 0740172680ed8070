import { exportSections } from '../../platform/contributions/export-sections.ts'
import { reportTargets } from '../../platform/contributions/report-targets.ts'
import { searchGroups } from '../../platform/contributions/search-groups.ts'
import type { AppModule } from '../../platform/module.ts'
import { accountRemovalSteps, profilePostsPort } from '../users/index.ts'
import { countProfilePosts, removeContentOfUser } from './posts.accounts.repository.ts'
import { postsExportSection } from './posts.export.ts'
import { pollsRoutes } from './posts.polls.routes.ts'
import { announceClosedPolls } from './posts.polls.service.ts'
import { postReportTarget } from './posts.report-target.ts'
import { postsRoutes } from './posts.routes.ts'
import { searchPosts } from './posts.search.service.ts'

/**
 * The posts module's face (docs/modules.md): posts, replies, reposts and quotes, their media, likes,
 * saves and views, and the one visibility rule. It owns the posts, post_media, post_likes, post_saves,
 * post_views, post_mentions, polls and poll_votes tables (db/schema/posts.ts).
 */
export const postsModule: AppModule = {
  name: 'posts',
  async register(api, ctx) {
    // What the users module asks of posts: a profile's count, and the content of a deleted account.
    ctx.ports.provide(profilePostsPort, countProfilePosts)
    ctx.ports.add(accountRemovalSteps, removeContentOfUser)
    // What moderation gathers from every module: a reported post.
    ctx.ports.contribute(reportTargets, 'post', postReportTarget)
    // What the data export gathers from every module: posts, comments, likes and saves.
    ctx.ports.contribute(exportSections, 'posts', postsExportSection)
    // What search gathers from every module: posts, matched on the words as typed (its stemmers).
    ctx.ports.contribute(searchGroups, 'posts', (ctx, viewer, q) => searchPosts(ctx, viewer, q.term, q.page))
    await api.register(postsRoutes(ctx))
    await api.register(pollsRoutes(ctx))
    // Issue 31: polls that closed are announced (the notifications module tells author and voters).
    ctx.jobs.every('posts:polls-closed', 5_000, () => announceClosedPolls(ctx))
  },
}

// Comments on events and announcements, for the activities module.
export {
  createActivityComment,
  listActivityComments,
  visibleActivityCommentsCount,
} from './posts.activity-comments.ts'
export {
  listCommunityPosts,
  removeAllCommunityPosts,
  removeCommunityPost,
} from './posts.communities.service.ts'
// Posts in communities, for the communities module (which provides who may post there, and how its
// staff remove a reported post).
export {
  type CommunityPostingCheck,
  type CommunityPostRemoval,
  type CommunityStanding,
  communityPostingPort,
  communityPostRemovalPort,
} from './posts.community-access.ts'
export type { ActivityTarget } from './posts.compose.service.ts'
// The mail digest's most liked posts of a university (issue 31).
export { findTopUniversityPostIds } from './posts.digest.ts'
export type { PostEvent } from './posts.events.ts'
// The lists the feed module ranks and pages.
export {
  type CandidateQuery,
  type FeedCandidate,
  findFollowingCandidates,
  findFollowingIds,
  findForYouCandidates,
  NO_CURSOR,
  SOURCE_LIMITS,
} from './posts.feed.repository.ts'
export { findNewestPostId, findOwnPostIdsAfter } from './posts.feed-snapshot.repository.ts'
// Where a post lives (issue 30): the activities module provides the home of an item's comments, the
// communities module who is banned; the communities module reads a post's home for its staff.
export {
  type ActivityHomeLookup,
  activityHomePort,
  type CommunityBanLookup,
  communityBanPort,
  type PostHome,
  postHome,
} from './posts.home.ts'
// Posts as a reader sees them: any module that shows posts hydrates their ids here.
export { loadPost, loadPosts } from './posts.hydration.service.ts'
// Images uploaded before light images, for media:variants (issue 31).
export {
  countImagesWithoutPlaceholder,
  listImagesWithoutPlaceholder,
  setLightImage,
} from './posts.light-images.ts'
// The reader's mutes over posts (feeds, hashtag pages, notifications).
export { isMutedPost, isVisibleUnmutedPost, unmutedPostPredicate } from './posts.mutes.ts'
// Who voted in a post's poll (issue 31): whom its closing notifies.
export { pollVotersSubquery } from './posts.polls.repository.ts'
// The popular posts of search's empty page (search's posts group is contributed in register()).
export { popularPosts } from './posts.search.service.ts'
// Seeds (demo:seed, tests).
export {
  countPostsBy,
  interactionsWith,
  type PostInteraction,
  type SeedPost,
  seedPost,
  seedReaction,
  seedReactions,
} from './posts.seed.ts'
// The visibility rule as SQL fragments, for queries over other modules' rows that point at posts.
export {
  isVisiblePost,
  livePostExists,
  postByAuthorIn,
  postExcerpt,
  visibleAuthorPredicate,
  visiblePostCreatedAt,
  visiblePostOfVisibleAuthor,
  visiblePostsPredicate,
} from './posts.visibility.ts'
export { softDeletePost } from './posts.writes.repository.ts'
