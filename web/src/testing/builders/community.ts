import type { Community, CommunityAbilities } from '@agora/contract'

/** Test-only: the abilities of a visitor (PLAIN), a member and staff of a community. */

export const PLAIN: CommunityAbilities = {
  can_edit: false,
  can_moderate: false,
  can_manage_roles: false,
  can_post: false,
  can_create_event: false,
  can_join: true,
  can_leave: false,
  can_delete: false,
}
export const MEMBER: CommunityAbilities = { ...PLAIN, can_join: false, can_post: true, can_leave: true }
export const STAFF: CommunityAbilities = {
  ...MEMBER,
  can_edit: true,
  can_moderate: true,
  can_create_event: true,
}

export function makeCommunity(overrides: Partial<Community> = {}): Community {
  return {
    id: 3,
    name: 'Chess Club',
    description: 'Every Tuesday in the library',
    avatar_url: null,
    banner_url: null,
    university_id: 4,
    university_name: 'METU',
    members_count: 12,
    members: 12,
    first_members: [
      { id: 1, username: 'ayse', avatar_url: null },
      { id: 2, username: 'mehmet', avatar_url: null },
    ],
    admin_id: 1,
    admin_username: 'ayse',
    is_member: false,
    is_admin_or_mod: false,
    membership_status: 'none',
    user_role: 'user',
    created_at: '2026-11-01T10:00:00.000Z',
    abilities: PLAIN,
    ...overrides,
  }
}
