import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makeChat, makeChatUser, makeMe, makeMessage } from '@/testing/builders/index.ts'
import { FakeSocket } from '@/testing/fake-socket.ts'
import { MessagesPage } from './messages-page.tsx'

const ROUTES = [{ path: '/messages/:chatId?', element: <MessagesPage /> }]
const ME = makeMe({ id: 1, username: 'me' })

beforeEach(() => localStorage.setItem('access_token', 'tok'))

/** The calls every Messages screen makes, with these chats, requests and messages of chat 7. */
function stubChats(routes: Parameters<typeof stubApi>[0] = {}, chat = makeChat()) {
  return stubApi({
    'GET /auth/me': () => json(200, ME),
    'GET /chats/': () => json(200, [chat]),
    'GET /chats/requests': () => json(200, []),
    'GET /chats/7': () => json(200, chat),
    'GET /chats/7/messages/': () => json(200, [makeMessage()]),
    'PUT /chats/7/messages/read': () => json(200, { chat_id: 7, last_read_message_id: 1, unread_count: 0 }),
    'POST /chats/7/typing': () => new Response(null, { status: 204 }),
    ...routes,
  })
}

const input = () => screen.getByRole('textbox', { name: 'Message' })
const messageList = () => screen.getByRole('list', { name: 'Messages' })

describe('/messages', () => {
  it('lists chats and requests; Accept opens the chat', async () => {
    const request = makeChat({
      id: 9,
      state: 'request',
      users: [makeChatUser({ id: 3, username: 'can' })],
      last_message: 'Hi there',
    })
    const api = stubChats(
      {
        'GET /chats/requests': () => json(200, [request]),
        'POST /chats/9/accept': () => json(200, { ...request, state: 'active' }),
        'GET /chats/9': () => json(200, { ...request, state: 'active' }),
        'GET /chats/9/messages/': () => json(200, [makeMessage({ chat_id: 9, content: 'Hi there' })]),
      },
      makeChat({ unread_count: 120 }),
    )
    const { router } = renderApp(ROUTES, { entry: '/messages', retry: false })
    const chats = await screen.findByRole('list', { name: 'Chats' })
    expect(within(chats).getByRole('link', { name: /^ayse\s?, 120 unread messages$/ })).toHaveAttribute(
      'href',
      '/messages/7',
    )
    expect(within(chats).getByText('99+')).toBeInTheDocument()
    expect(screen.getByText('Your messages')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Accept the request from can' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/9'))
    expect(callsTo(api, 'POST /chats/9/accept')).toHaveLength(1)
  })

  it('sends with Enter, breaks the line with Shift+Enter, and counts to 500', async () => {
    const api = stubChats({
      'POST /chats/7/messages/': ({ body }) =>
        json(201, makeMessage({ id: 2, user_id: 1, content: (body as { content: string }).content })),
    })
    renderApp(ROUTES, { entry: '/messages/7', retry: false })
    expect(
      await within(await screen.findByRole('list', { name: 'Messages' })).findByText('Hello'),
    ).toBeInTheDocument()
    await userEvent.type(input(), 'first{Shift>}{Enter}{/Shift}second')
    expect(input()).toHaveValue('first\nsecond')
    expect(callsTo(api, 'POST /chats/7/messages/')).toHaveLength(0)
    expect(screen.getByText('12/500')).toBeInTheDocument()
    await userEvent.keyboard('{Enter}')
    await waitFor(() =>
      expect(callsTo(api, 'POST /chats/7/messages/')).toEqual([{ content: 'first\nsecond' }]),
    )
    expect(
      await within(messageList()).findByText('first\nsecond', { normalizer: (s) => s }),
    ).toBeInTheDocument()
    expect(input()).toHaveValue('')
    // A blank message cannot be sent.
    await userEvent.type(input(), '   ')
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled()
  })

  it('marks a refused message failed, and Retry sends it again', async () => {
    let fail = true
    stubChats({
      'POST /chats/7/messages/': () =>
        fail
          ? json(500, { detail: 'boom', code: 'internal_error' })
          : json(201, makeMessage({ id: 3, user_id: 1, content: 'are you there?' })),
    })
    renderApp(ROUTES, { entry: '/messages/7', retry: false })
    await screen.findByRole('list', { name: 'Messages' })
    await userEvent.type(input(), 'are you there?{Enter}')
    expect(await screen.findByText('Message could not be sent')).toBeInTheDocument()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.queryByText('Message could not be sent')).not.toBeInTheDocument())
    expect(within(messageList()).getByText('are you there?')).toBeInTheDocument()
  })

  it('shows a message pushed over the chat socket at once, and typing', async () => {
    stubChats()
    renderApp(ROUTES, { entry: '/messages/7', retry: false })
    await screen.findByRole('list', { name: 'Messages' })
    const socket = FakeSocket.instances.find((s) => s.url.includes('/api/ws/chat/7'))!
    expect(socket).toBeDefined()
    act(() => socket.open())
    act(() => socket.push({ type: 'typing', chat_id: 7, user_id: 2 }))
    expect(await screen.findByText('typing…')).toBeInTheDocument()
    act(() => socket.push({ type: 'message', message: makeMessage({ id: 5, content: 'Live!' }) }))
    expect(await within(messageList()).findByText('Live!')).toBeInTheDocument()
    // The same message again (a catch-up) does not double it.
    act(() => socket.push({ type: 'message', message: makeMessage({ id: 5, content: 'Live!' }) }))
    expect(within(messageList()).getAllByText('Live!')).toHaveLength(1)
  })

  it('says "Reconnecting…" while the chat socket is down, until the server is ready again', async () => {
    stubChats()
    renderApp(ROUTES, { entry: '/messages/7', retry: false })
    await screen.findByRole('list', { name: 'Messages' })
    const chatSockets = () => FakeSocket.instances.filter((s) => s.url.includes('/api/ws/chat/7'))
    act(() => chatSockets().at(-1)!.open())
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument()
    const before = chatSockets().length
    act(() => chatSockets().at(-1)!.close(1006))
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument()
    await waitFor(() => expect(chatSockets().length).toBe(before + 1), { timeout: 3000 })
    act(() => chatSockets().at(-1)!.open())
    await waitFor(() => expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument())
  })

  it('deleting the open chat closes it', async () => {
    const api = stubChats({ 'DELETE /chats/7': () => new Response(null, { status: 204 }) })
    const { router } = renderApp(ROUTES, { entry: '/messages/7', retry: false })
    await screen.findByRole('list', { name: 'Messages' })
    await userEvent.click(screen.getByRole('button', { name: 'Chat options' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete chat' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this chat?' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'))
    expect(callsTo(api, 'DELETE /chats/7')).toHaveLength(1)
  })

  it('tells the sender their request was declined, in place of the input, in both languages', async () => {
    const declined = makeChat({ state: 'declined', last_message: 'hello?' })
    stubChats({}, declined)
    renderApp(ROUTES, { entry: '/messages/7', retry: false })
    expect(
      await screen.findByText('ayse declined your message request. You can’t send messages in this chat.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument()
    const chats = screen.getByRole('list', { name: 'Chats' })
    expect(within(chats).getByText('Request declined')).toBeInTheDocument()
    await act(() => i18n.changeLanguage('tr'))
    expect(
      await screen.findByText('ayse mesaj isteğini reddetti. Bu sohbette artık mesaj gönderemezsin.'),
    ).toBeInTheDocument()
    expect(within(chats).getByText('İstek reddedildi')).toBeInTheDocument()
    await act(() => i18n.changeLanguage('en'))
  })
})
