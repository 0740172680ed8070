import { POLL_LIMITS } from './limits.ts'

/** The errors of polls (issue 31), merged into ERRORS (catalogue.ts). */
export const POLL_ERRORS = {
  poll_invalid: { status: 422, detail: 'The poll is not valid JSON of options, duration and choice' },
  poll_options_count: {
    status: 422,
    detail: `A poll has ${POLL_LIMITS.minOptions} to ${POLL_LIMITS.maxOptions} options`,
  },
  poll_option_empty: { status: 422, detail: 'A poll option cannot be empty' },
  poll_option_too_long: {
    status: 422,
    detail: `A poll option can have at most ${POLL_LIMITS.optionMaxLength} characters`,
  },
  poll_options_duplicate: { status: 422, detail: 'Two poll options are the same' },
  poll_duration_invalid: { status: 422, detail: 'A poll is open for 5 minutes to 7 days' },
  poll_with_media: { status: 422, detail: 'A post with a poll cannot have images or a video' },
  poll_choice_invalid: {
    status: 422,
    detail: 'Choose one of the poll’s options (several only where allowed)',
  },
  post_has_no_poll: { status: 404, detail: 'This post has no poll' },
  poll_closed: { status: 409, detail: 'This poll has closed' },
  poll_already_voted: { status: 409, detail: 'You have already voted in this poll' },
  cannot_vote_own_poll: { status: 403, detail: 'You cannot vote in your own poll' },
} as const
