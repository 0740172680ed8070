import { z } from 'zod'
import { MemberPreview } from './communities.ts'
import { TwoFactorCode } from './fields.ts'
import { MODERATION_LIMITS } from './limits.ts'
import {
  APPEAL_STATES,
  MODERATION_DECISIONS,
  REPORT_CATEGORIES,
  REPORT_TARGET_TYPES,
  SUSPENSION_DURATIONS,
} from './moderation-values.ts'

/** Reports and moderation (issue 16; docs/decisions.md, Reports and moderation). */

export const ReportTargetType = z.enum(REPORT_TARGET_TYPES)
export type ReportTargetType = z.infer<typeof ReportTargetType>

export const ReportCategory = z.enum(REPORT_CATEGORIES)
export type ReportCategory = z.infer<typeof ReportCategory>

/** POST /reports: the comment is optional (up to 1,000 characters). */
export const ReportRequest = z.object({
  target_type: ReportTargetType,
  target_id: z.number().int().positive().max(2_147_483_647),
  category: ReportCategory,
  comment: z.string().trim().max(MODERATION_LIMITS.commentMax).default(''),
})
export type ReportRequest = z.infer<typeof ReportRequest>
export const ReportCreated = z.object({ id: z.number().int() })

/**
 * What the reported thing was when it was reported (a snapshot: an edit or a deletion does not erase
 * the evidence): its text, its images, who it belongs to, and a title (a community's or event's name).
 */
export const ReportSnapshot = z.object({
  title: z.string().nullable(),
  text: z.string().nullable(),
  media: z.array(z.string()),
  owner_username: z.string().nullable(),
  created_at: z.string().nullable(),
})
export type ReportSnapshot = z.infer<typeof ReportSnapshot>

export const ModerationDecision = z.enum(MODERATION_DECISIONS)
export type ModerationDecision = z.infer<typeof ModerationDecision>

export const SuspensionDuration = z.enum(SUSPENSION_DURATIONS)
export type SuspensionDuration = z.infer<typeof SuspensionDuration>

/**
 * POST /moderation/cases/{target_type}/{target_id}: one decision closes every open report of the
 * target. `remove` takes the content down and may also suspend its owner (`suspend_for`); `suspend`
 * suspends the owner without removing anything.
 */
export const CaseDecisionRequest = z.object({
  decision: ModerationDecision,
  reason: z.string().trim().min(1).max(MODERATION_LIMITS.reasonMax),
  suspend_for: SuspensionDuration.optional(),
})
export type CaseDecisionRequest = z.infer<typeof CaseDecisionRequest>

export const ModerationReport = z.object({
  id: z.number().int(),
  category: ReportCategory,
  comment: z.string(),
  /** Staff see who reported; the target never does. */
  reporter: MemberPreview.nullable(),
  /** How many reports this reporter made, and how many of them were dismissed (the reporter's history). */
  reporter_reports: z.number().int(),
  reporter_dismissed: z.number().int(),
  snapshot: ReportSnapshot,
  created_at: z.string(),
})
export type ModerationReport = z.infer<typeof ModerationReport>

/** One open case of the queue: a target and its open reports. */
export const ModerationCase = z.object({
  target_type: ReportTargetType,
  target_id: z.number().int(),
  community_id: z.number().int().nullable(),
  owner: MemberPreview.nullable(),
  /** The owner's history: earlier actions against them, and reports about them. */
  owner_actions: z.number().int(),
  owner_reports: z.number().int(),
  owner_suspended_until: z.string().nullable(),
  reports: z.array(ModerationReport),
  abilities: z.object({ can_remove: z.boolean(), can_warn: z.boolean(), can_suspend: z.boolean() }),
})
export type ModerationCase = z.infer<typeof ModerationCase>
export const ModerationCaseList = z.array(ModerationCase)

/** GET /moderation/cases: the site queue (admins), or one community's (its staff). */
export const ModerationQueueQuery = z.object({
  community_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
})

export const AppealState = z.enum(APPEAL_STATES)
export type AppealState = z.infer<typeof AppealState>

/** An entry of the moderation log, and what the person acted against sees of it (without `actor`). */
export const ModerationActionEntry = z.object({
  id: z.number().int(),
  decision: ModerationDecision,
  target_type: ReportTargetType,
  target_id: z.number().int(),
  community_id: z.number().int().nullable(),
  reason: z.string(),
  suspended_until: z.string().nullable(),
  suspended_forever: z.boolean(),
  actor: MemberPreview.nullable(),
  target_user: MemberPreview.nullable(),
  snapshot: ReportSnapshot.nullable(),
  appeal: z
    .object({
      text: z.string(),
      state: AppealState,
      created_at: z.string(),
      decision_reason: z.string().nullable(),
    })
    .nullable(),
  created_at: z.string(),
  abilities: z.object({ can_appeal: z.boolean() }),
})
export type ModerationActionEntry = z.infer<typeof ModerationActionEntry>
export const ModerationActionList = z.array(ModerationActionEntry)

/** POST /moderation/actions/{id}/appeal: once per action, by the person acted against. */
export const AppealRequest = z.object({ text: z.string().trim().min(1).max(MODERATION_LIMITS.commentMax) })
export type AppealRequest = z.infer<typeof AppealRequest>

/**
 * POST /moderation/suspension and /moderation/suspension/appeal: a suspended account cannot sign in,
 * so it names itself with its username (or email) and password to read why and to appeal once.
 */
export const SuspensionLookupRequest = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1000),
})
export type SuspensionLookupRequest = z.infer<typeof SuspensionLookupRequest>
/** What the lookup answers: the suspension, and whether its appeal needs a code of the second factor. */
export const SuspensionLookup = ModerationActionEntry.extend({ two_factor_required: z.boolean() })
export type SuspensionLookup = z.infer<typeof SuspensionLookup>
/**
 * The appeal: with two-factor sign-in on, also `code`, the authenticator app's six digits or a recovery
 * code (issue 30); without it 401 two_factor_code_required.
 */
export const SuspensionAppealRequest = SuspensionLookupRequest.extend({
  text: z.string().trim().min(1).max(MODERATION_LIMITS.commentMax),
  code: z.optional(TwoFactorCode),
})
export type SuspensionAppealRequest = z.infer<typeof SuspensionAppealRequest>

/** POST /moderation/actions/{id}/appeal/decision: a site admin upholds or overturns (lifting a suspension). */
export const AppealDecisionRequest = z.object({
  decision: z.enum(['upheld', 'overturned']),
  reason: z.string().trim().min(1).max(MODERATION_LIMITS.reasonMax),
})
export type AppealDecisionRequest = z.infer<typeof AppealDecisionRequest>

/** GET /moderation/log?appeals=pending: the site log, or the appeals waiting for a decision. */
export const ModerationLogQuery = z.object({
  appeals: z.enum(['pending']).optional(),
  page: z.coerce.number().int().min(1).max(50_000).default(1),
})
