import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chatKeys } from '@/entities/chat/api/keys.ts'
import {
  callsTo,
  installFakeClock,
  json,
  queriesTo,
  renderApp,
  stubApi,
  stubIntersectionObserver,
} from '@/testing/app-harness.tsx'
import { makeChat, makeChatUser, makeMe, makeUserSummary } from '@/testing/builders/index.ts'
import { NewChatDialog } from './new-chat-dialog.tsx'

const person = (id: number, username: string, extra: Record<string, unknown> = {}) => ({
  ...makeUserSummary(id, username),
  matched: 'username',
  ...extra,
})
/** GET /search/quick/{term} finding these people (the picker reads only them). */
const found = (...users: ReturnType<typeof person>[]) =>
  json(200, { users, posts: [], communities: [], universities: [] })

function renderDialog(onStarted = vi.fn()) {
  renderApp([{ path: '/messages', element: <NewChatDialog onClose={() => {}} onStarted={onStarted} /> }], {
    entry: '/messages',
    retry: false,
  })
  return onStarted
}

beforeEach(() => localStorage.setItem('access_token', 'tok'))
afterEach(() => vi.useRealTimers())

describe('the people picker', () => {
  it('searches 300 ms after the last keystroke, says which field matched, and starts a one-to-one chat', async () => {
    installFakeClock()
    const api = stubApi({
      'GET /auth/me': () => json(200, makeMe({ id: 1 })),
      'GET /search/quick/y%C4%B1lm': () =>
        found(person(2, 'ayse', { full_name: 'Ayşe Yılmaz', bio: 'Physics', matched: 'name' })),
      'POST /chats/': () => json(201, { id: 40 }),
    })
    const onStarted = renderDialog()
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    await user.type(await screen.findByRole('searchbox', { name: 'Search people' }), 'yılm')
    act(() => vi.advanceTimersByTime(299))
    expect(api.mock.calls.filter(([path]) => path.startsWith('/api/search/'))).toHaveLength(0)
    act(() => vi.advanceTimersByTime(1))
    await waitFor(() => expect(callsTo(api, 'GET /search/quick/y%C4%B1lm')).toHaveLength(1))
    const option = await screen.findByRole('checkbox', { name: /Ayşe Yılmaz/ })
    expect(screen.getByText('Matches the name')).toBeInTheDocument()
    expect(screen.getByText('@ayse')).toBeInTheDocument()
    expect(screen.getByText('Physics')).toBeInTheDocument()
    await user.click(option)
    await user.click(screen.getByRole('button', { name: 'Chat' }))
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(40))
    expect(callsTo(api, 'POST /chats/')).toEqual([{ is_group_chat: false, user_ids: [2], name: null }])
  })

  it('reads a 404 as no one found', async () => {
    stubApi({
      'GET /auth/me': () => json(200, makeMe({ id: 1 })),
      'GET /search/quick/zzz': () => json(404, { detail: 'Not Found' }),
    })
    renderDialog()
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search people' }), 'zzz')
    expect(await screen.findByText('No one found')).toBeInTheDocument()
    expect(
      screen.queryByText('Search is not answering; showing people already loaded.'),
    ).not.toBeInTheDocument()
  })

  it('makes a named group of several, and filters the people already loaded when the search fails', async () => {
    const api = stubApi({
      'GET /auth/me': () => json(200, makeMe({ id: 1 })),
      'GET /search/quick/e': () => found(person(2, 'ayse'), person(3, 'mehmet', { nickname: 'Memo' })),
      'GET /search/quick/mem': () => json(500, { detail: 'down', code: 'internal_error' }),
      'POST /chats/': () => json(201, { id: 41 }),
    })
    const onStarted = renderDialog()
    const search = await screen.findByRole('searchbox', { name: 'Search people' })
    await userEvent.type(search, 'e')
    await userEvent.click(await screen.findByRole('checkbox', { name: /ayse/ }))
    await userEvent.clear(search)
    await userEvent.type(search, 'mem')
    expect(
      await screen.findByText('Search is not answering; showing people already loaded.'),
    ).toBeInTheDocument()
    await userEvent.click(await screen.findByRole('checkbox', { name: /Memo/ }))
    expect(screen.getByText('Matches the nickname')).toBeInTheDocument()
    expect(screen.queryByRole('checkbox', { name: /ayse/ })).not.toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: 'Group name (optional)' }), 'Study')
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }))
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(41))
    expect(callsTo(api, 'POST /chats/')).toEqual([{ is_group_chat: true, user_ids: [2, 3], name: 'Study' }])
  })

  it('lists the members of the loaded chats while empty, and finds them when the search fails', async () => {
    stubApi({
      'GET /auth/me': () => json(200, makeMe({ id: 1 })),
      'GET /search/quick/kaya': () => new Response(null, { status: 500 }),
    })
    const { router, client } = renderApp(
      [
        { path: '/start', element: <p>start</p> },
        { path: '/messages', element: <NewChatDialog onClose={() => {}} onStarted={() => {}} /> },
      ],
      { entry: '/start', retry: false },
    )
    client.setQueryData(chatKeys.list(), [
      makeChat({ users: [makeChatUser({ id: 5, username: 'zeynep', full_name: 'Zeynep Kaya' })] }),
      makeChat({ id: 8, users: [makeChatUser({ id: 6, username: 'ilker', nickname: 'İlker' })] }),
    ])
    await act(() => router.navigate('/messages'))
    const search = await screen.findByRole('searchbox', { name: 'Search people' })
    expect(screen.getByRole('checkbox', { name: /Zeynep Kaya/ })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: /İlker/ })).toBeInTheDocument()
    await userEvent.type(search, 'kaya')
    expect(
      await screen.findByText('Search is not answering; showing people already loaded.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: /Zeynep Kaya/ })).toBeInTheDocument()
    expect(screen.getByText('Matches the name')).toBeInTheDocument()
    expect(screen.queryByRole('checkbox', { name: /İlker/ })).not.toBeInTheDocument()
  })

  it('lists everyone before anything is typed, 20 a page, the next page as the list scrolls to its end', async () => {
    const observer = stubIntersectionObserver()
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) =>
        makeUserSummary(from + i, `user${String(from + i).padStart(2, '0')}`),
      )
    const api = stubApi({
      'GET /auth/me': () => json(200, makeMe({ id: 1 })),
      'GET /users/': ({ url }) =>
        json(200, url.searchParams.get('skip') === '0' ? page(100, 20) : page(120, 3)),
    })
    renderDialog()
    expect(await screen.findByRole('checkbox', { name: /user100/ })).toBeInTheDocument()
    expect(screen.getAllByRole('checkbox')).toHaveLength(20)
    expect(queriesTo(api, 'GET /users/')).toEqual([{ skip: '0', limit: '20' }])
    act(() => observer.scrollIntoView())
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(23))
    expect(queriesTo(api, 'GET /users/')).toEqual([
      { skip: '0', limit: '20' },
      { skip: '20', limit: '20' },
    ])
    // The last page was short: nothing more is asked for.
    act(() => observer.scrollIntoView())
    expect(queriesTo(api, 'GET /users/')).toHaveLength(2)
  })
})
