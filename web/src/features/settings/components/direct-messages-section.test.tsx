import type { ChatSettings } from '@agora/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { DirectMessagesSection } from './direct-messages-section.tsx'

const SETTINGS: ChatSettings = { who_can_message: 'everyone', show_activity: true }

function renderSection(save: () => Response) {
  const api = stubApi({ 'GET /chats/settings': () => json(200, SETTINGS), 'PUT /chats/settings': save })
  renderApp([{ path: '/settings', element: <DirectMessagesSection /> }], { entry: '/settings', retry: false })
  return api
}

describe('Settings > Direct messages', () => {
  it('limits who may message to the people one follows, saving only that', async () => {
    const api = renderSection(() => json(200, { ...SETTINGS, who_can_message: 'following' }))
    const everyone = await screen.findByRole('radio', { name: /^Everyone/ })
    expect(everyone).toBeChecked()
    await userEvent.click(screen.getByRole('radio', { name: /^People you follow/ }))
    await waitFor(() => expect(screen.getByRole('radio', { name: /^People you follow/ })).toBeChecked())
    expect(callsTo(api, 'PUT /chats/settings')).toEqual([{ who_can_message: 'following' }])
  })

  it('hides the activity status, and falls back with a message when the save fails', async () => {
    const api = renderSection(() => json(500, { detail: 'Something went wrong', code: 'internal' }))
    const activity = await screen.findByRole('switch', { name: 'Show activity status' })
    expect(activity).toHaveAttribute('aria-checked', 'true')
    await userEvent.click(activity)
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(activity).toHaveAttribute('aria-checked', 'true')
    expect(callsTo(api, 'PUT /chats/settings')).toEqual([{ show_activity: false }])
  })
})
