import { exportSections } from '../../platform/contributions/export-sections.ts'
import { reportTargets } from '../../platform/contributions/report-targets.ts'
import { searchGroups } from '../../platform/contributions/search-groups.ts'
import type { AppModule } from '../../platform/module.ts'
import { communityBanPort, communityPostingPort, communityPostRemovalPort } from '../posts/index.ts'
import { communitiesExportSection } from './communities.export.ts'
import { postingStanding } from './communities.face.ts'
import { isBanned } from './communities.members.repository.ts'
import { communityMembershipRoutes } from './communities.membership.routes.ts'
import { communityModerationRoutes } from './communities.moderation.routes.ts'
import { removePostFromCommunity } from './communities.moderation.service.ts'
import { forgetPopularPagesOnChange } from './communities.popular-page.ts'
import { communityReportTarget } from './communities.report-target.ts'
import { communitiesRoutes } from './communities.routes.ts'
import { searchCommunities } from './communities.search.ts'

/**
 * The communities module's face (docs/modules.md): communities of a university, their memberships
 * (requests and members, with a role inside the community), bans, moderation log, and the
 * applications a site admin decides. It owns the tables of db/schema/communities.ts. Community posts
 * are posts (the posts module checks here who may post); community events are the activities module's.
 */
export const communitiesModule: AppModule = {
  name: 'communities',
  async register(api, ctx) {
    // Who may post into a community: the posts module asks when a post names one.
    ctx.ports.provide(communityPostingPort, postingStanding)
    // Who may not reply or comment in its threads (issue 30): the people it banned.
    ctx.ports.provide(communityBanPort, isBanned)
    // How its staff take down a reported post of the community, and a reported community itself.
    ctx.ports.provide(communityPostRemovalPort, removePostFromCommunity)
    ctx.ports.contribute(reportTargets, 'community', communityReportTarget)
    // What the data export gathers from every module: memberships.
    ctx.ports.contribute(exportSections, 'communities', communitiesExportSection)
    // What search gathers from every module: communities by name.
    ctx.ports.contribute(searchGroups, 'communities', (ctx, _viewer, q) =>
      searchCommunities(ctx, q.words, q.page),
    )
    // The popular tab's kept pages (issue 32) are forgotten on every change to who is in what.
    await forgetPopularPagesOnChange(ctx.db, ctx.events)
    await api.register(communitiesRoutes(ctx))
    await api.register(communityMembershipRoutes(ctx))
    await api.register(communityModerationRoutes(ctx))
  },
}

export type { CommunityEvent } from './communities.events.ts'
// For the activities module (community events) and the feed (For You): a community as a parent,
// a person's role in it, and the communities a person is a member of.
// For the notifications module: who is in a community and who runs it, as SQL.
export {
  type CommunityParent,
  communityMemberIdsSubquery,
  communityNameOf,
  communityParentsOf,
  communityStaffIdsSubquery,
  getCommunityParent,
  isCommunityMember,
  universityCommunityIdsSubquery,
} from './communities.face.ts'
export { memberCommunityIds } from './communities.members.repository.ts'
// Reports about content in a community (the moderation module): its staff read and answer them.
export { canModerateCommunity, isCommunityStaff, logReportDecision } from './communities.reports.ts'
// Seeds (demo:seed, tests).
export {
  findSeededCommunity,
  type SeedCommunity,
  seedApplication,
  seedCommunity,
  seedMembership,
} from './communities.seed.ts'
