import type { ModerationActionEntry } from '@agora/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { AccountStandingSection } from './account-standing-section.tsx'

afterEach(async () => {
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
})

const warning = (over: Partial<ModerationActionEntry> = {}): ModerationActionEntry => ({
  id: 9,
  decision: 'warn',
  target_type: 'post',
  target_id: 4,
  community_id: null,
  reason: 'Mind the words',
  suspended_until: null,
  suspended_forever: false,
  actor: null,
  target_user: null,
  snapshot: { title: null, text: 'a rude joke', media: [], owner_username: 'me', created_at: null },
  appeal: null,
  created_at: '2026-11-20T10:00:00.000Z',
  abilities: { can_appeal: true },
  ...over,
})

describe('AccountStandingSection', () => {
  it('says all is well when nothing was decided', async () => {
    stubApi({ 'GET /moderation/actions/mine': () => json(200, []) })
    renderApp([{ path: '/', element: <AccountStandingSection /> }], { entry: '/' })
    expect(await screen.findByText('Your account is in good standing.')).toBeInTheDocument()
  })

  it('shows a decision and why, and sends one appeal', async () => {
    let entry = warning()
    const api = stubApi({
      'GET /moderation/actions/mine': () => json(200, [entry]),
      'POST /moderation/actions/9/appeal': () => {
        entry = warning({
          appeal: {
            text: 'It was a joke',
            state: 'pending',
            created_at: entry.created_at,
            decision_reason: null,
          },
          abilities: { can_appeal: false },
        })
        return json(200, entry)
      },
    })
    renderApp([{ path: '/', element: <AccountStandingSection /> }], { entry: '/' })
    const item = await screen.findByRole('article', { name: /Warning/ })
    expect(item).toHaveTextContent('Reason: Mind the words')
    expect(item).toHaveTextContent('a rude joke')
    const user = userEvent.setup()
    await user.click(within(item).getByRole('button', { name: 'Appeal' }))
    const dialog = await screen.findByRole('dialog', { name: 'Appeal this decision' })
    await user.type(within(dialog).getByLabelText('Why should moderators look again?'), 'It was a joke')
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }))
    expect(await screen.findByText('Appeal waiting')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Appeal' })).not.toBeInTheDocument()
    expect(callsTo(api, 'POST /moderation/actions/9/appeal')).toEqual([{ text: 'It was a joke' }])
  })
})
