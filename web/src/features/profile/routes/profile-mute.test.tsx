import type { UserProfile } from '@agora/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { callsTo, deferred, json } from '@/testing/app-harness.tsx'
import { makePost, makeProfile } from '@/testing/builders/index.ts'
import { api, countOf, renderAt } from './profile-test-setup.tsx'

beforeEach(() => {
  localStorage.setItem('access_token', 'tok')
  localStorage.setItem('currentUserId', '1')
})

describe('mute on another account’s profile', () => {
  it('mutes from the … menu at once, then offers Unmute; the posts stay on the profile', async () => {
    let muted = false
    const answer = deferred<Response>()
    const view = (): UserProfile => makeProfile({ relation: { ...makeProfile().relation, is_muted: muted } })
    const fetchMock = api({
      'GET /users/7': () => json(200, view()),
      'GET /users/7/posts': () => json(200, [makePost({ id: 3, content: 'Visible post' })]),
      'POST /users/7/mute': async () => {
        const res = await answer.promise
        muted = true
        return res
      },
      'DELETE /users/7/mute': () => {
        muted = false
        return json(200, { message: 'User unmuted' })
      },
    })
    const user = userEvent.setup()
    renderAt('/users/7')
    await screen.findByText('Visible post')
    await user.click(screen.getByRole('button', { name: 'More options for @ayse' }))
    await user.click(screen.getByRole('menuitem', { name: 'Mute @ayse' }))
    // No confirm: muting is quiet and undone from the same menu.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // Optimistic: the menu offers Unmute before the server answers.
    await user.click(screen.getByRole('button', { name: 'More options for @ayse' }))
    expect(screen.getByRole('menuitem', { name: 'Unmute @ayse' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    answer.resolve(json(200, { message: 'User muted' }))
    expect(await screen.findByText(/@ayse is muted/)).toBeInTheDocument()
    expect(callsTo(fetchMock, 'POST /users/7/mute')).toEqual([{ duration: 'forever' }])
    expect(screen.getByText('Visible post')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'More options for @ayse' }))
    await user.click(screen.getByRole('menuitem', { name: 'Unmute @ayse' }))
    await waitFor(() => expect(countOf(fetchMock, 'DELETE /users/7/mute')).toBe(1))
    expect(await screen.findByText('@ayse is unmuted')).toBeInTheDocument()
  })

  it('puts Mute back when the server refuses, with its message', async () => {
    api({
      'GET /users/7': () => json(200, makeProfile()),
      'GET /users/7/posts': () => json(200, []),
      'POST /users/7/mute': () => json(404, { detail: 'User not found', code: 'user_not_found' }),
    })
    const user = userEvent.setup()
    renderAt('/users/7')
    await user.click(await screen.findByRole('button', { name: 'More options for @ayse' }))
    await user.click(screen.getByRole('menuitem', { name: 'Mute @ayse' }))
    expect(await screen.findByText('User not found')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'More options for @ayse' }))
    expect(screen.getByRole('menuitem', { name: 'Mute @ayse' })).toBeInTheDocument()
  })
})
