import { describe, expect, it } from 'vitest'
import {
  activityVisible,
  type Counterpart,
  canSeeChat,
  canSendMessage,
  canStartChatWith,
  initialStatus,
  type MemberStatus,
  presenceVisible,
  viewerState,
} from './chats.policy.ts'

const open: Counterpart = {
  live: true,
  blockedEitherWay: false,
  whoCanMessage: 'everyone',
  followsViewer: false,
}

describe('who may start a chat with whom', () => {
  it.each<[string, number, Partial<Counterpart>, boolean]>([
    ['anyone open to everyone', 2, {}, true],
    ['oneself', 1, {}, false],
    ['a deleted account', 2, { live: false }, false],
    ['across a block', 2, { blockedEitherWay: true }, false],
    ['across a block, even a follower', 2, { blockedEitherWay: true, followsViewer: true }, false],
    ['someone who takes only people they follow, not following', 2, { whoCanMessage: 'following' }, false],
    [
      'someone who takes only people they follow, following',
      2,
      { whoCanMessage: 'following', followsViewer: true },
      true,
    ],
  ])('%s', (_, target, facts, expected) => {
    expect(canStartChatWith(1, target, { ...open, ...facts })).toBe(expected)
  })

  it('makes it a request for someone who does not follow the viewer', () => {
    expect(initialStatus({ followsViewer: false })).toBe('request')
    expect(initialStatus({ followsViewer: true })).toBe('active')
  })

  it('makes a new group a request for a member who blocked another of its members', () => {
    expect(initialStatus({ followsViewer: true }, true)).toBe('request')
    expect(initialStatus({ followsViewer: false }, true)).toBe('request')
  })
})

describe('the state a chat shows its viewer', () => {
  it.each<[boolean, MemberStatus, MemberStatus | null, string]>([
    [false, 'active', 'active', 'active'],
    [false, 'active', 'request', 'sent'],
    [false, 'active', 'declined', 'declined'],
    [true, 'active', 'declined', 'active'],
    [false, 'request', 'active', 'request'],
    [true, 'active', 'request', 'active'],
    [true, 'request', 'active', 'request'],
    [false, 'active', null, 'active'],
  ])('group %s, mine %s, partner %s: %s', (group, mine, partner, expected) => {
    expect(viewerState(group, mine, partner)).toBe(expected)
  })
})

describe('seeing and writing', () => {
  it.each<[MemberStatus | null, boolean, boolean | null, boolean, boolean]>([
    // status, left, blocked (null: a group), sees, writes
    ['active', false, false, true, true],
    ['active', false, null, true, true],
    ['active', false, true, true, false],
    ['request', false, false, true, false],
    ['declined', false, false, false, false],
    ['active', true, false, false, false],
    [null, false, false, false, false],
  ])('%s, left %s, blocked %s', (status, left, blocked, sees, writes) => {
    const member = status === null ? null : { status, left }
    expect(canSeeChat(member)).toBe(sees)
    expect(canSendMessage(member, blocked === null ? null : { blockedEitherWay: blocked })).toBe(writes)
  })

  it('never writes into a one-to-one chat whose request the other person declined', () => {
    const member = { status: 'active' as const, left: false }
    expect(canSendMessage(member, { blockedEitherWay: false, partnerDeclined: true })).toBe(false)
    expect(canSendMessage(member, { blockedEitherWay: false, partnerDeclined: false })).toBe(true)
  })

  it('shows activity only when both show theirs', () => {
    expect([activityVisible(true, true), activityVisible(true, false), activityVisible(false, true)]).toEqual(
      [true, false, false],
    )
  })
})

describe('presence and "Seen" of another member (issue 30)', () => {
  it.each<[MemberStatus, MemberStatus, boolean, boolean, boolean, boolean]>([
    // viewer's status, other's status, blocked either way, viewer shows, other shows, visible
    ['active', 'active', false, true, true, true],
    ['active', 'request', false, true, true, false],
    ['active', 'declined', false, true, true, false],
    ['request', 'active', false, true, true, false],
    ['active', 'active', true, true, true, false],
    ['active', 'declined', true, true, true, false],
    ['active', 'active', false, false, true, false],
    ['active', 'active', false, true, false, false],
  ])('viewer %s, other %s, blocked %s, shows %s/%s: %s', (mine, theirs, blocked, vs, os, expected) => {
    expect(
      presenceVisible({
        viewerStatus: mine,
        otherStatus: theirs,
        blockedEitherWay: blocked,
        viewerShows: vs,
        otherShows: os,
      }),
    ).toBe(expected)
  })
})
