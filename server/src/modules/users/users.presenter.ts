import type { Affiliation, FollowRequest, Me, UserProfile, UserRelation, UserSummary } from '@agora/contract'
import type { RequestRow, SummaryRow } from './users.lists.repository.ts'
import { type Relation, userAbilities } from './users.policy.ts'
import type { UserRow } from './users.repository.ts'

/** "First Last" from whichever parts exist; null when neither does. */
export function fullNameOf(user: Pick<UserRow, 'firstName' | 'lastName'>): string | null {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  return name || null
}

/**
 * The signed-in user's own view of their account. roles lists the site role only: ComAdmin and
 * ComMod are roles inside one community and travel with that community's answers.
 */
export function presentMe(user: UserRow): Me {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    nickname: user.nickname,
    full_name: fullNameOf(user),
    first_name: user.firstName,
    last_name: user.lastName,
    bio: user.bio,
    avatar_url: user.avatarUrl,
    banner_url: user.bannerUrl,
    university_id: user.universityId,
    is_verified: user.isVerified,
    is_private: user.isPrivate,
    role: user.role,
    roles: [user.role],
    is_admin: user.role === 'admin',
    created_at: user.createdAt.toISOString(),
  }
}

export function presentRelation(r: Relation): UserRelation {
  return {
    is_following: r.following,
    is_requested: r.requested,
    follows_you: r.followsViewer,
    is_blocked: r.blockedByViewer,
    is_muted: r.mutedByViewer,
  }
}

export interface ProfileCounts {
  followers: number
  following: number
  posts: number | null
  requests: number
  /** Null where the posts tabs are closed to the viewer: like the post count, not shown. */
  attendedEvents: number | null
}

/** Another account (or one's own) as GET /users/{id} answers it: no email, counts, relation, abilities. */
export function presentProfile(
  user: UserRow,
  relation: Relation,
  counts: ProfileCounts,
  universityName: string | null,
  campus: { affiliation: Affiliation; universityVerified: boolean },
): UserProfile {
  const { email: _email, is_verified, ...rest } = presentMe(user)
  return {
    ...rest,
    is_verified,
    followers_count: counts.followers,
    following_count: counts.following,
    posts_count: counts.posts,
    university_name: universityName,
    affiliation: campus.affiliation,
    university_verified: campus.universityVerified,
    attended_events_count: counts.attendedEvents,
    follow_requests_count: relation.isSelf ? counts.requests : null,
    relation: presentRelation(relation),
    abilities: userAbilities(relation),
  }
}

export function presentSummary(row: SummaryRow): UserSummary {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    full_name: fullNameOf({ firstName: row.first_name, lastName: row.last_name }),
    first_name: row.first_name,
    last_name: row.last_name,
    bio: row.bio,
    avatar_url: row.avatar_url,
    university_id: row.university_id,
    role: row.role,
    is_private: row.is_private,
    relation: {
      is_following: row.is_following,
      is_requested: row.is_requested,
      follows_you: row.follows_you,
      is_blocked: row.is_blocked,
      is_muted: row.is_muted,
    },
  }
}

export function presentFollowRequest(row: RequestRow): FollowRequest {
  return {
    id: row.request_id,
    user_id: row.id,
    user: presentSummary(row),
    created_at: new Date(row.requested_at).toISOString(),
  }
}
