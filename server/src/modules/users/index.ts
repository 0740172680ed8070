import { exportSections } from '../../platform/contributions/export-sections.ts'
import { reportTargets } from '../../platform/contributions/report-targets.ts'
import { searchGroups } from '../../platform/contributions/search-groups.ts'
import type { AppModule } from '../../platform/module.ts'
import { memberCountsPort } from '../universities/index.ts'
import { countAffiliatedMembers } from './users.affiliation.ts'
import { usersExportSection } from './users.export.ts'
import { countMembers, memberCountOf } from './users.members.ts'
import { userReportTarget } from './users.report-target.ts'
import { usersRoutes } from './users.routes.ts'
import { searchPeople } from './users.search.service.ts'

/**
 * The users module's face (docs/modules.md): accounts, profiles, the follow graph, blocks and mutes.
 * It owns the users, follows, blocks, user_mutes and muted_words tables (db/schema/users.ts); other
 * modules use what is exported here.
 */
export const usersModule: AppModule = {
  name: 'users',
  async register(api, ctx) {
    // A university's members are accounts: its pages ask here for their counts.
    ctx.ports.provide(memberCountsPort, {
      count: countMembers,
      countOf: memberCountOf,
      countAffiliated: countAffiliatedMembers,
    })
    // What moderation gathers from every module: a reported person.
    ctx.ports.contribute(reportTargets, 'user', userReportTarget)
    // What the data export gathers from every module: the account, its graph and mutes.
    ctx.ports.contribute(exportSections, 'users', usersExportSection)
    // What search gathers from every module: people.
    ctx.ports.contribute(searchGroups, 'users', (ctx, viewer, q) =>
      searchPeople(ctx, viewer, q.words, q.page, q.affiliation),
    )
    await api.register(usersRoutes(ctx))
  },
}

// Affiliation (issue 17): seedAffiliation sets the columns for demo:seed and tests.
export { seedAffiliation } from './users.affiliation.ts'
// Affiliation (issue 17): a person's faculty, department and year, and members matching a rule over them.
export {
  type Affiliation,
  type AffiliationColumns,
  affiliationOf,
  universityMemberIdsWhere,
} from './users.audience.ts'
export type { UserEvent } from './users.events.ts'
// SQL fragments lent to other modules' queries: the tables' shape stays here.
export {
  blockedEitherWay,
  followedAndSelfIdsSubquery,
  followedIdsSubquery,
  insertFollow,
  isPublicAccount,
  isUniversityMember,
  universityMemberIdsSubquery,
  viewerFollows,
} from './users.follows.ts'
export {
  accountCreatedAt,
  isLiveAccount,
  liveAccountExists,
  liveAccountIdsSubquery,
  notSuspended,
  publicUserJson,
  userCardJson,
  usernameOf,
  viewerAccountOf,
} from './users.fragments.ts'
// Mutes as SQL fragments, for the reads that leave muted accounts and words out (posts, notifications).
export { activeMute, mutedAccountIds, mutesText } from './users.mutes.fragments.ts'
// Who may see a person's content: for modules that show it (posts' profile tabs, later search).
export { canSeeProfile, canViewPosts, type Relation } from './users.policy.ts'
// Ports the modules above fill from their register() (platform/ports.ts): auth and posts add their
// steps of an account's deletion, posts counts a profile's posts, activities its attended events.
export {
  type AccountRemovalStep,
  type AttendedEventsCounter,
  accountRemovalSteps,
  attendedEventsPort,
  type ProfilePostsCounter,
  profilePostsPort,
} from './users.ports.ts'
export { fullNameOf } from './users.presenter.ts'
export { findRelation } from './users.relations.ts'
// Site roles: the admin route's service, shared with the CLI's user:role.
export { setUserRole } from './users.roles.service.ts'
// The popular people of search's empty page (search's people group is contributed in register()).
export { popularPeople } from './users.search.service.ts'
export {
  followersOfForSeed,
  type SeedProfile,
  seedBlock,
  seedFollowRequest,
  seedProfile,
} from './users.seed.ts'
// Accounts: for auth (sign-in, verification, passwords) and the CLI.
export {
  checkEmailAvailability,
  checkUsernameAvailability,
  createUser,
  createUserWithHash,
  deleteUser,
  findPublicUsersByUsernames,
  findUser,
  findUserByAddress,
  findUserForSignIn,
  getMe,
  lockUser,
  markEmailVerified,
  type NewUser,
  type PublicUserRow,
  setPasswordHash,
  type UserRow,
} from './users.service.ts'
// Suspension, decided by the moderation module (issue 16).
export {
  FOREVER,
  isSuspended,
  isSuspendedForever,
  liftSuspension,
  suspendAccount,
} from './users.suspension.ts'
