import type { FollowRequest, Me, MyAccount, UserProfile, UserSummary } from '@agora/contract'

/** Test-only: the signed-in user (id 1, @me) as GET /auth/me and GET /users/me answer. */
export function makeMe(overrides: Partial<Me> = {}): Me {
  return {
    id: 1,
    username: 'me',
    email: 'me@example.edu',
    nickname: 'Me Myself',
    full_name: null,
    first_name: null,
    last_name: null,
    bio: null,
    avatar_url: null,
    banner_url: null,
    university_id: null,
    is_verified: true,
    is_private: false,
    role: 'user',
    roles: [],
    is_admin: false,
    created_at: '2025-03-01T10:00:00Z',
    ...overrides,
  }
}

/** Test-only: a person as lists answer one (UserSummary): no names, public, no relation to the viewer. */
export function makeUserSummary(
  id: number,
  username: string,
  overrides: Partial<UserSummary> = {},
): UserSummary {
  return {
    id,
    username,
    nickname: null,
    full_name: null,
    first_name: null,
    last_name: null,
    bio: null,
    avatar_url: null,
    university_id: null,
    role: 'user',
    is_private: false,
    relation: {
      is_following: false,
      is_requested: false,
      follows_you: false,
      is_blocked: false,
      is_muted: false,
    },
    ...overrides,
  }
}

/** Test-only: another account (id 7, @ayse, public) as a stranger sees it through GET /users/{id}. */
export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 7,
    username: 'ayse',
    nickname: 'Ayşe',
    full_name: 'Ayşe Yılmaz',
    first_name: 'Ayşe',
    last_name: 'Yılmaz',
    bio: 'Physics at METU',
    avatar_url: null,
    banner_url: null,
    university_id: null,
    is_verified: true,
    is_private: false,
    role: 'user',
    roles: [],
    is_admin: false,
    created_at: '2025-03-01T10:00:00Z',
    followers_count: 1250,
    following_count: 12,
    posts_count: 3,
    university_name: null,
    affiliation: { faculty: null, department: null, study_year: null, is_alumni: false },
    university_verified: false,
    attended_events_count: 0,
    follow_requests_count: null,
    relation: {
      is_following: false,
      is_requested: false,
      follows_you: false,
      is_blocked: false,
      is_muted: false,
    },
    abilities: {
      can_edit: false,
      can_follow: true,
      can_block: true,
      can_mute: true,
      can_message: true,
      can_view_posts: true,
    },
    ...overrides,
  }
}

/** Test-only: the signed-in user's own profile (id 1). */
export function makeOwnProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return makeProfile({
    id: 1,
    username: 'me',
    nickname: 'Me Myself',
    full_name: null,
    bio: null,
    followers_count: 5,
    following_count: 6,
    posts_count: 0,
    follow_requests_count: 2,
    abilities: {
      can_edit: true,
      can_follow: false,
      can_block: false,
      can_mute: false,
      can_message: false,
      can_view_posts: true,
    },
    ...overrides,
  })
}

/** Test-only: a follow request from `user`. */
export function makeRequest(id: number, user: UserSummary): FollowRequest {
  return { id, user_id: user.id, user, created_at: '2026-01-01T10:00:00Z' }
}

/** Test-only: the signed-in user's own account as GET /users/me answers it (Settings). */
export function makeMyAccount(overrides: Partial<MyAccount> = {}): MyAccount {
  return {
    ...makeMe(overrides),
    university_name: null,
    affiliation: { faculty: null, department: null, study_year: null, is_alumni: false },
    university_verified: false,
    locale: 'en',
    ...overrides,
  }
}
