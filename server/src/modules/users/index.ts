import type { AppModule } from '../../platform/module.ts'
import { usersRoutes } from './users.routes.ts'

/**
 * The users module's face (docs/modules.md): accounts, profiles, the follow graph and blocks. It owns
 * the users, follows and blocks tables (db/schema/users.ts); other modules use what is exported here.
 */
export const usersModule: AppModule = {
  name: 'users',
  async register(api, ctx) {
    await api.register(usersRoutes(ctx))
  },
}

export type { UserEvent } from './users.events.ts'
// SQL fragments lent to other modules' queries: the tables' shape stays here.
export {
  blockedEitherWay,
  followedAndSelfIdsSubquery,
  followedIdsSubquery,
  insertFollow,
  isPublicAccount,
  universityMemberIdsSubquery,
  viewerFollows,
} from './users.follows.ts'
export { liveAccountExists, publicUserJson, usernameOf, viewerAccountOf } from './users.fragments.ts'
// Who may see a person's content: for modules that show it (posts' profile tabs, later search).
export { canSeeProfile, canViewPosts, type Relation } from './users.policy.ts'
export { fullNameOf } from './users.presenter.ts'
export { findRelation } from './users.relations.ts'
export { type SeedProfile, seedBlock, seedFollowRequest, seedProfile } from './users.seed.ts'
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
  setUserRole,
  type UserRow,
} from './users.service.ts'
