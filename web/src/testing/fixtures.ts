import type { Me, UserSummary } from '@agora/contract'

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
