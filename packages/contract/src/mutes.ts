import { z } from 'zod'
import { z as zm } from 'zod/mini'
import { ERRORS } from './catalogue.ts'
import { MUTE_DURATIONS, MUTE_LIMITS } from './limits.ts'
import { UserSummary } from './users.ts'

/** Muting accounts, words and hashtags (issue 16; docs/decisions.md, Muting). */

export const MuteDuration = z.enum(MUTE_DURATIONS)
export type MuteDuration = z.infer<typeof MuteDuration>

/** The length of each duration in hours (null: until undone). */
export const MUTE_DURATION_HOURS: Record<MuteDuration, number | null> = {
  forever: null,
  '24h': 24,
  '7d': 7 * 24,
  '30d': 30 * 24,
}

/** POST /users/{id}/mute: the body is optional; without it the mute lasts until undone. */
export const MuteRequest = z.object({ duration: MuteDuration.default('forever') })
export type MuteRequest = z.infer<typeof MuteRequest>

/** An account in GET /users/me/mutes: the person, and when the mute ends (null: until undone). */
export const MutedUser = UserSummary.extend({ mute_expires_at: z.string().nullable() })
export type MutedUser = z.infer<typeof MutedUser>
export const MutedUserList = z.array(MutedUser)

/**
 * A muted word, phrase or hashtag: typed with its #, matched with search's Turkish folding. Written
 * with zod/mini like the form fields of fields.ts, so that the web form checks exactly this.
 */
export const MutedPhrase = zm.string().check(
  zm.trim(),
  zm.minLength(1, ERRORS.muted_word_empty.detail),
  zm.maxLength(MUTE_LIMITS.phraseMax, ERRORS.muted_word_too_long.detail),
  zm.refine((phrase) => /[\p{L}\p{N}]/u.test(phrase), ERRORS.muted_word_invalid.detail),
)

/** POST /users/me/muted-words. Adding a phrase one already mutes sets its new duration. */
export const MutedWordRequest = z.object({
  phrase: MutedPhrase,
  duration: MuteDuration.default('forever'),
})
export type MutedWordRequest = z.input<typeof MutedWordRequest>

export const MutedWord = z.object({
  id: z.number().int(),
  /** As typed (trimmed); a hashtag keeps its #. */
  phrase: z.string(),
  created_at: z.string(),
  /** When it stops applying; null until removed. */
  expires_at: z.string().nullable(),
})
export type MutedWord = z.infer<typeof MutedWord>
export const MutedWordList = z.array(MutedWord)
