import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeEvent } from '@/entities/activity/testing.ts'
import { json } from '@/testing/app-harness.tsx'
import { makeProfile } from '../testing.ts'
import { api, countOf, renderAt } from './profile-test-setup.tsx'

beforeEach(() => {
  localStorage.setItem('access_token', 'tok')
  localStorage.setItem('currentUserId', '1')
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a profile’s university and attended events', () => {
  it('links the account’s university and shows how many events it attends', async () => {
    api({
      'GET /users/7': () =>
        json(200, makeProfile({ university_id: 4, university_name: 'METU', attended_events_count: 2 })),
      'GET /users/7/posts': () => json(200, []),
    })
    renderAt('/users/7')
    expect(await screen.findByRole('link', { name: 'METU' })).toHaveAttribute('href', '/universities/4')
    expect(screen.getByText('Attended events')).toBeInTheDocument()
    expect(screen.getByText('Attended events').parentElement).toHaveTextContent('2 Attended events')
  })

  it('lists the attended events from the count, each leading to its page', async () => {
    const fetchMock = api({
      'GET /users/7': () => json(200, makeProfile({ attended_events_count: 1 })),
      'GET /users/7/posts': () => json(200, []),
      'GET /users/7/attended-events': () => json(200, [makeEvent({ id: 11, title: 'Robotics night' })]),
    })
    renderAt('/users/7')
    await userEvent.click(await screen.findByRole('button', { name: '1 Attended event' }))
    const dialog = await screen.findByRole('dialog', { name: 'Attended events' })
    expect(await within(dialog).findByRole('link', { name: /Robotics night/ })).toHaveAttribute(
      'href',
      '/events/11',
    )
    expect(countOf(fetchMock, 'GET /users/7/attended-events')).toBe(1)
  })

  it('shows no attended-events count where the server sends none (a closed private account)', async () => {
    api({
      'GET /users/7': () => json(200, makeProfile({ attended_events_count: null })),
      'GET /users/7/posts': () => json(200, []),
    })
    renderAt('/users/7')
    expect(await screen.findByRole('heading', { level: 2, name: 'Ayşe' })).toBeInTheDocument()
    expect(screen.queryByText(/Attended event/)).not.toBeInTheDocument()
  })
})
