import type { DataExport, DataExportState } from '@agora/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { DataExportSection } from './data-export-section.tsx'

const pending: DataExport = {
  id: 4,
  status: 'pending',
  created_at: '2026-11-20T10:00:00.000Z',
  ready_at: null,
  expires_at: null,
  download_url: null,
}
const ready: DataExport = {
  ...pending,
  status: 'ready',
  ready_at: '2026-11-20T10:01:00.000Z',
  expires_at: '2026-11-27T10:01:00.000Z',
  download_url: '/api/users/me/exports/4/download',
}
const throttled = { can_request: false, next_request_at: '2026-11-21T10:00:00.000Z' }

function renderSection(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi(routes)
  renderApp([{ path: '/settings', element: <DataExportSection /> }], { entry: '/settings', retry: false })
  return { api, user: userEvent.setup() }
}

afterEach(async () => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  await i18n.changeLanguage('en')
})

describe('DataExportSection', () => {
  it('requests an export and shows it being prepared', async () => {
    let state: DataExportState = { export: null, can_request: true, next_request_at: null }
    const { api, user } = renderSection({
      'GET /users/me/exports': () => json(200, state),
      'POST /users/me/exports': () => {
        state = { export: pending, can_request: false, next_request_at: null }
        return json(202, state)
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Request your data' }))
    expect(await screen.findByText('Preparing your data…')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Request a new copy' })).toBeDisabled()
    expect(callsTo(api, 'POST /users/me/exports')).toHaveLength(1)
  })

  it('downloads a ready export with the session and shows until when it is kept', async () => {
    const createObjectURL = vi.fn(() => 'blob:export')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { api, user } = renderSection({
      'GET /users/me/exports': () => json(200, { export: ready, ...throttled }),
      'GET /users/me/exports/4/download': () =>
        new Response(new Blob(['PK']), { headers: { 'content-type': 'application/zip' } }),
    })
    expect(await screen.findByText('Your data is ready')).toBeInTheDocument()
    expect(screen.getByText(/Available until/)).toHaveTextContent('Nov 27, 2026')
    expect(screen.getByText(/You can request a new copy after/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Download ZIP' }))
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1))
    expect(createObjectURL).toHaveBeenCalledTimes(1)
    expect(callsTo(api, 'GET /users/me/exports/4/download')).toHaveLength(1)
  })

  it('shows a refusal in Turkish', async () => {
    await i18n.changeLanguage('tr')
    const { user } = renderSection({
      'GET /users/me/exports': () => json(200, { export: null, can_request: true, next_request_at: null }),
      'POST /users/me/exports': () =>
        json(429, {
          detail: 'You can ask for one data export a day, try again later',
          code: 'export_throttled',
        }),
    })
    await user.click(await screen.findByRole('button', { name: 'Verilerimi iste' }))
    expect(
      await screen.findByText('Günde bir kez veri kopyası isteyebilirsin, daha sonra tekrar dene'),
    ).toBeInTheDocument()
  })
})
