import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { callsTo, installFakeClock, json, queriesTo, renderRoutes, stubApi } from '@/testing/app-harness.tsx'
import { makeMe } from '@/testing/fixtures.ts'
import { NewChatDialog } from './new-chat-dialog.tsx'

const person = (id: number, username: string, extra: Record<string, unknown> = {}) => ({
  id,
  username,
  nickname: null,
  full_name: null,
  first_name: null,
  last_name: null,
  bio: null,
  avatar_url: null,
  university_id: null,
  role: 'User',
  is_private: false,
  relation: { following: false, followed_by: false, requested: false, blocking: false },
  ...extra,
})

function renderDialog(onStarted = vi.fn()) {
  renderRoutes(
    [{ path: '/messages', element: <NewChatDialog onClose={() => {}} onStarted={onStarted} /> }],
    '/messages',
    { retry: false },
  )
  return onStarted
}

beforeEach(() => localStorage.setItem('access_token', 'tok'))
afterEach(() => vi.useRealTimers())

describe('the people picker', () => {
  it('searches 300 ms after the last keystroke, says which field matched, and starts a one-to-one chat', async () => {
    installFakeClock()
    const api = stubApi({
      'GET /auth/me': () => json(200, makeMe({ id: 1 })),
      'GET /users/': () => json(200, [person(2, 'ayse', { full_name: 'Ayşe Yılmaz', bio: 'Physics' })]),
      'POST /chats/': () => json(201, { id: 40 }),
    })
    const onStarted = renderDialog()
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    await user.type(await screen.findByRole('searchbox', { name: 'Search people' }), 'yılm')
    act(() => vi.advanceTimersByTime(299))
    expect(callsTo(api, 'GET /users/')).toHaveLength(0)
    act(() => vi.advanceTimersByTime(1))
    await waitFor(() => expect(queriesTo(api, 'GET /users/')).toEqual([{ q: 'yılm', limit: '20' }]))
    const option = await screen.findByRole('checkbox', { name: /Ayşe Yılmaz/ })
    expect(screen.getByText('Matches the name')).toBeInTheDocument()
    expect(screen.getByText('Physics')).toBeInTheDocument()
    await user.click(option)
    await user.click(screen.getByRole('button', { name: 'Chat' }))
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(40))
    expect(callsTo(api, 'POST /chats/')).toEqual([{ is_group_chat: false, user_ids: [2], name: null }])
  })

  it('makes a named group of several, and filters the people already loaded when the search fails', async () => {
    let failing = false
    const api = stubApi({
      'GET /auth/me': () => json(200, makeMe({ id: 1 })),
      'GET /users/': () =>
        failing
          ? json(500, { detail: 'down', code: 'internal_error' })
          : json(200, [person(2, 'ayse'), person(3, 'mehmet', { nickname: 'Memo' })]),
      'POST /chats/': () => json(201, { id: 41 }),
    })
    const onStarted = renderDialog()
    const search = await screen.findByRole('searchbox', { name: 'Search people' })
    await userEvent.type(search, 'e')
    await userEvent.click(await screen.findByRole('checkbox', { name: /ayse/ }))
    failing = true
    await userEvent.clear(search)
    await userEvent.type(search, 'mem')
    expect(
      await screen.findByText('Search is not answering; showing people already loaded.'),
    ).toBeInTheDocument()
    await userEvent.click(await screen.findByRole('checkbox', { name: /Memo/ }))
    expect(screen.queryByRole('checkbox', { name: /ayse/ })).not.toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: 'Group name (optional)' }), 'Study')
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }))
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(41))
    expect(callsTo(api, 'POST /chats/')).toEqual([{ is_group_chat: true, user_ids: [2, 3], name: 'Study' }])
  })
})
