import type { SuspensionLookup } from '@agora/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { loadFormSteps } from '../components/load-form-steps.ts'
import { AuthPage } from './auth-page.tsx'

beforeAll(() => loadFormSteps())
afterEach(async () => {
  await i18n.changeLanguage('en')
  vi.unstubAllGlobals()
})

const suspension = (over: Partial<SuspensionLookup> = {}): SuspensionLookup => ({
  id: 5,
  decision: 'suspend',
  target_type: 'post',
  target_id: 3,
  community_id: null,
  reason: 'Threats against a classmate',
  suspended_until: '2026-11-27T10:00:00.000Z',
  suspended_forever: false,
  actor: null,
  target_user: null,
  snapshot: null,
  appeal: null,
  created_at: '2026-11-26T10:00:00.000Z',
  abilities: { can_appeal: true },
  two_factor_required: false,
  ...over,
})

/** Signs in as ada with the password the suspended account still has; the user events' driver. */
async function signInAsAda() {
  const user = userEvent.setup()
  renderApp([{ path: '/login', element: <AuthPage mode="login" /> }], { entry: '/login' })
  await user.click(screen.getByRole('button', { name: 'Unlock' }))
  await user.type(screen.getByLabelText('Username or email'), 'ada')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  await user.type(screen.getByLabelText('Password'), 'correct horse')
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
  return user
}

describe('signing in to a suspended account', () => {
  it('shows why and until when, and sends the one appeal with the password typed', async () => {
    const api = stubApi({
      'POST /auth/login': () => json(403, { detail: 'This account is suspended', code: 'account_suspended' }),
      'POST /moderation/suspension': () => json(200, suspension()),
      'POST /moderation/suspension/appeal': () =>
        json(
          200,
          suspension({
            appeal: {
              text: 'It was a joke',
              state: 'pending',
              created_at: '2026-11-26T11:00:00.000Z',
              decision_reason: null,
            },
            abilities: { can_appeal: false },
          }),
        ),
    })
    const user = await signInAsAda()

    expect(await screen.findByText('This account is suspended')).toBeInTheDocument()
    const notice = await screen.findByRole('article', { name: /Account suspended/ })
    expect(notice).toHaveTextContent('Reason: Threats against a classmate')
    expect(callsTo(api, 'POST /moderation/suspension')).toEqual([
      { username: 'ada', password: 'correct horse' },
    ])
    await user.click(within(notice).getByRole('button', { name: 'Appeal' }))
    const dialog = await screen.findByRole('dialog', { name: 'Appeal this decision' })
    await user.type(within(dialog).getByLabelText('Why should moderators look again?'), 'It was a joke')
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }))
    expect(await screen.findByText('Appeal waiting')).toBeInTheDocument()
    expect(callsTo(api, 'POST /moderation/suspension/appeal')).toEqual([
      { username: 'ada', password: 'correct horse', text: 'It was a joke' },
    ])
  })
})

describe('signing in to a suspended account with two-factor sign-in on (issue 30)', () => {
  it('asks for a code with the appeal and sends it with the password', async () => {
    const api = stubApi({
      'POST /auth/login': () => json(403, { detail: 'This account is suspended', code: 'account_suspended' }),
      'POST /moderation/suspension': () => json(200, suspension({ two_factor_required: true })),
      'POST /moderation/suspension/appeal': ({ body }) =>
        (body as { code?: string }).code
          ? json(
              200,
              suspension({
                appeal: {
                  text: 'It was a joke',
                  state: 'pending',
                  created_at: '2026-11-26T11:00:00.000Z',
                  decision_reason: null,
                },
                abilities: { can_appeal: false },
              }),
            )
          : json(401, {
              detail: 'Enter a code from your authenticator app or a recovery code',
              code: 'two_factor_code_required',
            }),
    })
    const user = await signInAsAda()
    const notice = await screen.findByRole('article', { name: /Account suspended/ })
    const code = await screen.findByLabelText('Code from the app, or a recovery code')
    // Without the code the server refuses, and the dialog says what is missing.
    await user.click(within(notice).getByRole('button', { name: 'Appeal' }))
    let dialog = await screen.findByRole('dialog', { name: 'Appeal this decision' })
    await user.type(within(dialog).getByLabelText('Why should moderators look again?'), 'It was a joke')
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }))
    expect(
      await within(dialog).findByText('Enter a code from your authenticator app or a recovery code'),
    ).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await user.type(code, ' 123456 ')
    await user.click(within(notice).getByRole('button', { name: 'Appeal' }))
    dialog = await screen.findByRole('dialog', { name: 'Appeal this decision' })
    await user.type(within(dialog).getByLabelText('Why should moderators look again?'), 'It was a joke')
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }))
    expect(await screen.findByText('Appeal waiting')).toBeInTheDocument()
    expect(callsTo(api, 'POST /moderation/suspension/appeal')).toEqual([
      { username: 'ada', password: 'correct horse', text: 'It was a joke' },
      { username: 'ada', password: 'correct horse', text: 'It was a joke', code: '123456' },
    ])
  })
})
