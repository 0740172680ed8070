import { z } from 'zod'
import { Affiliation, StudyYear } from './affiliation.ts'
import { Bio, CurrentPassword, Locale, NewPassword, Nickname } from './fields.ts'
import { PageQuery } from './paging.ts'

export const Role = z.enum(['admin', 'UniAdmin', 'user'])
export type Role = z.infer<typeof Role>

/** The fields every answer about a user carries (spec 000 and 001 section 3). */
const UserFields = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  full_name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  bio: z.string().nullable(),
  avatar_url: z.string().nullable(),
  university_id: z.number().int().nullable(),
  role: Role,
  is_private: z.boolean(),
})

/** What a whole account shows beyond a list row: banner, roles, verification, age. */
const AccountFields = UserFields.extend({
  banner_url: z.string().nullable(),
  is_verified: z.boolean(),
  roles: z.array(z.string()),
  is_admin: z.boolean(),
  created_at: z.string(),
})

/** The signed-in user as GET /users/me and GET /auth/me answer it (spec 000 and 001 section 3). */
export const Me = AccountFields.extend({ email: z.string() })
export type Me = z.infer<typeof Me>

/** GET /users/me: one's own account with the name of its university (null without one). */
export const MyAccount = Me.extend({
  university_name: z.string().nullable(),
  /** Faculty, department, year and alumni status (issue 17). */
  affiliation: Affiliation,
  /** The account's address is at one of its university's domains (issue 17's verified badge). */
  university_verified: z.boolean(),
  /** The language of the account's mails (issue 30); the web sets it when the student picks one. */
  locale: Locale,
})
export type MyAccount = z.infer<typeof MyAccount>

export const ChangePasswordRequest = z.object({
  current_password: CurrentPassword,
  new_password: NewPassword,
})
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>

/** The viewer's relation to another account (all false on one's own profile). */
export const UserRelation = z.object({
  /** The viewer follows this account (an accepted follow). */
  is_following: z.boolean(),
  /** The viewer asked to follow this private account and waits for its approval. */
  is_requested: z.boolean(),
  /** This account follows the viewer (accepted). */
  follows_you: z.boolean(),
  /** The viewer has blocked this account. */
  is_blocked: z.boolean(),
  /** The viewer has muted this account (a mute still running); the account is never told. */
  is_muted: z.boolean(),
})
export type UserRelation = z.infer<typeof UserRelation>

/** What the viewer may do with the account: the client shows controls from these, never re-deriving rules. */
export const UserAbilities = z.object({
  /** Own profile: edit nickname, bio, avatar, banner, visibility. */
  can_edit: z.boolean(),
  /** POST /users/{id}/follow is allowed (not oneself, no block either way). */
  can_follow: z.boolean(),
  /** POST /users/{id}/block is allowed (not oneself). */
  can_block: z.boolean(),
  /** POST /users/{id}/mute is allowed (not oneself). */
  can_mute: z.boolean(),
  /** A chat with this account may be opened (not oneself, no block either way). */
  can_message: z.boolean(),
  /** The posts, comments and liked tabs answer 200 (otherwise 403: private, or blocked by the viewer). */
  can_view_posts: z.boolean(),
})
export type UserAbilities = z.infer<typeof UserAbilities>

/** A user as GET /users/{id} answers it (spec 000 and 001 section 3, plus counts, relation, abilities). */
export const UserProfile = AccountFields.extend({
  followers_count: z.number().int(),
  following_count: z.number().int(),
  /**
   * Visible top-level posts (not replies, not reposts) the viewer may see; null when the tabs are
   * closed (a private account the viewer does not follow, one the viewer blocked): not shown, not 0.
   */
  posts_count: z.number().int().nullable(),
  /** The name of its university (null without one): the profile links it to /universities/{id}. */
  university_name: z.string().nullable(),
  /** Faculty, department, year and alumni status (issue 17): shown wherever the bio is. */
  affiliation: Affiliation,
  /** The account's address is at one of its university's domains (issue 17's verified badge). */
  university_verified: z.boolean(),
  /**
   * Events this account attends (GET /users/{id}/attended-events holds them); null where the posts
   * tabs are closed to the viewer, as that list answers 403 there.
   */
  attended_events_count: z.number().int().nullable(),
  /** Pending follow requests: only on one's own profile, null on others. */
  follow_requests_count: z.number().int().nullable(),
  relation: UserRelation,
  abilities: UserAbilities,
})
export type UserProfile = z.infer<typeof UserProfile>

/** A user in a list (followers, following, blocked, muted, GET /users/, follow requests). */
export const UserSummary = UserFields.extend({ relation: UserRelation })
export type UserSummary = z.infer<typeof UserSummary>
export const UserSummaryList = z.array(UserSummary)

/** GET /users/ also filters by a search term over username, nickname and full name. */
export const UserListQuery = PageQuery.extend({
  q: z.string().trim().max(100).optional(),
  /** Only verified members of this university (the university page's members tab). */
  university_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
})
export type UserListQuery = z.infer<typeof UserListQuery>

/** An incoming (user = the requester) or sent (user = the requested account) follow request. */
export const FollowRequest = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user: UserSummary,
  created_at: z.string(),
})
export type FollowRequest = z.infer<typeof FollowRequest>
export const FollowRequestList = z.array(FollowRequest)

/** POST /users/{id}/follow: 200 following (public account), 202 requested (private account). */
export const FollowResult = z.object({
  status: z.enum(['following', 'requested']),
  message: z.string(),
  followers_count: z.number().int(),
})
export type FollowResult = z.infer<typeof FollowResult>

/** PUT /users/me/profile: every field optional; answers the updated Me. */
export const UpdateProfileRequest = z.object({
  nickname: z.nullable(Nickname).optional(),
  bio: z.nullable(Bio).optional(),
  is_private: z.boolean().optional(),
  /**
   * Affiliation (issue 17): a faculty of the account's university (null clears it and the
   * department), a department of that faculty, the year of study (null clears it) and whether the
   * account graduated (alumni keep no year, so is_alumni true clears it).
   */
  faculty_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  department_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  study_year: StudyYear.nullable().optional(),
  is_alumni: z.boolean().optional(),
  locale: z.optional(Locale),
})
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>

export const AvatarUploadResponse = z.object({ avatar_url: z.string() })
export const BannerUploadResponse = z.object({ banner_url: z.string() })

/** DELETE /users/me: deleting one's own account needs the password. */
export const DeleteAccountRequest = z.object({ password: CurrentPassword })
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>

/**
 * PUT /admin/users/{id}/role (site admins). A UniAdmin administers the university of their account:
 * university_id sets it (for any role); without it a UniAdmin keeps the account's own university.
 */
export const RoleChangeRequest = z.object({
  role: Role,
  university_id: z.number().int().positive().max(2_147_483_647).optional(),
})
export type RoleChangeRequest = z.infer<typeof RoleChangeRequest>
