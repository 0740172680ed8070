import { describe, expect, it } from 'vitest'
import { canAppeal, canRemove, refuseDecider, refuseDecision, reportQueueOf } from './moderation.policy.ts'

describe('moderation policy', () => {
  it.each([
    ['site', 'post', true],
    ['site', 'event', true],
    ['site', 'community', true],
    ['site', 'user', false],
    ['site', 'chat_message', false],
    ['community', 'post', true],
    ['community', 'event', false],
  ] as const)('%s moderators remove a %s: %s', (scope, target, allowed) => {
    expect(canRemove(scope, target)).toBe(allowed)
  })

  it.each([
    ['site', 'suspend', 'post', true, true, null],
    ['site', 'suspend', 'post', true, false, 'suspension_duration_required'],
    ['site', 'remove', 'post', true, true, null],
    ['site', 'remove', 'user', true, false, 'cannot_remove_target'],
    ['site', 'suspend', 'community', false, true, 'cannot_remove_target'],
    ['community', 'suspend', 'post', true, true, 'suspension_admins_only'],
    ['community', 'remove', 'post', true, true, 'suspension_admins_only'],
    ['community', 'remove', 'post', true, false, null],
    ['community', 'warn', 'post', true, false, null],
    ['community', 'dismiss', 'post', true, false, null],
  ] as const)(
    '%s: %s a %s (owner %s, duration %s) -> %s',
    (scope, decision, target, hasOwner, suspendFor, refusal) => {
      expect(refuseDecision(scope, { decision, target, hasOwner, suspendFor })).toBe(refusal)
    },
  )

  it('lets only the person acted against appeal, once, and never a dismissal', () => {
    const warned = { decision: 'warn' as const, targetUserId: 7, appealState: null }
    expect(canAppeal(warned, 7)).toBe(true)
    expect(canAppeal(warned, 8)).toBe(false)
    expect(canAppeal({ ...warned, appealState: 'pending' }, 7)).toBe(false)
    expect(canAppeal({ ...warned, decision: 'dismiss' }, 7)).toBe(false)
  })

  // Issue 30: owner 7; the viewer is 7 (their own) or 8.
  const owner = (siteAdmin: boolean, communityStaff: boolean) => ({ id: 7, siteAdmin, communityStaff })
  it.each([
    ['site', 7, owner(false, false), 'cannot_decide_own_case'],
    ['community', 7, owner(false, true), 'cannot_decide_own_case'],
    ['site', 8, owner(true, false), null],
    ['site', 8, owner(false, true), null],
    ['community', 8, owner(false, true), 'case_for_site_admins'],
    ['community', 8, owner(true, false), 'case_for_site_admins'],
    ['community', 8, owner(false, false), null],
    ['community', 8, null, null],
  ] as const)('%s moderator %s deciding about %o -> %s', (scope, viewerId, o, refusal) => {
    expect(refuseDecider(scope, viewerId, o)).toBe(refusal)
  })

  it('files a report about staff or admin content into the site queue', () => {
    expect(reportQueueOf(3, owner(false, false))).toBe(3)
    expect(reportQueueOf(3, owner(false, true))).toBeNull()
    expect(reportQueueOf(3, owner(true, false))).toBeNull()
    expect(reportQueueOf(3, null)).toBe(3)
    expect(reportQueueOf(null, owner(false, false))).toBeNull()
  })
})
