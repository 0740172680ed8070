import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { MANAGER_ABILITIES, makeEvent } from '@/testing/builders/index.ts'
import { CheckInPage } from './check-in-page.tsx'
import { EventPage } from './event-page.tsx'

const ROUTES = [
  { path: '/events/:id', element: <EventPage /> },
  { path: '/events/:id/check-in', element: <CheckInPage /> },
  { path: '/universities', element: <p>universities</p> },
]

beforeEach(() => localStorage.setItem('access_token', 'tok'))
afterEach(async () => {
  vi.restoreAllMocks()
  await i18n.changeLanguage('en')
})

const organiserEvent = () => makeEvent({ capacity: 40, abilities: MANAGER_ABILITIES })
const code = (over: object = {}) => ({
  code: '042917',
  expires_at: new Date(Date.now() + 20_000).toISOString(),
  period: 30,
  checked_in_count: 1,
  attendees_count: 12,
  ...over,
})
const ayse = {
  user_id: 5,
  username: 'ayse',
  full_name: 'Ayşe Yılmaz',
  avatar_url: null,
  checked_in_at: '2026-12-05T15:31:00Z',
}

describe('the organiser’s check-in screen (issue 17)', () => {
  it('shows the code large and as a QR code of the event’s page, the countdown, and who checked in', async () => {
    stubApi({
      'GET /events/11': () => json(200, organiserEvent()),
      'GET /events/11/check-in': () => json(200, code()),
      'GET /events/11/check-ins': () => json(200, { items: [ayse], total: 1, next_skip: null }),
    })
    renderApp(ROUTES, { entry: '/events/11/check-in', retry: false })
    expect(await screen.findByTestId('check-in-code')).toHaveTextContent('042917')
    expect(screen.getByText(/New code in \d+ seconds/)).toBeInTheDocument()
    expect(screen.getByText('1 of 12 attendees checked in')).toBeInTheDocument()
    expect(await screen.findByText('Ayşe Yılmaz')).toBeInTheDocument()
    expect(screen.getByText(/@ayse/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument()
    expect(
      await screen.findByRole('img', { name: 'QR code to check in at Robotics night' }),
    ).toBeInTheDocument()
  })

  it('downloads the list as CSV', async () => {
    const api = stubApi({
      'GET /events/11': () => json(200, organiserEvent()),
      'GET /events/11/check-in': () => json(200, code()),
      'GET /events/11/check-ins': () => json(200, { items: [], total: 0, next_skip: null }),
      'GET /events/11/check-ins.csv': () =>
        new Response('username,full_name,checked_in_at\r\n', { headers: { 'content-type': 'text/csv' } }),
    })
    const created: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob)
      return 'blob:csv'
    })
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    renderApp(ROUTES, { entry: '/events/11/check-in', retry: false })
    expect(await screen.findByText('No one has checked in yet.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }))
    await waitFor(() => expect(callsTo(api, 'GET /events/11/check-ins.csv')).toHaveLength(1))
    await waitFor(() => expect(created).toHaveLength(1))
    expect(await created[0]!.text()).toContain('username,full_name,checked_in_at')
  })

  it('tells a student, in Turkish, that only the organisers run check-in', async () => {
    await i18n.changeLanguage('tr')
    stubApi({
      'GET /events/11': () => json(200, makeEvent()),
      'GET /events/11/check-in': () => json(403, { detail: 'x', code: 'cannot_run_check_in' }),
    })
    renderApp(ROUTES, { entry: '/events/11/check-in', retry: false })
    expect(
      await screen.findByText('Girişi yalnızca etkinliğin düzenleyicileri yönetebilir'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'CSV indir' })).not.toBeInTheDocument()
  })

  it('is linked from the event’s page for its organisers only', async () => {
    stubApi({
      'GET /events/11': () => json(200, organiserEvent()),
      'GET /universities/4/events/11/comments': () => json(200, []),
    })
    renderApp(ROUTES, { entry: '/events/11', retry: false })
    expect(await screen.findByRole('link', { name: 'Check-in' })).toHaveAttribute(
      'href',
      '/events/11/check-in',
    )
    expect(screen.getByText('10 / 40 going')).toBeInTheDocument()
  })
})
