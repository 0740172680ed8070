import { POLL_LIMITS, PollDraft } from '@agora/contract'
import { invalidField } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { textLength } from './posts.text.ts'

/** A new post's poll (issue 31): what the form's `poll` field asks for, checked. docs/decisions.md, "Polls". */

export interface NewPoll {
  options: string[]
  multiple: boolean
  closesAt: Date
}

/** The `poll` field of a new post's form (JSON of PollDraft), checked rule by rule; null without one. */
export function readPollDraft(
  ctx: ServiceContext,
  raw: string | undefined,
  hasMedia: boolean,
): NewPoll | null {
  if (raw === undefined || raw.trim() === '') return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw invalidField(['body', 'poll'], 'poll_invalid')
  }
  const draft = PollDraft.safeParse(parsed)
  if (!draft.success) throw invalidField(['body', 'poll'], 'poll_invalid')
  if (hasMedia) throw invalidField(['body', 'poll'], 'poll_with_media')
  const options = draft.data.options.map((option) => option.trim())
  if (options.length < POLL_LIMITS.minOptions || options.length > POLL_LIMITS.maxOptions)
    throw invalidField(['body', 'poll', 'options'], 'poll_options_count')
  options.forEach((option, i) => {
    if (!option) throw invalidField(['body', 'poll', 'options', i], 'poll_option_empty')
    if (textLength(option) > POLL_LIMITS.optionMaxLength)
      throw invalidField(['body', 'poll', 'options', i], 'poll_option_too_long')
  })
  const folded = options.map((option) => option.toLocaleLowerCase('tr'))
  if (new Set(folded).size !== options.length)
    throw invalidField(['body', 'poll', 'options'], 'poll_options_duplicate')
  const seconds = draft.data.duration_seconds
  if (seconds < ctx.config.pollMinSeconds || seconds > POLL_LIMITS.maxSeconds)
    throw invalidField(['body', 'poll', 'duration_seconds'], 'poll_duration_invalid')
  return {
    options,
    multiple: draft.data.multiple ?? false,
    closesAt: new Date(ctx.clock().getTime() + seconds * 1000),
  }
}
