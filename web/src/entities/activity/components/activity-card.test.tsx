import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, deferred, json, stubApi } from '@/testing/app-harness.tsx'
import { makeAnnouncement, makeEvent } from '@/testing/builders/index.ts'
import { renderCards } from './test-utils.tsx'

beforeEach(() => {
  localStorage.setItem('access_token', 'tok')
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(async () => {
  vi.restoreAllMocks()
  await i18n.changeLanguage('en')
})

describe('the event and announcement cards', () => {
  it('show the title, organiser, date, 24-hour time, location, counts and links', async () => {
    stubApi({})
    renderCards([makeEvent({ time: '18:30' }), makeAnnouncement()])
    const event = screen.getByRole('article', { name: 'Robotics night' })
    expect(within(event).getByRole('link', { name: 'Robotics night' })).toHaveAttribute('href', '/events/11')
    expect(within(event).getByRole('link', { name: 'METU' })).toHaveAttribute('href', '/universities/4')
    expect(within(event).getByText('Dec 5, 2026')).toBeInTheDocument()
    expect(within(event).getByText('18:30')).toBeInTheDocument()
    expect(within(event).getByText('Hall A')).toBeInTheDocument()
    expect(within(event).getByRole('button', { name: 'Like, 3 likes' })).toBeInTheDocument()
    expect(within(event).getByText('10 attending')).toBeInTheDocument()
    expect(within(event).getByRole('button', { name: 'Attend' })).toBeInTheDocument()
    const announcement = screen.getByRole('article', { name: 'Exam week schedule' })
    expect(within(announcement).getByRole('link', { name: 'Exam week schedule' })).toHaveAttribute(
      'href',
      '/academics/21',
    )
    expect(within(announcement).queryByRole('button', { name: 'Attend' })).not.toBeInTheDocument()
    // A member may not edit: no menu.
    expect(screen.queryByRole('button', { name: /More options/ })).not.toBeInTheDocument()
  })

  it('reads the date in Turkish and keeps the 24-hour time', async () => {
    await i18n.changeLanguage('tr')
    stubApi({})
    renderCards([makeEvent({ time: '09:05' })])
    expect(screen.getByText('5 Ara 2026')).toBeInTheDocument()
    expect(screen.getByText('09:05')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Katıl' })).toBeInTheDocument()
  })

  it('likes at once and keeps it when the call succeeds', async () => {
    const api = stubApi({ 'POST /universities/4/events/11/like': () => json(200, { ok: true }) })
    renderCards([makeEvent()])
    await userEvent.click(screen.getByRole('button', { name: 'Like, 3 likes' }))
    expect(screen.getByRole('button', { name: 'Like, 4 likes' })).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(callsTo(api, 'POST /universities/4/events/11/like')).toHaveLength(1))
    expect(screen.getByRole('button', { name: 'Like, 4 likes' })).toBeInTheDocument()
  })

  it('rolls a like back when the call fails', async () => {
    const gate = deferred<Response>()
    stubApi({ 'POST /universities/4/academics/21/like': () => gate.promise })
    renderCards([makeAnnouncement({ likes_count: 1 })])
    await userEvent.click(screen.getByRole('button', { name: 'Like, 1 like' }))
    expect(await screen.findByRole('button', { name: 'Like, 2 likes' })).toBeInTheDocument()
    gate.resolve(json(500, { detail: 'boom' }))
    expect(await screen.findByRole('button', { name: 'Like, 1 like' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })

  it('attends and cancels through the community path of a community event; the count never drops below 0', async () => {
    const api = stubApi({
      'POST /communities/8/events/11/attend': () => json(200, {}),
      'DELETE /communities/8/events/11/attend': () => json(200, {}),
    })
    renderCards([
      makeEvent({ parent_type: 'community', parent_id: 8, parent_name: 'Robotics Club', attendees_count: 0 }),
    ])
    expect(screen.getByRole('link', { name: 'Robotics Club' })).toHaveAttribute('href', '/communities/8')
    await userEvent.click(screen.getByRole('button', { name: 'Attend' }))
    expect(screen.getByText('1 attending')).toBeInTheDocument()
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Attendance' }))
    expect(await screen.findByRole('button', { name: 'Attend' })).toBeInTheDocument()
    expect(screen.getByText('0 attending')).toBeInTheDocument()
    await waitFor(() => expect(callsTo(api, 'DELETE /communities/8/events/11/attend')).toHaveLength(1))
    expect(callsTo(api, 'POST /communities/8/events/11/attend')).toHaveLength(1)
  })

  it('rolls attendance back when the call fails', async () => {
    stubApi({ 'POST /universities/4/events/11/attend': () => json(403, { detail: 'no' }) })
    renderCards([makeEvent()])
    await userEvent.click(screen.getByRole('button', { name: 'Attend' }))
    expect(await screen.findByText('10 attending')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Attend' })).toBeInTheDocument()
  })

  it('saves and rolls a failed save back', async () => {
    const gate = deferred<Response>()
    stubApi({ 'POST /universities/4/events/11/save': () => gate.promise })
    renderCards([makeEvent()])
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('button', { name: 'Remove from saved' })).toBeInTheDocument()
    gate.resolve(json(500, {}))
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument()
  })
})
