import { describe, expect, it } from 'vitest'
import {
  canSeeProfile,
  canViewFollowLists,
  followStatusFor,
  type Relation,
  userAbilities,
} from './users.policy.ts'

const relation = (patch: Partial<Relation> = {}): Relation => ({
  isSelf: false,
  exists: true,
  isPrivate: false,
  following: false,
  requested: false,
  followsViewer: false,
  blockedByViewer: false,
  blocksViewer: false,
  mutedByViewer: false,
  ...patch,
})

// Each row: the viewer's relation to an account, then
// [see profile, edit, follow, block, message, view posts and follow lists, mute].
const table: [string, Relation, [boolean, boolean, boolean, boolean, boolean, boolean, boolean]][] = [
  ['oneself', relation({ isSelf: true }), [true, true, false, false, false, true, false]],
  [
    'oneself, private',
    relation({ isSelf: true, isPrivate: true }),
    [true, true, false, false, false, true, false],
  ],
  ['a public stranger', relation(), [true, false, true, true, true, true, true]],
  ['a private stranger', relation({ isPrivate: true }), [true, false, true, true, true, false, true]],
  [
    'a private account, request pending',
    relation({ isPrivate: true, requested: true }),
    [true, false, true, true, true, false, true],
  ],
  [
    'a private account followed',
    relation({ isPrivate: true, following: true }),
    [true, false, true, true, true, true, true],
  ],
  [
    'a private account that follows the viewer',
    relation({ isPrivate: true, followsViewer: true }),
    [true, false, true, true, true, false, true],
  ],
  [
    'a public account the viewer blocked',
    relation({ blockedByViewer: true }),
    [true, false, false, true, false, false, true],
  ],
  [
    'a public account that blocked the viewer',
    relation({ blocksViewer: true }),
    [false, false, false, false, false, false, false],
  ],
  [
    'blocks both ways',
    relation({ blockedByViewer: true, blocksViewer: true }),
    [false, false, false, true, false, false, false],
  ],
  [
    'a followed account that blocked the viewer',
    relation({ following: true, blocksViewer: true }),
    [false, false, false, false, false, false, false],
  ],
  [
    'an account the viewer muted',
    relation({ mutedByViewer: true }),
    [true, false, true, true, true, true, true],
  ],
  [
    'a muted account that blocked the viewer',
    relation({ mutedByViewer: true, blocksViewer: true }),
    [false, false, false, false, false, false, true],
  ],
  [
    'a missing or deleted account',
    relation({ exists: false }),
    [false, false, false, false, false, false, false],
  ],
]

describe('users policy', () => {
  it.each(table)('%s', (_name, r, [see, edit, follow, block, message, posts, mute]) => {
    expect(canSeeProfile(r)).toBe(see)
    expect(canViewFollowLists(r)).toBe(posts)
    expect(userAbilities(r)).toEqual({
      can_edit: edit,
      can_follow: follow,
      can_block: block,
      can_mute: mute,
      can_message: message,
      can_view_posts: posts,
    })
  })

  it('a follow of a private account waits for approval; of a public one it is accepted', () => {
    expect(followStatusFor(relation({ isPrivate: true }))).toBe('pending')
    expect(followStatusFor(relation())).toBe('accepted')
  })
})
