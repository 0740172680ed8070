import type { NotificationSettings } from '@agora/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import {
  NotificationFiltersSection,
  NotificationPreferencesSection,
} from './notification-settings-sections.tsx'

const SETTINGS: NotificationSettings = {
  types: {
    like: true,
    comment: true,
    repost: true,
    quote: true,
    save: true,
    mention: true,
    follow: true,
    community_join: true,
    community_post: true,
    event: true,
    announcement: true,
    message: true,
    community_invite: true,
  },
  filter_not_following: false,
  filter_not_followers: false,
  filter_new_accounts: false,
}

function renderSection(element: React.ReactNode, save: () => Response = () => json(500, { detail: 'down' })) {
  const api = stubApi({
    'GET /notifications/settings': () => json(200, SETTINGS),
    'PUT /notifications/settings': save,
  })
  renderApp([{ path: '/settings', element }], { entry: '/settings', retry: false })
  return api
}

describe('Settings > Notifications', () => {
  it('turns a kind off, saving only what changed', async () => {
    const api = renderSection(<NotificationPreferencesSection />, () =>
      json(200, { ...SETTINGS, types: { ...SETTINGS.types, save: false } }),
    )
    const saves = await screen.findByRole('switch', { name: 'Saves' })
    expect(saves).toHaveAttribute('aria-checked', 'true')
    expect(screen.getAllByRole('switch')).toHaveLength(13)
    await userEvent.click(saves)
    await waitFor(() => expect(saves).toHaveAttribute('aria-checked', 'false'))
    expect(callsTo(api, 'PUT /notifications/settings')).toEqual([{ types: { save: false } }])
  })

  it('turns a filter on, and falls back with a message when the save fails', async () => {
    renderSection(<NotificationFiltersSection />)
    const newAccounts = await screen.findByRole('switch', { name: 'New accounts' })
    await userEvent.click(newAccounts)
    expect(await screen.findByRole('alert')).toHaveTextContent('down')
    expect(newAccounts).toHaveAttribute('aria-checked', 'false')
  })
})
