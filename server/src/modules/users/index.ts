import type { AppModule } from '../../platform/module.ts'
import { usersRoutes } from './users.routes.ts'

/**
 * The users module's face (docs/modules.md): accounts, profiles, the follow graph, blocks and mutes.
 * It owns the users, follows, blocks, user_mutes and muted_words tables (db/schema/users.ts); other
 * modules use what is exported here.
 */
export const usersModule: AppModule = {
  name: 'users',
  async register(api, ctx) {
    await api.register(usersRoutes(ctx))
  },
}

// Affiliation (issue 17): the universities module's faculty and department counts and its members
// list read the affiliation columns through these; seedAffiliation sets them for demo:seed and tests.
export {
  type AffiliatedMemberRow,
  type AffiliationFilter,
  countAffiliatedMembers,
  listAffiliatedMembers,
  seedAffiliation,
} from './users.affiliation.ts'
// Affiliation (issue 17): a person's faculty, department and year, and members matching a rule over them.
export {
  type Affiliation,
  type AffiliationColumns,
  affiliationOf,
  universityMemberIdsWhere,
} from './users.audience.ts'
export type { UserEvent } from './users.events.ts'
// Data export (issue 16): the person's own rows, for the exports module.
export { exportGraphOf, exportMutesOf, exportProfileOf } from './users.export.ts'
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
// A university's members (verified, live accounts of it): for the universities module's answers.
export { countMembers, memberCountOf } from './users.members.ts'
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
// Search over people, for the search module (the term already folded by platform/fold.ts).
export { popularPeople, searchPeople } from './users.search.service.ts'
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
