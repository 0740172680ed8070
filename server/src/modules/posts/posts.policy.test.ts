import { describe, expect, it } from 'vitest'
import {
  abilitiesOf,
  canRemoveInUniversity,
  mayRemoveAsUniversityStaff,
  OPEN_GATE,
  type PolicyPost,
  type PolicyViewer,
  passesReplyGate,
  type ReplyGate,
} from './posts.policy.ts'

const owner: PolicyViewer = { id: 1, isVerified: true }
const other: PolicyViewer = { id: 2, isVerified: true }
const unverifiedOwner: PolicyViewer = { id: 1, isVerified: false }

const post = (patch: Partial<PolicyPost> = {}): PolicyPost => ({
  userId: 1,
  postType: 'normal',
  deleted: false,
  published: true,
  visible: true,
  isRepost: false,
  isReply: false,
  ...patch,
})

// Each row: viewer, post, [edit, delete, interact, set reply policy] where interact stands for like,
// save, reply (through an open gate), repost, quote.
const table: [string, PolicyViewer | null, PolicyPost, [boolean, boolean, boolean, boolean]][] = [
  ['owner, own post', owner, post(), [true, true, true, true]],
  ['someone else', other, post(), [false, false, true, false]],
  ['no viewer', null, post(), [false, false, false, false]],
  ['unverified owner', unverifiedOwner, post(), [false, false, false, false]],
  ['owner, deleted post', owner, post({ deleted: true, visible: false }), [false, false, false, false]],
  [
    'someone else, deleted post',
    other,
    post({ deleted: true, visible: false }),
    [false, false, false, false],
  ],
  ['owner, own draft', owner, post({ published: false }), [true, true, false, true]],
  ['someone else, hidden post', other, post({ visible: false }), [false, false, false, false]],
  ['owner, own repost', owner, post({ isRepost: true }), [false, true, true, false]],
  ['someone else, a repost', other, post({ isRepost: true }), [false, false, true, false]],
  ['owner, own event post', owner, post({ postType: 'event' }), [false, false, true, false]],
  ['owner, own academic post', owner, post({ postType: 'academic' }), [false, false, true, false]],
  ['owner, own reply', owner, post({ isReply: true }), [true, true, true, false]],
]

describe('post abilities', () => {
  it.each(table)('%s', (_name, viewer, subject, [edit, del, interact, setPolicy]) => {
    expect(abilitiesOf(viewer, subject, OPEN_GATE)).toEqual({
      can_edit: edit,
      can_delete: del,
      can_like: interact,
      can_save: interact,
      can_reply: interact,
      can_repost: interact,
      can_quote: interact,
      can_set_reply_policy: setPolicy,
    })
  })
})

const gate = (patch: Partial<ReplyGate>): ReplyGate => ({ ...OPEN_GATE, authorId: 1, ...patch })

// Each row: viewer, the thread's gate, whether the viewer may reply (issue 16, threadgates).
const gates: [string, PolicyViewer | null, ReplyGate, boolean][] = [
  ['everyone: someone else', other, gate({}), true],
  ['everyone: no viewer', null, gate({}), true],
  ['following: the author', owner, gate({ policy: 'following' }), true],
  [
    'following: someone the author follows',
    other,
    gate({ policy: 'following', authorFollowsViewer: true }),
    true,
  ],
  ['following: someone the author does not follow', other, gate({ policy: 'following' }), false],
  [
    'following: mentioned but not followed',
    other,
    gate({ policy: 'following', viewerMentioned: true }),
    false,
  ],
  ['following: no viewer', null, gate({ policy: 'following' }), false],
  ['mentioned: the author', owner, gate({ policy: 'mentioned' }), true],
  ['mentioned: someone mentioned', other, gate({ policy: 'mentioned', viewerMentioned: true }), true],
  ['mentioned: someone not mentioned', other, gate({ policy: 'mentioned' }), false],
  [
    'mentioned: followed but not mentioned',
    other,
    gate({ policy: 'mentioned', authorFollowsViewer: true }),
    false,
  ],
]

describe('reply gate', () => {
  it.each(gates)('%s', (_name, viewer, subject, expected) => {
    expect(passesReplyGate(viewer, subject)).toBe(expected)
  })

  it('a closed gate takes away can_reply only', () => {
    const abilities = abilitiesOf(other, post(), gate({ policy: 'mentioned' }))
    expect(abilities).toMatchObject({ can_reply: false, can_like: true, can_quote: true, can_repost: true })
  })
})

describe('a UniAdmin removing comments on their university’s items (issue 30)', () => {
  const uniAdmin = { id: 9, isVerified: true, role: 'UniAdmin' }
  it.each([
    ['a comment', uniAdmin, post({ isReply: true }), true],
    ['a top-level post', uniAdmin, post(), false],
    ['a deleted comment', uniAdmin, post({ isReply: true, deleted: true }), false],
    ['an event post', uniAdmin, post({ isReply: true, postType: 'event' }), false],
    ['as an unverified UniAdmin', { ...uniAdmin, isVerified: false }, post({ isReply: true }), false],
    ['as a student', { ...uniAdmin, role: 'user' }, post({ isReply: true }), false],
    [
      'as a site admin (who decides through reports)',
      { ...uniAdmin, role: 'admin' },
      post({ isReply: true }),
      false,
    ],
  ] as const)('%s: %s', (_, viewer, p, allowed) => {
    expect(mayRemoveAsUniversityStaff(viewer, p)).toBe(allowed)
  })
  it('only in a thread of their own university', () => {
    expect(canRemoveInUniversity({ universityId: 3 }, { universityId: 3 })).toBe(true)
    expect(canRemoveInUniversity({ universityId: 3 }, { universityId: 4 })).toBe(false)
    expect(canRemoveInUniversity({ universityId: 3 }, { universityId: null })).toBe(false)
    expect(canRemoveInUniversity({ universityId: null }, { universityId: null })).toBe(false)
  })
})
