import type { ActiveSession } from '@agora/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { SessionsSection } from './sessions-section.tsx'

const session = (id: number, over: Partial<ActiveSession> = {}): ActiveSession => ({
  id,
  browser: 'Firefox',
  os: 'Windows',
  ip: `203.0.113.${id}`,
  created_at: '2026-11-01T10:00:00.000Z',
  last_used_at: '2026-11-20T10:00:00.000Z',
  current: false,
  ...over,
})

function renderSection(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi(routes)
  renderApp([{ path: '/settings', element: <SessionsSection /> }], { entry: '/settings', retry: false })
  return { api, user: userEvent.setup() }
}

afterEach(async () => {
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
})

describe('SessionsSection', () => {
  it('lists each device with its address, marks this one and signs another out', async () => {
    let sessions = [
      session(1, { current: true, browser: 'Chrome', os: 'Android' }),
      session(2, { browser: 'Safari', os: 'iOS' }),
      session(3, { browser: null, os: null, ip: null }),
    ]
    const { api, user } = renderSection({
      'GET /auth/sessions': () => json(200, sessions),
      'DELETE /auth/sessions/2': () => {
        sessions = sessions.filter((s) => s.id !== 2)
        return json(200, { message: 'Signed out' })
      },
    })
    const list = await screen.findByRole('list', { name: 'Signed-in devices' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows[0]).toHaveTextContent('Chrome on Android')
    expect(rows[0]).toHaveTextContent('This device')
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument()
    expect(rows[1]).toHaveTextContent('Address: 203.0.113.2')
    expect(rows[2]).toHaveTextContent('Unknown device')
    expect(rows[2]).toHaveTextContent('Address unknown')

    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }))
    expect(await screen.findByText('Signed out.')).toBeInTheDocument()
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    expect(callsTo(api, 'DELETE /auth/sessions/2')).toHaveLength(1)
  })

  it('signs out all other sessions after asking', async () => {
    let sessions = [session(1, { current: true }), session(2), session(3)]
    const { api, user } = renderSection({
      'GET /auth/sessions': () => json(200, sessions),
      'POST /auth/sessions/sign-out-others': () => {
        sessions = sessions.filter((s) => s.current)
        return json(200, { message: 'Signed out' })
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other sessions?' })
    await user.click(within(dialog).getByRole('button', { name: 'Sign out all other sessions' }))
    expect(await screen.findByText('No other device is signed in.')).toBeInTheDocument()
    expect(
      within(screen.getByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem'),
    ).toHaveLength(1)
    expect(callsTo(api, 'POST /auth/sessions/sign-out-others')).toHaveLength(1)
  })

  it('says so in Turkish when a session cannot be signed out', async () => {
    await i18n.changeLanguage('tr')
    const { user } = renderSection({
      'GET /auth/sessions': () => json(200, [session(1, { current: true }), session(2)]),
      'DELETE /auth/sessions/2': () => json(404, { detail: 'Session not found', code: 'session_not_found' }),
    })
    await user.click(await screen.findByRole('button', { name: 'Windows üzerinde Firefox oturumunu kapat' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Oturum bulunamadı')
  })
})
