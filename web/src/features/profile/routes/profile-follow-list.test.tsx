import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { callsTo, json } from '@/testing/app-harness.tsx'
import { makeOwnProfile, makeProfile, makeRequest, makeUserSummary } from '@/testing/builders/index.ts'
import { api, countOf, renderAt } from './profile-test-setup.tsx'

beforeEach(() => {
  localStorage.setItem('access_token', 'tok')
  localStorage.setItem('currentUserId', '1')
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the follow list dialog', () => {
  it('opens from ?followTab=followers, switches tabs, and links each row to its profile', async () => {
    const fetchMock = api({
      'GET /users/7': () => json(200, makeProfile()),
      'GET /users/7/posts': () => json(200, []),
      'GET /users/7/followers': () => json(200, [makeUserSummary(8, 'can', { nickname: 'Can' })]),
      'GET /users/7/following': () => json(200, [makeUserSummary(9, 'zeynep', { bio: 'Hello' })]),
    })
    const user = userEvent.setup()
    const { router } = renderAt('/users/7?followTab=followers')
    const dialog = await screen.findByRole('dialog', { name: '@ayse' })
    expect(within(dialog).getByRole('tab', { name: 'Followers' })).toHaveAttribute('aria-selected', 'true')
    expect(within(dialog).queryByRole('tab', { name: 'Requests' })).not.toBeInTheDocument()
    const row = await within(dialog).findByRole('listitem', { name: 'Can' })
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/users/8')
    expect(within(row).getByRole('button', { name: 'Follow' })).toBeInTheDocument()
    expect(callsTo(fetchMock, 'GET /users/7/followers')).toHaveLength(1)

    await user.click(within(dialog).getByRole('tab', { name: 'Following' }))
    expect(await within(dialog).findByText('@zeynep')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?followTab=following')

    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(router.state.location.search).toBe('')
  })

  it('opens on its tab from the counts', async () => {
    api({
      'GET /users/7': () => json(200, makeProfile()),
      'GET /users/7/posts': () => json(200, []),
      'GET /users/7/following': () => json(200, []),
    })
    const user = userEvent.setup()
    const { router } = renderAt('/users/7')
    await user.click(await screen.findByRole('button', { name: '12 Following' }))
    const dialog = screen.getByRole('dialog', { name: '@ayse' })
    expect(within(dialog).getByRole('tab', { name: 'Following' })).toHaveAttribute('aria-selected', 'true')
    expect(await within(dialog).findByText('Not following anyone yet')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?followTab=following')
  })

  it('ignores ?followTab=requests on someone else’s profile', async () => {
    api({
      'GET /users/7': () => json(200, makeProfile()),
      'GET /users/7/posts': () => json(200, []),
    })
    renderAt('/users/7?followTab=requests')
    await screen.findByRole('heading', { level: 2, name: 'Ayşe' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('approves and rejects requests on one’s own profile, each leaving the list', async () => {
    const fetchMock = api({
      'GET /users/1': () => json(200, makeOwnProfile()),
      'GET /users/1/posts': () => json(200, []),
      'GET /users/me/follow-requests': () =>
        json(200, [
          makeRequest(31, makeUserSummary(9, 'zeynep', { nickname: 'Zeynep' })),
          makeRequest(32, makeUserSummary(10, 'mert', { nickname: 'Mert' })),
        ]),
      'POST /users/me/follow-requests/31/approve': () => json(200, { message: 'Approved' }),
      'DELETE /users/me/follow-requests/32': () => json(200, { message: 'Rejected' }),
    })
    const user = userEvent.setup()
    renderAt('/myprofile?followTab=requests')
    const dialog = await screen.findByRole('dialog', { name: '@me' })
    expect(within(dialog).getByRole('tab', { name: 'Requests' })).toHaveAttribute('aria-selected', 'true')
    const zeynep = await within(dialog).findByRole('listitem', { name: 'Zeynep' })
    await user.click(within(zeynep).getByRole('button', { name: 'Approve' }))
    expect(within(dialog).queryByRole('listitem', { name: 'Zeynep' })).not.toBeInTheDocument()
    const mert = within(dialog).getByRole('listitem', { name: 'Mert' })
    await user.click(within(mert).getByRole('button', { name: 'Reject' }))
    await waitFor(() =>
      expect(within(dialog).queryByRole('listitem', { name: 'Mert' })).not.toBeInTheDocument(),
    )
    expect(countOf(fetchMock, 'POST /users/me/follow-requests/31/approve')).toBe(1)
    expect(countOf(fetchMock, 'DELETE /users/me/follow-requests/32')).toBe(1)
  })

  it('puts a request back when approving it fails', async () => {
    api({
      'GET /users/1': () => json(200, makeOwnProfile()),
      'GET /users/1/posts': () => json(200, []),
      'GET /users/me/follow-requests': () => json(200, [makeRequest(31, makeUserSummary(9, 'zeynep'))]),
      'POST /users/me/follow-requests/31/approve': () =>
        json(404, { detail: 'Follow request not found', code: 'follow_request_not_found' }),
    })
    const user = userEvent.setup()
    renderAt('/myprofile?followTab=requests')
    const dialog = await screen.findByRole('dialog', { name: '@me' })
    const row = await within(dialog).findByRole('listitem', { name: 'zeynep' })
    await user.click(within(row).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('Could not approve the request')).toBeInTheDocument()
    expect(within(dialog).getByRole('listitem', { name: 'zeynep' })).toBeInTheDocument()
  })
})
