import { describe, expect, it } from 'vitest'
import { canAppeal, canRemove, refuseDecision } from './moderation.policy.ts'

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
})
