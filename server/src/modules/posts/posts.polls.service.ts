import type { Post } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { forbidden, HttpError, invalidField, notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { interactionTarget } from './posts.compose.service.ts'
import { publishPostEvent } from './posts.events.ts'
import { loadPost } from './posts.hydration.service.ts'
import { claimClosedPolls, hasVoted, insertVotes, lockPoll } from './posts.polls.repository.ts'

/**
 * Polls (issue 31), as Mastodon has them: 2 to 4 options, open 5 minutes to 7 days, one choice or
 * several; votes are private and final; the counts show to voters, to the author, and to everyone once
 * it has closed; voting follows the post's visibility rule. docs/decisions.md, "Polls".
 */

/**
 * POST /posts/{id}/poll/votes: the viewer's choices in the poll of a post they may see (404 like a
 * missing post otherwise), once, while it is open, never in their own. Answers the post.
 */
export async function votePoll(
  ctx: ServiceContext,
  viewer: Viewer,
  postId: number,
  choices: number[],
): Promise<Post> {
  const target = await interactionTarget(ctx, viewer, postId)
  await ctx.db.transaction(async (tx) => {
    const poll = await lockPoll(tx, target.id)
    if (!poll) throw notFound('post_has_no_poll')
    if (target.userId === viewer.id) throw forbidden('cannot_vote_own_poll')
    if (poll.closesAt <= ctx.clock()) throw new HttpError('poll_closed')
    if (await hasVoted(tx, poll.postId, viewer.id)) throw new HttpError('poll_already_voted')
    const unique = [...new Set(choices)]
    const fits = unique.length === choices.length && choices.every((c) => c < poll.options.length)
    if (!fits || (!poll.multiple && choices.length !== 1))
      throw invalidField(['body', 'choices'], 'poll_choice_invalid')
    await insertVotes(tx, poll, viewer.id, choices, ctx.clock())
  })
  return loadPost(ctx.db, viewer, target.id)
}

/** The job's batch: this many closed polls are told per run, the rest on the next. */
const CLOSE_BATCH = 200

/**
 * Every few seconds: polls that closed are marked told and post.poll_closed is published for each
 * (the notifications module tells the author and the voters).
 */
export async function announceClosedPolls(ctx: ServiceContext): Promise<void> {
  for (const poll of await claimClosedPolls(ctx.db, ctx.clock(), CLOSE_BATCH)) {
    await publishPostEvent(ctx, { type: 'post.poll_closed', post_id: poll.post_id, owner_id: poll.author_id })
  }
}
