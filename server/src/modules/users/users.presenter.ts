import type { Me } from '@agora/contract'
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
