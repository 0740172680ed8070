import { z } from 'zod'
import { ERRORS } from './catalogue.ts'
import { POLL_LIMITS } from './limits.ts'

/**
 * Polls (issue 31): a post may carry one. Votes are private: nobody sees who voted for what, and the
 * counts show only to someone who voted, to the author, and to everyone once the poll has closed.
 */

/** The `poll` field of a new post's form: JSON of this shape (the server checks each rule). */
export const PollDraft = z.object({
  options: z.array(z.string()),
  duration_seconds: z.number().int(),
  multiple: z.boolean().optional(),
})
export type PollDraft = z.infer<typeof PollDraft>

export const PollOption = z.object({
  title: z.string(),
  /** Null while the viewer may not see the counts (before voting, before it closes). */
  votes_count: z.number().int().nullable(),
})
export type PollOption = z.infer<typeof PollOption>

export const Poll = z.object({
  options: z.array(PollOption),
  multiple: z.boolean(),
  expires_at: z.string(),
  /** The poll has closed: no more votes, and its results are everyone's. */
  expired: z.boolean(),
  /** People who voted, and votes cast (several per person in a multiple-choice poll); null as the counts. */
  voters_count: z.number().int().nullable(),
  votes_count: z.number().int().nullable(),
  /** The viewer voted, and for which options (their indexes); empty otherwise. */
  voted: z.boolean(),
  own_votes: z.array(z.number().int()),
  /** The viewer may vote now: signed in, not the author, not voted yet, still open. */
  can_vote: z.boolean(),
})
export type Poll = z.infer<typeof Poll>

/** POST /posts/{id}/poll/votes: the indexes of the chosen options (one unless the poll takes several). */
export const PollVoteRequest = z.object({
  choices: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(POLL_LIMITS.maxOptions - 1),
      { error: ERRORS.poll_choice_invalid.detail },
    )
    .min(1, { error: ERRORS.poll_choice_invalid.detail })
    .max(POLL_LIMITS.maxOptions, { error: ERRORS.poll_choice_invalid.detail }),
})
export type PollVoteRequest = z.infer<typeof PollVoteRequest>
