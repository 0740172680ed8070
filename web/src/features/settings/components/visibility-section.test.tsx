import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { callsTo, deferred, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makeMe } from '@/testing/builders/index.ts'
import { VisibilitySection } from './visibility-section.tsx'

const ME = makeMe({
  id: 3,
  username: 'deniz',
  email: 'deniz@metu.edu.tr',
  nickname: null,
  roles: ['user'],
  created_at: '2026-03-05T09:30:00Z',
})

function renderVisibility(save: () => Response | Promise<Response>) {
  const fetchMock = stubApi({
    'GET /users/me': () => json(200, ME),
    'PUT /users/me/profile': save,
  })
  renderApp([{ path: '/settings', element: <VisibilitySection /> }], { entry: '/settings', retry: false })
  return { fetchMock, user: userEvent.setup() }
}

const radio = (name: RegExp) => screen.getByRole('radio', { name })

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('VisibilitySection', () => {
  it('shows the saved value and explains what private means', async () => {
    renderVisibility(() => json(200, ME))
    expect(await screen.findByRole('radio', { name: /^Public/ })).toBeChecked()
    expect(radio(/^Private/)).not.toBeChecked()
    expect(screen.getByText(/Only followers you approve see your posts and likes/)).toBeInTheDocument()
    expect(screen.getByText(/Switching back to public approves the pending requests/)).toBeInTheDocument()
  })

  it('saves a new choice and confirms it', async () => {
    const { fetchMock, user } = renderVisibility(() => json(200, { ...ME, is_private: true }))
    await user.click(await screen.findByRole('radio', { name: /^Private/ }))
    expect(await screen.findByText('Your account is now private.')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'PUT /users/me/profile')).toEqual([{ is_private: true }])
    expect(radio(/^Private/)).toBeChecked()
  })

  it('ignores a choice while a save is in flight and the value already saved', async () => {
    const answer = deferred<Response>()
    const { fetchMock, user } = renderVisibility(() => answer.promise)
    const publicRadio = await screen.findByRole('radio', { name: /^Public/ })
    await user.click(publicRadio)
    expect(callsTo(fetchMock, 'PUT /users/me/profile')).toEqual([])

    await user.click(radio(/^Private/))
    expect(await screen.findByText('Saving…')).toBeInTheDocument()
    await user.click(publicRadio)
    expect(radio(/^Private/)).toBeChecked()
    expect(callsTo(fetchMock, 'PUT /users/me/profile')).toEqual([{ is_private: true }])

    answer.resolve(json(200, { ...ME, is_private: true }))
    expect(await screen.findByText('Your account is now private.')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'PUT /users/me/profile')).toHaveLength(1)
  })

  it('only logs a failed save and returns to the saved value', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { fetchMock, user } = renderVisibility(() =>
      json(500, { detail: 'Internal server error', code: 'internal_error' }),
    )
    await user.click(await screen.findByRole('radio', { name: /^Private/ }))
    await waitFor(() => expect(logged).toHaveBeenCalled())
    await waitFor(() => expect(radio(/^Public/)).toBeChecked())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByText('Your account is now private.')).not.toBeInTheDocument()

    // The guard is released: the next choice is sent.
    await user.click(radio(/^Private/))
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /users/me/profile')).toHaveLength(2))
  })
})
