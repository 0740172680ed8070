import { describe, expect, it } from 'vitest'
import { abilitiesOf, type PolicyPost, type PolicyViewer } from './posts.policy.ts'

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
  ...patch,
})

// Each row: viewer, post, [edit, delete, interact] where interact stands for like, save, reply, repost, quote.
const table: [string, PolicyViewer | null, PolicyPost, [boolean, boolean, boolean]][] = [
  ['owner, own post', owner, post(), [true, true, true]],
  ['someone else', other, post(), [false, false, true]],
  ['no viewer', null, post(), [false, false, false]],
  ['unverified owner', unverifiedOwner, post(), [false, false, false]],
  ['owner, deleted post', owner, post({ deleted: true, visible: false }), [false, false, false]],
  ['someone else, deleted post', other, post({ deleted: true, visible: false }), [false, false, false]],
  ['owner, own draft', owner, post({ published: false }), [true, true, false]],
  ['someone else, hidden post', other, post({ visible: false }), [false, false, false]],
  ['owner, own repost', owner, post({ isRepost: true }), [false, true, true]],
  ['someone else, a repost', other, post({ isRepost: true }), [false, false, true]],
  ['owner, own event post', owner, post({ postType: 'event' }), [false, false, true]],
  ['owner, own academic post', owner, post({ postType: 'academic' }), [false, false, true]],
]

describe('post abilities', () => {
  it.each(table)('%s', (_name, viewer, subject, [edit, del, interact]) => {
    expect(abilitiesOf(viewer, subject)).toEqual({
      can_edit: edit,
      can_delete: del,
      can_like: interact,
      can_save: interact,
      can_reply: interact,
      can_repost: interact,
      can_quote: interact,
    })
  })
})
