import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { CalendarSection } from './calendar-section.tsx'

const FIRST = { url: 'http://127.0.0.1:8000/api/calendar/aaaaaaaaaaaaaaaaaaaaaaaa.ics' }
const SECOND = { url: 'http://127.0.0.1:8000/api/calendar/bbbbbbbbbbbbbbbbbbbbbbbb.ics' }

function renderCalendar(reset: () => Response = () => json(200, SECOND)) {
  const fetchMock = stubApi({
    'GET /users/me/calendar': () => json(200, FIRST),
    'POST /users/me/calendar/reset': reset,
  })
  renderApp([{ path: '/settings', element: <CalendarSection /> }], { entry: '/settings', retry: false })
  return { fetchMock, user: userEvent.setup() }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('CalendarSection', () => {
  it('shows the address to subscribe to and copies it', async () => {
    renderCalendar()
    const field = await screen.findByRole('textbox', { name: 'Your calendar address' })
    expect(field).toHaveValue(FIRST.url)
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy the address' }))
    })
    expect(writeText).toHaveBeenCalledWith(FIRST.url)
    expect(await screen.findByText('Address copied')).toBeInTheDocument()
  })

  it('resets the address only after a confirmation, and shows the new one', async () => {
    const { fetchMock, user } = renderCalendar()
    await user.click(await screen.findByRole('button', { name: 'Reset the address' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reset the calendar address?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(callsTo(fetchMock, 'POST /users/me/calendar/reset')).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Reset the address' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reset the calendar address?' })).getByRole('button', {
        name: 'Reset the address',
      }),
    )
    expect(
      await screen.findByText('A new address is ready; the old one no longer works.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Your calendar address' })).toHaveValue(SECOND.url)
    expect(callsTo(fetchMock, 'POST /users/me/calendar/reset')).toHaveLength(1)
  })

  it('says when the reset failed and keeps the address', async () => {
    const { user } = renderCalendar(() =>
      json(500, { detail: 'Internal server error', code: 'internal_error' }),
    )
    await user.click(await screen.findByRole('button', { name: 'Reset the address' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reset the calendar address?' })).getByRole('button', {
        name: 'Reset the address',
      }),
    )
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Your calendar address' })).toHaveValue(FIRST.url)
  })
})
