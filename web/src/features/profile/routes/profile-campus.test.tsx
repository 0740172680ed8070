import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { json } from '@/testing/app-harness.tsx'
import { makeEvent, makeProfile } from '@/testing/builders/index.ts'
import { api, countOf, renderAt } from './profile-test-setup.tsx'

beforeEach(() => {
  localStorage.setItem('access_token', 'tok')
  localStorage.setItem('currentUserId', '1')
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a profile’s affiliation (issue 17)', () => {
  it('shows department, faculty and year under the name, and the verified-address check', async () => {
    api({
      'GET /users/7': () =>
        json(
          200,
          makeProfile({
            university_id: 4,
            university_name: 'METU',
            university_verified: true,
            affiliation: {
              faculty: { id: 1, name: 'Faculty of Engineering' },
              department: { id: 11, name: 'Computer Engineering' },
              study_year: 2,
              is_alumni: false,
            },
          }),
        ),
      'GET /users/7/posts': () => json(200, []),
    })
    renderAt('/users/7')
    expect(
      await screen.findByText('Computer Engineering · Faculty of Engineering · 2nd year'),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Verified: this account’s email address belongs to METU' }),
    ).toBeInTheDocument()
  })

  it('shows Alumni in place of the year, and no check for an address outside the domains', async () => {
    api({
      'GET /users/7': () =>
        json(
          200,
          makeProfile({
            university_id: 4,
            university_name: 'METU',
            affiliation: {
              faculty: { id: 1, name: 'Faculty of Engineering' },
              department: null,
              study_year: null,
              is_alumni: true,
            },
          }),
        ),
      'GET /users/7/posts': () => json(200, []),
    })
    renderAt('/users/7')
    expect(await screen.findByText('Faculty of Engineering · Alumni')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Verified/ })).not.toBeInTheDocument()
  })
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
