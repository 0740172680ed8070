import type { UserProfile } from '@agora/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deferred, json } from '@/testing/app-harness.tsx'
import { makePost, makeProfile } from '@/testing/builders/index.ts'
import { api, countOf, renderAt } from './profile-test-setup.tsx'

beforeEach(() => {
  localStorage.setItem('access_token', 'tok')
  localStorage.setItem('currentUserId', '1')
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('follow and block on another account’s profile', () => {
  it('follows a public account at once (200): Following, and one more follower', async () => {
    const answer = deferred<Response>()
    const fetchMock = api({
      'GET /users/7': () => json(200, makeProfile({ followers_count: 10 })),
      'GET /users/7/posts': () => json(200, []),
      'POST /users/7/follow': () => answer.promise,
    })
    const user = userEvent.setup()
    renderAt('/users/7')
    await user.click(await screen.findByRole('button', { name: 'Follow' }))
    // Optimistic: before the server answers.
    expect(screen.getByRole('button', { name: /^(Following|Unfollow)$/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '11 Followers' })).toBeInTheDocument()
    answer.resolve(json(200, { status: 'following', message: 'Followed', followers_count: 11 }))
    await waitFor(() => expect(countOf(fetchMock, 'POST /users/7/follow')).toBe(1))
    expect(await screen.findByRole('button', { name: '11 Followers' })).toBeInTheDocument()
  })

  it('asks a private account (202): Request sent, and pressing it withdraws the request', async () => {
    let profile = makeProfile({ is_private: true, followers_count: 4 })
    const fetchMock = api({
      'GET /users/7': () => json(200, profile),
      'GET /users/7/posts': () => json(200, []),
      'POST /users/7/follow': () => {
        profile = { ...profile, relation: { ...profile.relation, is_requested: true } }
        return json(202, { status: 'requested', message: 'Follow request sent', followers_count: 4 })
      },
      'DELETE /users/7/follow': () => {
        profile = { ...profile, relation: { ...profile.relation, is_requested: false } }
        return json(200, { message: 'Follow request withdrawn' })
      },
    })
    const user = userEvent.setup()
    renderAt('/users/7')
    await user.click(await screen.findByRole('button', { name: 'Follow' }))
    const sent = await screen.findByRole('button', { name: 'Request sent' })
    expect(screen.getByRole('button', { name: '4 Followers' })).toBeInTheDocument()
    await waitFor(() => expect(countOf(fetchMock, 'POST /users/7/follow')).toBe(1))
    await user.click(sent)
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument()
    await waitFor(() => expect(countOf(fetchMock, 'DELETE /users/7/follow')).toBe(1))
  })

  it('unfollows: Following reads Unfollow under the pointer, and a click unfollows', async () => {
    let profile = makeProfile({
      followers_count: 20,
      relation: {
        is_following: true,
        is_requested: false,
        follows_you: true,
        is_blocked: false,
        is_muted: false,
      },
    })
    const fetchMock = api({
      'GET /users/7': () => json(200, profile),
      'GET /users/7/posts': () => json(200, []),
      'DELETE /users/7/follow': () => {
        profile = { ...profile, followers_count: 19, relation: { ...profile.relation, is_following: false } }
        return json(200, { message: 'Unfollowed' })
      },
    })
    const user = userEvent.setup()
    renderAt('/users/7')
    const button = await screen.findByRole('button', { name: 'Following' })
    expect(screen.getByText('Follows you')).toBeInTheDocument()
    await user.hover(button)
    expect(button).toHaveTextContent('Unfollow')
    await user.click(button)
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '19 Followers' })).toBeInTheDocument()
    expect(countOf(fetchMock, 'DELETE /users/7/follow')).toBe(1)
  })

  it('puts the follow back and says so when the call fails', async () => {
    api({
      'GET /users/7': () => json(200, makeProfile({ followers_count: 10 })),
      'GET /users/7/posts': () => json(200, []),
      'POST /users/7/follow': () =>
        json(403, { detail: 'You cannot follow this user', code: 'cannot_follow_user' }),
    })
    const user = userEvent.setup()
    renderAt('/users/7')
    await user.click(await screen.findByRole('button', { name: 'Follow' }))
    expect(await screen.findByText('Could not follow this account')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '10 Followers' })).toBeInTheDocument()
  })

  it('blocks after a confirmation, then shows the blocked notice with Unblock', async () => {
    let blocked = false
    const view = (): UserProfile =>
      makeProfile({
        relation: {
          is_following: false,
          is_requested: false,
          follows_you: false,
          is_blocked: blocked,
          is_muted: false,
        },
        abilities: {
          can_edit: false,
          can_follow: !blocked,
          can_block: true,
          can_mute: true,
          can_message: !blocked,
          can_view_posts: !blocked,
        },
        posts_count: blocked ? null : 1,
      })
    const fetchMock = api({
      'GET /users/7': () => json(200, view()),
      'GET /users/7/posts': () => json(200, [makePost({ id: 3, content: 'Visible post' })]),
      'POST /users/7/block': () => {
        blocked = true
        return json(200, { message: 'Blocked' })
      },
      'DELETE /users/7/block': () => {
        blocked = false
        return json(200, { message: 'Unblocked' })
      },
    })
    const user = userEvent.setup()
    renderAt('/users/7')
    await screen.findByText('Visible post')
    await user.click(screen.getByRole('button', { name: 'More options for @ayse' }))
    await user.click(screen.getByRole('menuitem', { name: 'Block @ayse' }))
    const dialog = screen.getByRole('dialog', { name: 'Block @ayse?' })
    // Nothing happens until confirmed; Cancel has focus, the safe choice.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    expect(countOf(fetchMock, 'POST /users/7/block')).toBe(0)
    await user.click(within(dialog).getByRole('button', { name: 'Block' }))
    expect(await screen.findByRole('heading', { name: 'You blocked @ayse' })).toBeInTheDocument()
    expect(countOf(fetchMock, 'POST /users/7/block')).toBe(1)
    expect(screen.queryByRole('tab')).not.toBeInTheDocument()
    expect(screen.queryByText('Visible post')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument()
    // A blocked profile shows no counts at all.
    expect(screen.queryByText(/Followers|Following/)).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Unblock' }))
    expect(await screen.findByText('Visible post')).toBeInTheDocument()
    expect(countOf(fetchMock, 'DELETE /users/7/block')).toBe(1)
  })
})
