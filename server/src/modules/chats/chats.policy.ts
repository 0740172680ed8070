import type { ChatState, DirectMessagePolicy } from '@agora/contract'

/**
 * Who may do what in chats (DESIGN.md "Chats"): pure functions over plain facts, with a truth table
 * in chats.policy.test.ts. The service gathers the facts; nothing here reads the database.
 */

export type MemberStatus = 'active' | 'request' | 'declined'

/** What is known of a person the viewer wants to chat with. */
export interface Counterpart {
  live: boolean
  blockedEitherWay: boolean
  whoCanMessage: DirectMessagePolicy
  /** They follow the viewer (accepted). */
  followsViewer: boolean
}

/** The viewer may start a chat with them (or add them to a group): not oneself, not across a block. */
export function canStartChatWith(viewerId: number, targetId: number, target: Counterpart): boolean {
  if (viewerId === targetId || !target.live || target.blockedEitherWay) return false
  return target.whoCanMessage === 'everyone' || target.followsViewer
}

/**
 * Someone who does not follow the viewer gets the chat as a request to accept or decline; so does a
 * member of a new group who has blocked another of its members (issue 30): they decide whether to
 * sit in it. The person they blocked gets it as anyone would, so it tells them nothing of the block.
 */
export const initialStatus = (
  target: Pick<Counterpart, 'followsViewer'>,
  blocksAMember = false,
): MemberStatus => (target.followsViewer && !blocksAMember ? 'active' : 'request')

/**
 * The chat as the viewer sees it: a request of theirs to answer, one they sent that waits (one-to-one:
 * the other person has not accepted yet), one they sent that the other person declined (the sender is
 * told, issue 28), or an active one. A group's members answer each for themselves, unannounced.
 */
export function viewerState(isGroup: boolean, mine: MemberStatus, partner: MemberStatus | null): ChatState {
  if (mine === 'request') return 'request'
  if (!isGroup && partner === 'declined') return 'declined'
  if (!isGroup && partner !== null && partner !== 'active') return 'sent'
  return 'active'
}

/** The viewer sees the chat at all: a member who has not left it and has not declined it. */
export const canSeeChat = (member: { status: MemberStatus; left: boolean } | null): boolean =>
  member !== null && !member.left && member.status !== 'declined'

/**
 * The viewer may write: an active member (a request is accepted first), and in a one-to-one chat no
 * block stands between the two and the other person has not declined it.
 */
export function canSendMessage(
  member: { status: MemberStatus; left: boolean } | null,
  direct: { blockedEitherWay: boolean; partnerDeclined?: boolean } | null,
): boolean {
  if (!canSeeChat(member) || member?.status !== 'active') return false
  return direct === null || (!direct.blockedEitherWay && !direct.partnerDeclined)
}

/** Online status, last seen, typing and "Seen" show only when both people show their activity. */
export const activityVisible = (viewerShows: boolean, otherShows: boolean): boolean =>
  viewerShows && otherShows

/**
 * Presence (online, last seen) and "Seen" of another member (issue 30): only between two people who
 * both accepted the chat, never across a block, and only while both show their activity. The sender
 * of a request that waits or was declined sees nothing of the other person.
 */
export function presenceVisible(facts: {
  viewerStatus: MemberStatus
  otherStatus: MemberStatus
  blockedEitherWay: boolean
  viewerShows: boolean
  otherShows: boolean
}): boolean {
  if (facts.viewerStatus !== 'active' || facts.otherStatus !== 'active' || facts.blockedEitherWay)
    return false
  return activityVisible(facts.viewerShows, facts.otherShows)
}
