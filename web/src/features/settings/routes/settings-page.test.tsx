import type { MyAccount } from '@agora/contract'
import { QueryClient } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { renderApp } from '@/testing/app-harness.tsx'
import { makeMyAccount } from '@/testing/builders/index.ts'
import { callsTo, json, stubApi } from '@/testing/mock-api.ts'
import { SettingsPage } from './settings-page.tsx'

const ME = makeMyAccount({
  id: 3,
  username: 'deniz',
  email: 'deniz@metu.edu.tr',
  nickname: 'Deniz Y.',
  university_id: 12,
  roles: ['user'],
  created_at: '2026-03-05T09:30:00Z',
  university_name: 'Middle East Technical University',
  university_verified: true,
})

function renderSettings(path: string, me: MyAccount | { status: number; detail: string; code: string } = ME) {
  const fetchMock = stubApi({
    'GET /users/me': () =>
      'id' in me ? json(200, me) : json(me.status, { detail: me.detail, code: me.code }),
    'PUT /users/me/profile': ({ body }) => json(200, { ...ME, ...(body as object) }),
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const { router } = renderApp([{ path: '/settings', element: <SettingsPage /> }], { entry: path, client })
  return { router, fetchMock }
}

afterEach(async () => {
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
})

describe('SettingsPage', () => {
  it('lists the groups and sections of the specification', () => {
    renderSettings('/settings')
    expect(document.title).toBe('Settings - Agora')
    const nav = screen.getByRole('navigation', { name: 'Settings sections' })
    const group = (name: string) =>
      within(within(nav).getByRole('region', { name }))
        .getAllByRole('link')
        .map((a) => a.textContent)
    expect(group('Account')).toEqual([
      'Account info',
      'Change password',
      'Two-factor sign-in',
      'Active sessions',
      'Account standing',
      'Calendar feed',
      'Download your data',
      'Delete account',
    ])
    expect(group('Security and privacy')).toEqual([
      'Your posts',
      'Account visibility',
      'Direct messages',
      'Mute and block',
      'Muted words',
    ])
    expect(group('Notifications')).toEqual(['Filters', 'Preferences', 'Push notifications', 'Mail digest'])
    expect(group('Accessibility')).toEqual(['Accessibility options', 'Display', 'Language'])
    expect(within(nav).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/settings?section=help')
  })

  it('shows account info from GET /users/me by default', async () => {
    renderSettings('/settings')
    expect(await screen.findByLabelText('Username')).toHaveValue('deniz')
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly')
    expect(screen.getByLabelText('Email')).toHaveValue('deniz@metu.edu.tr')
    expect(screen.getByLabelText('Nickname')).toHaveValue('Deniz Y.')
    expect(screen.getByLabelText('Member since')).toHaveValue('March 5, 2026')
    expect(screen.getByLabelText('University')).toHaveValue('Middle East Technical University')
  })

  it('leaves out the nickname and university the account does not have', async () => {
    renderSettings('/settings?section=account', {
      ...ME,
      nickname: null,
      university_id: null,
      university_name: null,
    })
    expect(await screen.findByLabelText('Username')).toHaveValue('deniz')
    expect(screen.queryByLabelText('University')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Nickname')).not.toBeInTheDocument()
    expect(screen.queryByDisplayValue(/None|University ID/)).not.toBeInTheDocument()
  })

  it("shows the server's detail when the profile cannot be loaded", async () => {
    renderSettings('/settings?section=account', {
      status: 503,
      detail: 'The database is unavailable, try again shortly',
      code: 'database_unavailable',
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The database is unavailable, try again shortly',
    )
  })

  it('deep-links to a section, with a Back link to the list', () => {
    renderSettings('/settings?section=password')
    expect(screen.getByRole('heading', { level: 2, name: 'Change password' })).toBeInTheDocument()
    expect(screen.getByLabelText('Current password')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/settings')
  })

  it.each(['your-posts', 'accessibility-options', 'display', 'help'])(
    'shows the coming-soon placeholder for %s',
    (id) => {
      renderSettings(`/settings?section=${id}`)
      expect(screen.getByText('Coming soon')).toBeInTheDocument()
    },
  )

  it.each([
    ['visibility', () => screen.findByRole('radio', { name: /^Private/ })],
    ['mute-block', () => screen.findByRole('heading', { name: 'Blocked accounts' })],
    ['muted-words', () => screen.findByLabelText('Word, phrase or hashtag')],
    ['delete-account', () => screen.findByLabelText('Password')],
  ])('shows the real content of %s', async (id, find) => {
    renderSettings(`/settings?section=${id}`)
    expect(await find()).toBeInTheDocument()
    expect(screen.queryByText('This section is not available yet. We are working on it.')).toBeNull()
  })

  it('opens a section from the list', async () => {
    const user = userEvent.setup()
    const { router } = renderSettings('/settings')
    await user.click(screen.getByRole('link', { name: 'Language' }))
    expect(router.state.location.search).toBe('?section=language')
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked()
  })

  it('switches the language and keeps it under the locale key', async () => {
    const user = userEvent.setup()
    renderSettings('/settings?section=language')
    await user.click(screen.getByRole('radio', { name: 'Türkçe' }))
    expect(i18n.language).toBe('tr')
    expect(localStorage.getItem('locale')).toBe('tr')
    expect(await screen.findByRole('heading', { level: 2, name: 'Dil' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Türkçe' })).toBeChecked()
    expect(document.title).toBe('Ayarlar - Agora')
  })

  it('tells the server the new language, for the account’s mails', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderSettings('/settings?section=language')
    await user.click(screen.getByRole('radio', { name: 'Türkçe' }))
    await vi.waitFor(() => expect(callsTo(fetchMock, 'PUT /users/me/profile')).toEqual([{ locale: 'tr' }]))
  })
})
