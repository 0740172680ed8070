import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { AppLayout } from '@/app/layout/app-layout.tsx'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makeChat, makeChatUser, makeMe, makeMessage } from '@/testing/builders/index.ts'
import { FakeSocket } from '@/testing/fake-socket.ts'
import { WIDGET_STATE_KEY } from '../lib/widget-state.ts'

const ROUTES = [{ element: <AppLayout />, children: [{ path: '*', element: <p>screen content</p> }] }]
const ME = makeMe({ id: 1, username: 'me' })

beforeEach(() => {
  localStorage.setItem('access_token', 'tok')
  localStorage.setItem('currentUserId', '1')
})

/** Ten chats (the first with 120 unread), chat 1's messages, and the calls a screen makes around them. */
function stubWidget(routes: Parameters<typeof stubApi>[0] = {}) {
  const chats = Array.from({ length: 10 }, (_, i) =>
    makeChat({
      id: i + 1,
      users: [makeChatUser({ id: 100 + i, username: `friend${i + 1}` })],
      last_message: `hello ${i + 1}`,
      unread_count: i === 0 ? 120 : 0,
    }),
  )
  const history = Array.from({ length: 25 }, (_, i) =>
    makeMessage({ id: i + 1, chat_id: 1, user_id: 100, content: `message ${i + 1}` }),
  )
  return stubApi({
    'GET /auth/me': () => json(200, ME),
    'GET /chats/unread-count': () => json(200, { unread_count: 120, request_count: 0 }),
    'GET /notifications/unread-count': () => json(200, { unread_count: 0 }),
    'GET /chats/': () => json(200, chats),
    'GET /chats/1': () => json(200, chats[0]),
    'GET /chats/1/messages/': () => json(200, history),
    'PUT /chats/1/messages/read': () => json(200, { chat_id: 1, last_read_message_id: 25, unread_count: 0 }),
    'POST /chats/1/typing': () => new Response(null, { status: 204 }),
    ...routes,
  })
}

const panel = () => screen.getByRole('region', { name: 'Messages' })
const stored = () => JSON.parse(localStorage.getItem(WIDGET_STATE_KEY) ?? '{}')

describe('the floating chat widget', () => {
  it('shows the unread count on the navigation and the closed widget, and opens on the 8 latest chats', async () => {
    stubWidget()
    renderApp(ROUTES, { entry: '/home', retry: false })
    const nav = screen.getByRole('navigation', { name: 'Main navigation' })
    expect(await within(nav).findByRole('link', { name: 'Messages 99+ new' })).toBeInTheDocument()
    await userEvent.click(await screen.findByRole('button', { name: 'Messages 99+ unread' }))
    // The open widget is a chunk that arrives when it opens.
    await screen.findByRole('region', { name: 'Messages' })
    const latest = await within(panel()).findByRole('list', { name: 'Latest chats' })
    expect(within(latest).getAllByRole('button')).toHaveLength(8)
    expect(
      within(latest).getByRole('button', { name: /^friend1\s?, 120 unread messages$/ }),
    ).toBeInTheDocument()
    expect(within(panel()).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/messages')
    expect(stored()).toEqual({ open: true, chatId: null, expanded: false })
  })

  it('opens a quick chat with its last 20 messages, live, and sends up to 200 characters with Enter', async () => {
    const api = stubWidget({
      'POST /chats/1/messages/': ({ body }) =>
        json(
          201,
          makeMessage({ id: 26, chat_id: 1, user_id: 1, content: (body as { content: string }).content }),
        ),
    })
    localStorage.setItem(WIDGET_STATE_KEY, JSON.stringify({ open: true, chatId: null, expanded: false }))
    renderApp(ROUTES, { entry: '/home', retry: false })
    await userEvent.click(await screen.findByRole('button', { name: /^friend1\s?, 120 unread messages$/ }))
    const list = await within(panel()).findByRole('list', { name: 'Messages' })
    await within(list).findByText('message 25')
    expect(within(list).getAllByRole('listitem')).toHaveLength(20)
    expect(within(list).queryByText('message 5')).not.toBeInTheDocument()
    expect(within(panel()).getByRole('link', { name: 'Open in full view' })).toHaveAttribute(
      'href',
      '/messages/1',
    )
    await waitFor(() => expect(callsTo(api, 'PUT /chats/1/messages/read')).toHaveLength(1))

    const socket = FakeSocket.instances.find((s) => s.url.includes('/api/ws/chat/1'))!
    act(() => socket.open())
    act(() =>
      socket.push({
        type: 'message',
        message: makeMessage({ id: 30, chat_id: 1, user_id: 100, content: 'Live!' }),
      }),
    )
    expect(await within(list).findByText('Live!')).toBeInTheDocument()

    const input = within(panel()).getByRole('textbox', { name: 'Message' })
    await userEvent.type(input, 'see you at the library')
    expect(within(panel()).getByText('22/200')).toBeInTheDocument()
    await userEvent.keyboard('{Enter}')
    await waitFor(() =>
      expect(callsTo(api, 'POST /chats/1/messages/')).toEqual([{ content: 'see you at the library' }]),
    )
    expect(await within(list).findByText('see you at the library')).toBeInTheDocument()
    await userEvent.type(input, 'x'.repeat(201))
    expect(within(panel()).getByRole('button', { name: 'Send' })).toBeDisabled()
    expect(stored()).toEqual({ open: true, chatId: 1, expanded: false })
  })

  it('remembers open, chat and size across a reload, goes back to the list, and closes', async () => {
    stubWidget()
    localStorage.setItem(WIDGET_STATE_KEY, JSON.stringify({ open: true, chatId: 1, expanded: true }))
    renderApp(ROUTES, { entry: '/home', retry: false })
    const open = await screen.findByRole('region', { name: 'Messages' })
    expect(await within(open).findByRole('heading', { name: 'friend1' })).toBeInTheDocument()
    expect(panel().className).toContain('500px')
    await userEvent.click(within(panel()).getByRole('button', { name: 'Collapse' }))
    expect(panel().className).toContain('350px')
    await userEvent.click(within(panel()).getByRole('button', { name: 'Back to chats' }))
    expect(await within(panel()).findByRole('list', { name: 'Latest chats' })).toBeInTheDocument()
    await userEvent.click(within(panel()).getByRole('button', { name: 'Close messages' }))
    expect(screen.queryByRole('region', { name: 'Messages' })).not.toBeInTheDocument()
    expect(stored()).toEqual({ open: false, chatId: null, expanded: false })
  })

  it.each(['/messages', '/messages/1'])('stays out of the Messages screen (%s)', async (path) => {
    stubWidget()
    localStorage.setItem(WIDGET_STATE_KEY, JSON.stringify({ open: true, chatId: null, expanded: false }))
    renderApp(ROUTES, { entry: path, retry: false })
    expect(await screen.findByText('screen content')).toBeInTheDocument()
    await screen.findByRole('navigation', { name: 'Main navigation' })
    expect(screen.queryByRole('region', { name: 'Messages' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Messages/ })).not.toBeInTheDocument()
  })

  it('shows the unread count once, and the screens leave room below their last row for it', async () => {
    stubWidget()
    const { router } = renderApp(ROUTES, { entry: '/home', retry: false })
    const button = await screen.findByRole('button', { name: 'Messages 99+ unread' })
    expect(within(button).getAllByText('99+')).toHaveLength(1)
    const main = screen.getByRole('main')
    expect(main).toHaveClass('pb-32', 'sm:pb-16')
    // Messages has no widget: only the tab bar's room.
    await act(() => router.navigate('/messages'))
    expect(screen.queryByRole('button', { name: /^Messages/ })).not.toBeInTheDocument()
    expect(main).toHaveClass('pb-20', 'sm:pb-0')
    expect(main).not.toHaveClass('pb-32')
  })

  it('a quick chat whose request was declined says so in place of the input', async () => {
    const declined = makeChat({
      id: 1,
      state: 'declined',
      users: [makeChatUser({ id: 100, username: 'friend1' })],
    })
    stubWidget({ 'GET /chats/1': () => json(200, declined) })
    localStorage.setItem(WIDGET_STATE_KEY, JSON.stringify({ open: true, chatId: 1, expanded: false }))
    renderApp(ROUTES, { entry: '/home', retry: false })
    const open = await screen.findByRole('region', { name: 'Messages' })
    expect(
      await within(open).findByText(
        'friend1 declined your message request. You can’t send messages in this chat.',
      ),
    ).toBeInTheDocument()
    expect(within(open).queryByRole('textbox')).not.toBeInTheDocument()
  })
})
