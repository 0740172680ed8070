import type { ModerationCase } from '@agora/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { ModerationQueue } from './moderation-queue.tsx'
import { ReportButton } from './report-button.tsx'

afterEach(async () => {
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
})

const aCase = (over: Partial<ModerationCase> = {}): ModerationCase => ({
  target_type: 'post',
  target_id: 42,
  community_id: null,
  owner: { id: 7, username: 'loud', avatar_url: null },
  owner_actions: 1,
  owner_reports: 3,
  owner_suspended_until: null,
  reports: [
    {
      id: 1,
      category: 'harassment',
      comment: 'Keeps insulting people',
      reporter: { id: 8, username: 'ayse', avatar_url: null },
      reporter_reports: 2,
      reporter_dismissed: 0,
      snapshot: {
        title: null,
        text: 'you are all idiots',
        media: [],
        owner_username: 'loud',
        created_at: null,
      },
      created_at: '2026-11-20T10:00:00.000Z',
    },
  ],
  abilities: { can_remove: true, can_warn: true, can_suspend: true },
  ...over,
})

describe('ReportDialog', () => {
  it('sends the chosen reason and comment, and thanks the reporter', async () => {
    const api = stubApi({ 'POST /reports': () => json(201, { id: 1 }) })
    renderApp([{ path: '/', element: <ReportButton targetType="community" targetId={5} /> }], { entry: '/' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Report community' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report' })
    const send = within(dialog).getByRole('button', { name: 'Send report' })
    expect(send).toBeDisabled()
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }))
    await user.type(within(dialog).getByLabelText(/Anything else/), 'Selling essays')
    await user.click(send)
    expect(await screen.findByText('Thanks. Moderators will review your report.')).toBeInTheDocument()
    expect(callsTo(api, 'POST /reports')).toEqual([
      { target_type: 'community', target_id: 5, category: 'spam', comment: 'Selling essays' },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('says so in Turkish when the report was already sent', async () => {
    await i18n.changeLanguage('tr')
    stubApi({
      'POST /reports': () =>
        json(409, { detail: 'You have already reported this', code: 'already_reported' }),
    })
    renderApp([{ path: '/', element: <ReportButton targetType="event" targetId={5} /> }], { entry: '/' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Etkinliği şikâyet et' }))
    await user.click(await screen.findByRole('radio', { name: 'Nefret söylemi' }))
    await user.click(screen.getByRole('button', { name: 'Şikâyeti gönder' }))
    expect(await screen.findByText('Bunu zaten şikâyet ettin')).toBeInTheDocument()
  })
})

describe('ModerationQueue', () => {
  it('shows the case as reported with both histories, and removes it suspending the author', async () => {
    let cases = [aCase()]
    const api = stubApi({
      'GET /moderation/cases': () => json(200, cases),
      'POST /moderation/cases/post/42': () => {
        cases = []
        return json(200, {})
      },
    })
    renderApp([{ path: '/', element: <ModerationQueue /> }], { entry: '/' })
    const card = await screen.findByRole('article', { name: /Post · @loud · 1 report/ })
    expect(card).toHaveTextContent('you are all idiots')
    expect(card).toHaveTextContent('Harassment or bullying')
    expect(card).toHaveTextContent('Keeps insulting people')
    expect(card).toHaveTextContent('Reported by @ayse · Reports filed: 2 · dismissed: 0')
    expect(card).toHaveTextContent('Earlier decisions: 1 · reports about them: 3')
    const user = userEvent.setup()
    await user.click(within(card).getByRole('button', { name: 'Remove' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove the content' })
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(within(dialog).getByText('Write a reason')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/Reason/), 'Insults')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also suspend the account' }))
    await user.click(within(dialog).getByRole('radio', { name: 'For a week' }))
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('No open reports. Nice and quiet.')).toBeInTheDocument()
    expect(callsTo(api, 'POST /moderation/cases/post/42')).toEqual([
      { decision: 'remove', reason: 'Insults', suspend_for: '7d' },
    ])
  })

  it('offers community staff no suspension', async () => {
    stubApi({
      'GET /moderation/cases': () =>
        json(200, [
          aCase({ community_id: 3, abilities: { can_remove: true, can_warn: true, can_suspend: false } }),
        ]),
    })
    renderApp([{ path: '/', element: <ModerationQueue communityId={3} /> }], { entry: '/' })
    const card = await screen.findByRole('article')
    expect(within(card).getByRole('button', { name: 'Warn' })).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument()
  })
})
