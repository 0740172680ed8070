import { act, screen, waitFor } from '@testing-library/react'
import { Link, Outlet } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { FakeSocket } from '@/testing/fake-socket.ts'
import { useNotificationBadge } from './use-notification-badge.ts'

function Frame() {
  const count = useNotificationBadge()
  return (
    <>
      <output aria-label="badge">{count}</output>
      <Link to="/other">other</Link>
      <Outlet />
    </>
  )
}

const ROUTES = [
  {
    element: <Frame />,
    children: [
      { path: '/home', element: <p>home</p> },
      { path: '/other', element: <p>other screen</p> },
    ],
  },
]

beforeEach(() => localStorage.setItem('access_token', 'tok'))

describe('the notification badge', () => {
  it('reads the count, follows the socket live, and reads again on each route change', async () => {
    let count = 2
    const api = stubApi({ 'GET /notifications/unread-count': () => json(200, { unread_count: count }) })
    const { router } = renderApp(ROUTES, { entry: '/home', retry: false })
    await waitFor(() => expect(screen.getByLabelText('badge')).toHaveTextContent('2'))
    expect(document.title.startsWith('(2) ')).toBe(true)

    const socket = FakeSocket.latest()!
    expect(socket.url).toMatch(/\/api\/ws\?token=tok$/)
    // On (re)connecting the badge reads again what it may have missed; then the pushes set it.
    act(() => socket.open())
    count = 3
    act(() => socket.push({ type: 'notification', notification: null, unread_count: 3 }))
    await waitFor(() => expect(screen.getByLabelText('badge')).toHaveTextContent('3'))
    count = 0
    act(() => socket.push({ type: 'unread', unread_count: 0 }))
    await waitFor(() => expect(screen.getByLabelText('badge')).toHaveTextContent('0'))
    expect(document.title.startsWith('(')).toBe(false)

    // A fan-out's push has no count: the badge reads it.
    count = 120
    act(() => socket.push({ type: 'notification', notification: null, unread_count: null }))
    await waitFor(() => expect(screen.getByLabelText('badge')).toHaveTextContent('120'))
    expect(document.title.startsWith('(99+) ')).toBe(true)

    const before = callsTo(api, 'GET /notifications/unread-count').length
    await act(() => router.navigate('/other'))
    await waitFor(() =>
      expect(callsTo(api, 'GET /notifications/unread-count').length).toBeGreaterThan(before),
    )
  })

  it('settles on the server count when two pushes arrive out of order', async () => {
    let count = 0
    const api = stubApi({ 'GET /notifications/unread-count': () => json(200, { unread_count: count }) })
    renderApp(ROUTES, { entry: '/home', retry: false })
    await waitFor(() => expect(FakeSocket.latest()).toBeDefined())
    const socket = FakeSocket.latest()!
    act(() => socket.open())
    // The first read and the one after ready are done before the pushes come.
    await waitFor(() => expect(callsTo(api, 'GET /notifications/unread-count')).toHaveLength(2))
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    // A like and a follow land together; the like's push, counted first, is published last.
    count = 2
    act(() => socket.push({ type: 'notification', notification: null, unread_count: 2 }))
    act(() => socket.push({ type: 'notification', notification: null, unread_count: 1 }))
    await waitFor(() => expect(screen.getByLabelText('badge')).toHaveTextContent('2'))
  })

  it('closes the socket when nothing listens any more', async () => {
    stubApi({ 'GET /notifications/unread-count': () => json(200, { unread_count: 0 }) })
    const { router } = renderApp([...ROUTES, { path: '/login', element: <p>login</p> }], {
      entry: '/home',
      retry: false,
    })
    await waitFor(() => expect(FakeSocket.latest()).toBeDefined())
    const socket = FakeSocket.latest()!
    act(() => socket.open())
    await act(() => router.navigate('/login'))
    expect(socket.readyState).toBe(FakeSocket.CLOSED)
  })
})
