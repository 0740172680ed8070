import { z } from 'zod'
import { pageQuery } from './paging.ts'

/**
 * Communities (issue 11; spec 000 and 001 section 3 "Community", "Community member", "Join request").
 * A membership is a row per person and community with a status (pending, member) and a role inside
 * that one community (member, ComMod, ComAdmin): these are not global flags.
 */

/** A member's role inside one community. */
export const CommunityRole = z.enum(['member', 'ComMod', 'ComAdmin'])
export type CommunityRole = z.infer<typeof CommunityRole>

/**
 * user_role of spec 000: the viewer's standing as the card's badge reads it. 'admin' is a site admin
 * (badge 'Site Admin'); 'creator', 'ComAdmin' and 'ComMod' read 'Your Community'; 'user' has none.
 * 'creator' is the ComAdmin who applied for it and still holds the role.
 */
export const CommunityUserRole = z.enum(['user', 'admin', 'creator', 'ComAdmin', 'ComMod'])
export type CommunityUserRole = z.infer<typeof CommunityUserRole>

/** GET /communities/{id}/invitations/status: admin_or_mod is a member who is its ComAdmin or ComMod. */
/** invited: its staff invited the viewer, who accepts by joining (at once) or declines by cancelling. */
export const MembershipStatus = z.enum(['none', 'pending', 'invited', 'member', 'admin_or_mod'])
export type MembershipStatus = z.infer<typeof MembershipStatus>
export const InvitationStatusResponse = z.object({ status: MembershipStatus })
export type InvitationStatusResponse = z.infer<typeof InvitationStatusResponse>

/** POST /communities/{id}/join: site admins and the community's staff are members at once. */
export const JoinResponse = z.object({ status: z.enum(['pending', 'member']) })
export type JoinResponse = z.infer<typeof JoinResponse>

/** POST /communities/{id}/invite: staff invite a person (one who had asked is accepted at once). */
export const InviteRequest = z.object({ user_id: z.number().int().positive().max(2_147_483_647) })
export type InviteRequest = z.infer<typeof InviteRequest>
export const InviteResponse = z.object({ status: z.enum(['invited', 'member']) })
export type InviteResponse = z.infer<typeof InviteResponse>

/** What the viewer may do with the community: the client shows controls from these. */
export const CommunityAbilities = z.object({
  /** Edit name and description, avatar and banner: site admin, its ComAdmin or ComMod. */
  can_edit: z.boolean(),
  /** Answer join requests, remove posts, remove and ban members, read the moderation log. */
  can_moderate: z.boolean(),
  /** Name and remove ComMods, hand over the ComAdmin role: site admin or its ComAdmin. */
  can_manage_roles: z.boolean(),
  /** Post in it (and see the composer): members. */
  can_post: z.boolean(),
  can_create_event: z.boolean(),
  /** Ask to join: verified, not a member, not pending, not banned. */
  can_join: z.boolean(),
  /** Leave: members other than the ComAdmin. */
  can_leave: z.boolean(),
  /** Delete the community: site admins. */
  can_delete: z.boolean(),
})
export type CommunityAbilities = z.infer<typeof CommunityAbilities>

export const MemberPreview = z.object({
  id: z.number().int(),
  username: z.string(),
  avatar_url: z.string().nullable(),
})
export type MemberPreview = z.infer<typeof MemberPreview>

/** The Community entity of spec 000 and 001 section 3, with the viewer's standing and abilities. */
export const Community = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Empty when none was written (the card shows the default text). */
  description: z.string(),
  avatar_url: z.string().nullable(),
  banner_url: z.string().nullable(),
  university_id: z.number().int(),
  university_name: z.string(),
  members_count: z.number().int(),
  /** The same figure (spec 001 names it members). */
  members: z.number().int(),
  /** Up to 3 members, staff first. */
  first_members: z.array(MemberPreview),
  /** The ComAdmin (null only while the role is vacant, after an account was deleted). */
  admin_id: z.number().int().nullable(),
  admin_username: z.string().nullable(),
  is_member: z.boolean(),
  is_admin_or_mod: z.boolean(),
  /** The viewer's membership: none, pending, member or admin_or_mod. */
  membership_status: MembershipStatus,
  user_role: CommunityUserRole,
  created_at: z.string(),
  abilities: CommunityAbilities,
})
export type Community = z.infer<typeof Community>
export const CommunityList = z.array(Community)

/** GET /communities/: popular (by members), the viewer's university, the viewer's own; a name filter. */
export const CommunityTab = z.enum(['popular', 'university', 'mine'])
export type CommunityTab = z.infer<typeof CommunityTab>
export const CommunityListQuery = z.object({
  tab: CommunityTab.default('popular'),
  /** Case-insensitive substring of the name, Turkish letters folded (I/ı, İ/i). */
  search: z.string().trim().max(100).optional(),
  ...pageQuery({ limit: 50 }).shape,
})
export type CommunityListQuery = z.infer<typeof CommunityListQuery>

/** GET /search/popular/communities?limit (10; the side panel asks 5). */
export const PopularCommunity = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  members_count: z.number().int(),
  members: z.number().int(),
  /** Its university: communities of several universities may share a name. */
  university_id: z.number().int(),
  university_name: z.string(),
})
export type PopularCommunity = z.infer<typeof PopularCommunity>
export const PopularCommunityList = z.array(PopularCommunity)

/** PUT /communities/{id}: name and description. */
export const CommunityPatch = z.object({
  name: z.string().max(1000),
  description: z.string().max(5000).optional(),
})
export type CommunityPatch = z.infer<typeof CommunityPatch>

/** A row of GET /communities/{id}/members (spec 001 "Community member"), staff first. */
export const CommunityMember = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  bio: z.string().nullable(),
  /** Its ComAdmin. */
  is_admin: z.boolean(),
  role: CommunityRole,
  /** When they became a member. */
  created_at: z.string(),
})
export type CommunityMember = z.infer<typeof CommunityMember>
export const CommunityMemberList = z.array(CommunityMember)

/** A pending request to join (spec 001 "Join request"): GET /communities/{id}/invitations. */
export const JoinRequestUser = z.object({
  id: z.number().int(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: z.string(),
  bio: z.string().nullable(),
})
export const JoinRequest = z.object({
  id: z.number().int(),
  user: JoinRequestUser,
  user_id: z.number().int(),
  community_id: z.number().int(),
  created_at: z.string(),
})
export type JoinRequest = z.infer<typeof JoinRequest>
export const JoinRequestList = z.array(JoinRequest)

/** POST /communities/{id}/invitations/{requestId}/respond. */
export const RespondRequest = z.object({ action: z.enum(['accept', 'reject']) })
export type RespondRequest = z.infer<typeof RespondRequest>

/** PUT /communities/{id}/members/{userId}/role: ComAdmin hands the role over (and becomes a ComMod). */
export const MemberRoleRequest = z.object({ role: CommunityRole })
export type MemberRoleRequest = z.infer<typeof MemberRoleRequest>

/** Removing a post or a member, banning: the reason lands in the moderation log. */
export const ModerationReason = z.object({ reason: z.string().max(500) })
export type ModerationReason = z.infer<typeof ModerationReason>

/** POST /communities/{id}/bans. */
export const BanRequest = ModerationReason.extend({ user_id: z.number().int().positive().max(2_147_483_647) })
export type BanRequest = z.infer<typeof BanRequest>
export const CommunityBan = z.object({
  user: MemberPreview,
  reason: z.string(),
  created_at: z.string(),
  banned_by: MemberPreview.nullable(),
})
export type CommunityBan = z.infer<typeof CommunityBan>
export const CommunityBanList = z.array(CommunityBan)

export const ModerationAction = z.enum([
  'request_accepted',
  'request_rejected',
  'post_removed',
  'member_removed',
  'member_banned',
  'member_unbanned',
  'role_changed',
  'community_edited',
  'event_deleted',
  // Reports handled by the community's staff (issue 16).
  'report_dismissed',
  'member_warned',
])
export type ModerationAction = z.infer<typeof ModerationAction>

/** GET /communities/{id}/moderation-log (staff only), newest first. */
export const ModerationLogEntry = z.object({
  id: z.number().int(),
  action: ModerationAction,
  actor: MemberPreview.nullable(),
  target_user: MemberPreview.nullable(),
  post_id: z.number().int().nullable(),
  reason: z.string().nullable(),
  /** role_changed: the new role. */
  detail: z.string().nullable(),
  created_at: z.string(),
})
export type ModerationLogEntry = z.infer<typeof ModerationLogEntry>
export const ModerationLog = z.array(ModerationLogEntry)

/** POST /admin/community-requests: the application wizard (spec 000 section 3). */
export const CommunityApplicationInput = z.object({
  university_id: z.number().int().positive().max(2_147_483_647),
  community_name: z.string().max(1000),
  manager_name: z.string().max(1000),
  manager_email: z.string().max(1000),
  manager_phone: z.string().max(100),
})
export type CommunityApplicationInput = z.infer<typeof CommunityApplicationInput>

export const ApplicationStatus = z.enum(['pending', 'approved', 'rejected'])
export type ApplicationStatus = z.infer<typeof ApplicationStatus>

/** An application as its applicant and the site admins read it. */
export const CommunityApplication = CommunityApplicationInput.extend({
  id: z.number().int(),
  university_name: z.string(),
  status: ApplicationStatus,
  applicant: MemberPreview,
  /** Rejections carry one. */
  reason: z.string().nullable(),
  /** Set once approved. */
  community_id: z.number().int().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
})
export type CommunityApplication = z.infer<typeof CommunityApplication>
export const CommunityApplicationList = z.array(CommunityApplication)

/** GET /admin/community-requests?status= (site admins). */
export const ApplicationListQuery = z.object({
  status: ApplicationStatus.optional(),
  ...pageQuery({ limit: 50 }).shape,
})

/** POST /admin/community-requests/{id}/reject. */
export const RejectApplicationRequest = ModerationReason
