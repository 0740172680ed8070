import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { callsTo, deferred, installFakeClock, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { EmailVerificationPage } from './email-verification-page.tsx'

const me = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  username: 'ada',
  email: 'ada@uni.edu',
  avatar_url: null,
  is_verified: false,
  ...overrides,
})

function renderHolding(search = '') {
  return renderApp(
    [
      { path: '/email-verification', element: <EmailVerificationPage /> },
      { path: '/home', element: <p>home screen</p> },
      { path: '/login', element: <p>sign-in screen</p> },
      { path: '/register', element: <p>register screen</p> },
    ],
    { entry: `/email-verification${search}` },
  )
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime })

beforeEach(() => {
  installFakeClock()
  localStorage.setItem('access_token', 'tok')
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('EmailVerificationPage', () => {
  it('shows the address and polls every 5 s until the account is verified, then goes home', async () => {
    let verified = false
    const fetchMock = stubApi({ 'GET /auth/me': () => json(200, me({ is_verified: verified })) })
    const { router } = renderHolding('?fromRegister=true')
    expect(await screen.findByText('ada@uni.edu')).toBeInTheDocument()
    expect(screen.getByText('Your account has been created.')).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(1)

    await advance(5_000)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(router.state.location.pathname).toBe('/email-verification')

    verified = true
    await advance(5_000)
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
  })

  it('falls back to the stored verification address before the user is known', () => {
    stubApi({ 'GET /auth/me': () => deferred<Response>().promise })
    localStorage.setItem('verification_email', 'stored@uni.edu')
    renderHolding()
    expect(screen.getByText('stored@uni.edu')).toBeInTheDocument()
  })

  it('resends, shows the answer in green and keeps the button disabled for 60 s with a countdown', async () => {
    const fetchMock = stubApi({
      'GET /auth/me': () => json(200, me()),
      'POST /auth/resend-verification': () => json(200, { message: 'Verification email sent' }),
    })
    const user = setup()
    renderHolding()
    await screen.findByText('ada@uni.edu')
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }))

    const sent = await screen.findByText('Verification email sent')
    expect(sent).toHaveAttribute('role', 'status')
    expect(sent.className).toContain('text-emerald-700')
    expect(callsTo(fetchMock, 'POST /auth/resend-verification')).toEqual([{ email: 'ada@uni.edu' }])
    expect(screen.getByRole('button', { name: /Resend in (59|60)s/ })).toBeDisabled()

    await advance(30_000)
    expect(screen.getByRole('button', { name: /Resend in (29|30)s/ })).toBeDisabled()
    await advance(30_000)
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeEnabled()
  })

  it("counts down what is left of the last mail's cooldown instead of an error (429 with Retry-After)", async () => {
    stubApi({
      'GET /auth/me': () => json(200, me()),
      'POST /auth/resend-verification': () =>
        new Response(
          JSON.stringify({
            detail: 'Please wait a minute before requesting another verification email',
            code: 'resend_too_soon',
          }),
          { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '41' } },
        ),
    })
    const user = setup()
    renderHolding('?fromRegister=true')
    await screen.findByText('ada@uni.edu')
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }))
    expect(await screen.findByRole('button', { name: /Resend in (40|41)s/ })).toBeDisabled()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await advance(41_000)
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeEnabled()
  })

  it("shows the server's detail in red when resending fails, still with the cooldown", async () => {
    stubApi({
      'GET /auth/me': () => json(200, me()),
      'POST /auth/resend-verification': () => json(503, { detail: 'Mail is down for a moment' }),
    })
    const user = setup()
    renderHolding()
    await screen.findByText('ada@uni.edu')
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Mail is down for a moment')
    expect(alert.className).toContain('text-red-700')
    expect(screen.getByRole('button', { name: /Resend in/ })).toBeDisabled()
  })

  it('deletes the account after a confirm and goes to /register 2 s later', async () => {
    const fetchMock = stubApi({
      'GET /auth/me': () => json(200, me()),
      'DELETE /auth/delete-unverified-account': () => json(200, { message: 'Account deleted' }),
    })
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true)
    window.confirm = confirm
    const user = setup()
    const { router } = renderHolding()
    await screen.findByText('ada@uni.edu')

    await user.click(screen.getByRole('button', { name: 'Delete account' }))
    expect(confirm).toHaveBeenCalledTimes(1)
    expect(callsTo(fetchMock, 'DELETE /auth/delete-unverified-account')).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Delete account' }))
    await waitFor(() => expect(screen.getByText('Account deleted')).toBeInTheDocument())
    expect(callsTo(fetchMock, 'DELETE /auth/delete-unverified-account')).toEqual([{ email: 'ada@uni.edu' }])
    expect(router.state.location.pathname).toBe('/email-verification')

    await advance(2_000)
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'))
    expect(localStorage.getItem('access_token')).toBeNull()
  })

  it('shows the translated default in red when deleting fails without a detail', async () => {
    stubApi({
      'GET /auth/me': () => json(200, me()),
      'DELETE /auth/delete-unverified-account': () => json(500, undefined),
    })
    window.confirm = () => true
    const user = setup()
    renderHolding()
    await screen.findByText('ada@uni.edu')
    await user.click(screen.getByRole('button', { name: 'Delete account' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The account could not be deleted')
  })

  it('signs out: clears the stored session and goes to /login', async () => {
    stubApi({ 'GET /auth/me': () => json(200, me()) })
    const user = setup()
    const { router } = renderHolding()
    await screen.findByText('ada@uni.edu')
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem('access_token')).toBeNull()
  })
})
