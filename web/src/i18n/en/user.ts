/** The user entity: the role badge, the follow button (web/src/entities/user). */
export const user = {
  /** Role badge tooltips (spec 000 section 6). */
  roles: {
    admin: 'Site Administrator',
    UniAdmin: 'University Administrator',
    ComAdmin: 'Community Administrator',
    ComMod: 'Community Moderator',
    user: 'Verified User',
  },
  follow: {
    follow: 'Follow',
    following: 'Following',
    unfollow: 'Unfollow',
    requested: 'Request sent',
    withdrawHint: 'Withdraw the follow request',
    failed: 'Could not follow this account',
    unfollowFailed: 'Could not unfollow this account',
  },
} as const
