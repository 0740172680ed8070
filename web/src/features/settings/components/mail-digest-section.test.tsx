import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { MailDigestSection } from './mail-digest-section.tsx'

function renderSection(save: () => Response) {
  const api = stubApi({
    'GET /digests/settings': () => json(200, { frequency: 'weekly' }),
    'PUT /digests/settings': save,
  })
  renderApp([{ path: '/settings', element: <MailDigestSection /> }], { entry: '/settings', retry: false })
  return api
}

describe('Settings > Notifications > Mail digest', () => {
  it('shows weekly by default and saves another choice', async () => {
    const api = renderSection(() => json(200, { frequency: 'daily' }))
    const weekly = await screen.findByRole('radio', { name: /Weekly/ })
    expect(weekly).toBeChecked()
    await userEvent.click(screen.getByRole('radio', { name: /Daily/ }))
    await waitFor(() => expect(screen.getByRole('radio', { name: /Daily/ })).toBeChecked())
    expect(callsTo(api, 'PUT /digests/settings')).toEqual([{ frequency: 'daily' }])
  })

  it('falls back with a message when the save fails', async () => {
    renderSection(() => json(500, { detail: 'down', code: 'internal_error' }))
    await userEvent.click(await screen.findByRole('radio', { name: /Never/ }))
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /Weekly/ })).toBeChecked()
  })
})
