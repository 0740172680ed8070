/**
 * The values of reports and moderation (issue 16) without zod, so that the web app's bundle can use
 * them without the schemas (moderation.ts builds its schemas, and their types, from these).
 */

/** What can be reported. A comment is a post (a reply, or a comment on an event or announcement). */
export const REPORT_TARGET_TYPES = [
  'post',
  'user',
  'community',
  'event',
  'announcement',
  'chat_message',
] as const

export const REPORT_CATEGORIES = [
  'spam',
  'harassment',
  'hate',
  'violence',
  'self_harm',
  'impersonation',
  'illegal',
  'other',
] as const

/** The actions a moderator takes on a case. Site admins may do all; community staff not `suspend`. */
export const MODERATION_DECISIONS = ['dismiss', 'remove', 'warn', 'suspend'] as const

export const SUSPENSION_DURATIONS = ['1d', '7d', '30d', 'forever'] as const
export const SUSPENSION_DAYS: Record<(typeof SUSPENSION_DURATIONS)[number], number | null> = {
  '1d': 1,
  '7d': 7,
  '30d': 30,
  forever: null,
}

export const APPEAL_STATES = ['pending', 'upheld', 'overturned'] as const
