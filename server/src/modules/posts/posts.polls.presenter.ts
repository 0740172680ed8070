import type { Poll } from '@agora/contract'
import type { GraphPoll } from './posts.polls.repository.ts'

/**
 * The contract's Poll for a viewer: the counts only once they voted, when it is theirs, or when it
 * has closed (Mastodon's rule). A repost shows its original's poll.
 */
export function presentPoll(poll: GraphPoll, viewerId: number | null, authorId: number, now: number): Poll {
  const expired = new Date(poll.closesAt).getTime() <= now
  const voted = poll.own.length > 0
  const mine = viewerId === authorId
  const counted = voted || mine || expired
  return {
    options: poll.options.map((title, i) => ({
      title,
      votes_count: counted ? (poll.votesCounts[i] ?? 0) : null,
    })),
    multiple: poll.multiple,
    expires_at: new Date(poll.closesAt).toISOString(),
    expired,
    voters_count: counted ? poll.votersCount : null,
    votes_count: counted ? poll.votesCounts.reduce((sum, n) => sum + n, 0) : null,
    voted,
    own_votes: poll.own,
    can_vote: viewerId !== null && !mine && !voted && !expired,
  }
}
