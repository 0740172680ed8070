import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { userKeys } from '../api/keys.ts'
import { roleBadgeKind } from '../components/role-badge.tsx'
import { updateUserEverywhere, withFollowing, withFollowResult } from './optimistic.ts'

const relation = {
  is_following: false,
  is_requested: false,
  follows_you: false,
  is_blocked: false,
  is_muted: false,
}

function account(id: number, extra: object = {}) {
  return { id, username: `u${id}`, is_private: false, relation, ...extra }
}

describe('withFollowing', () => {
  it('follows a public account with one more follower, and asks a private one', () => {
    const followed = withFollowing({ ...account(7), followers_count: 3 }, true)
    expect(followed.relation.is_following).toBe(true)
    expect(followed.followers_count).toBe(4)
    const asked = withFollowing({ ...account(7, { is_private: true }), followers_count: 3 }, true)
    expect(asked.relation).toMatchObject({ is_following: false, is_requested: true })
    expect(asked.followers_count).toBe(3)
  })

  it('unfollows with one follower less (never below zero), and withdraws a request without a count', () => {
    const following = { ...account(7), relation: { ...relation, is_following: true }, followers_count: 0 }
    expect(withFollowing(following, false)).toMatchObject({
      relation: { is_following: false },
      followers_count: 0,
    })
    const requested = { ...account(7), relation: { ...relation, is_requested: true }, followers_count: 5 }
    expect(withFollowing(requested, false)).toMatchObject({
      relation: { is_requested: false },
      followers_count: 5,
    })
  })

  it('changes nothing when the state is already there', () => {
    const user = { ...account(7), relation: { ...relation, is_following: true } }
    expect(withFollowing(user, true)).toBe(user)
    const stranger = account(8)
    expect(withFollowing(stranger, false)).toBe(stranger)
  })
})

describe('withFollowResult', () => {
  it('takes the server’s status and count', () => {
    const user = { ...account(7), relation: { ...relation, is_following: true }, followers_count: 9 }
    expect(withFollowResult(user, { status: 'requested', message: '', followers_count: 8 })).toMatchObject({
      relation: { is_following: false, is_requested: true },
      followers_count: 8,
    })
    const same = withFollowResult(user, { status: 'following', message: '', followers_count: 9 })
    expect(same).toBe(user)
  })
})

describe('updateUserEverywhere', () => {
  it('changes the account in its profile, in lists and inside follow requests, and rolls every copy back', () => {
    const client = new QueryClient()
    const profileKey = userKeys.detail(7)
    const listKey = userKeys.followers(1)
    const requestsKey = userKeys.followRequests()
    client.setQueryData(profileKey, { ...account(7), followers_count: 2 })
    client.setQueryData(listKey, { pages: [[account(5), account(7)]], pageParams: [0] })
    client.setQueryData(requestsKey, { pages: [[{ id: 31, user_id: 7, user: account(7) }]], pageParams: [0] })
    const untouched = client.getQueryData<{ pages: { id: number }[][] }>(listKey)?.pages[0]?.[0]

    const rollback = updateUserEverywhere(client, 7, (user) => withFollowing(user, true))
    expect(client.getQueryData(profileKey)).toMatchObject({
      relation: { is_following: true },
      followers_count: 3,
    })
    const list = client.getQueryData<{ pages: { id: number; relation: typeof relation }[][] }>(listKey)
    expect(list?.pages[0]?.[1]?.relation.is_following).toBe(true)
    // Other accounts keep their identity, so that only the changed rows render again.
    expect(list?.pages[0]?.[0]).toBe(untouched)
    expect(client.getQueryData(requestsKey)).toMatchObject({
      pages: [[{ user: { relation: { is_following: true } } }]],
    })

    rollback()
    expect(client.getQueryData(profileKey)).toMatchObject({
      relation: { is_following: false },
      followers_count: 2,
    })
    expect(client.getQueryData(requestsKey)).toMatchObject({
      pages: [[{ user: { relation: { is_following: false } } }]],
    })
  })
})

describe('roleBadgeKind', () => {
  it.each([
    [{ role: 'admin' }, 'admin'],
    [{ role: 'user', is_admin: true }, 'admin'],
    [{ role: 'UniAdmin', roles: ['ComMod'] }, 'UniAdmin'],
    [{ role: 'user', roles: ['ComMod', 'ComAdmin'] }, 'ComAdmin'],
    [{ role: 'user', roles: ['ComMod'] }, 'ComMod'],
    [{ role: 'user' }, 'user'],
  ])('%o shows %s', (user, kind) => {
    expect(roleBadgeKind(user)).toBe(kind)
  })
})
