import type {
  Community,
  CommunityApplication,
  CommunityMember,
  JoinRequest,
  MemberPreview,
  ModerationLogEntry,
} from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { fullNameOf } from '../users/index.ts'
import type { ApplicationRow } from './communities.applications.repository.ts'
import type { listLog } from './communities.log.repository.ts'
import type { MemberRow, RequestRow, UserCard } from './communities.members.repository.ts'
import {
  type Actor,
  abilitiesOf,
  isStaff,
  membershipStatus,
  type Standing,
  userRole,
} from './communities.policy.ts'
import type { CommunityRow, MemberPreviewRow } from './communities.repository.ts'

/** Rows to the contract's shapes, with the viewer's standing and abilities. */

export const actorOf = (viewer: Viewer): Actor => ({
  id: viewer.id,
  role: viewer.role,
  isVerified: viewer.isVerified,
})

const iso = (d: Date | string) => new Date(d).toISOString()

export function presentCommunity(
  row: CommunityRow,
  viewer: Viewer,
  standing: Standing,
  firstMembers: MemberPreviewRow[],
  universityName: string,
): Community {
  const actor = actorOf(viewer)
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    avatar_url: row.avatarUrl,
    banner_url: row.bannerUrl,
    university_id: row.universityId,
    university_name: universityName,
    members_count: row.membersCount,
    members: row.membersCount,
    first_members: firstMembers.map((m) => ({ id: m.id, username: m.username, avatar_url: m.avatarUrl })),
    admin_id: row.adminId,
    admin_username: row.adminUsername,
    is_member: standing.status === 'member',
    is_admin_or_mod: isStaff(standing),
    membership_status: membershipStatus(standing),
    user_role: userRole(actor, standing, row.createdBy),
    created_at: iso(row.createdAt),
    abilities: abilitiesOf(actor, standing),
  }
}

export const previewOf = (card: UserCard | null): MemberPreview | null =>
  card ? { id: card.id, username: card.username, avatar_url: card.avatarUrl } : null

export function presentMember(row: MemberRow): CommunityMember {
  return {
    id: row.card.id,
    username: row.card.username,
    nickname: row.card.nickname,
    full_name: fullNameOf(row.card),
    avatar_url: row.card.avatarUrl,
    bio: row.card.bio,
    is_admin: row.role === 'ComAdmin',
    role: row.role,
    created_at: iso(row.joinedAt ?? new Date(0)),
  }
}

export function presentRequest(row: RequestRow): JoinRequest {
  return {
    id: row.id,
    user: {
      id: row.card.id,
      username: row.card.username,
      avatar_url: row.card.avatarUrl,
      first_name: row.card.firstName,
      last_name: row.card.lastName,
      role: row.card.role,
      bio: row.card.bio,
    },
    user_id: row.card.id,
    community_id: row.communityId,
    created_at: iso(row.requestedAt),
  }
}

export function presentLogEntry(row: Awaited<ReturnType<typeof listLog>>[number]): ModerationLogEntry {
  return {
    id: row.id,
    action: row.action,
    actor: previewOf(row.actor),
    target_user: previewOf(row.target),
    post_id: row.postId,
    reason: row.reason,
    detail: row.detail,
    created_at: iso(row.createdAt),
  }
}

export function presentApplication(row: ApplicationRow, universityName: string): CommunityApplication {
  return {
    id: row.id,
    university_id: row.universityId,
    university_name: universityName,
    community_name: row.communityName,
    manager_name: row.managerName,
    manager_email: row.managerEmail,
    manager_phone: row.managerPhone,
    status: row.status,
    applicant: previewOf(row.applicant) ?? { id: row.applicantId, username: '', avatar_url: null },
    reason: row.reason,
    community_id: row.communityId,
    created_at: iso(row.createdAt),
    decided_at: row.decidedAt ? iso(row.decidedAt) : null,
  }
}
