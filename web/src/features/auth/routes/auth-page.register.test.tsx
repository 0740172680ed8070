import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  callsTo,
  deferred,
  installFakeClock,
  json,
  renderApp,
  type StubHandler,
  stubApi,
} from '@/testing/app-harness.tsx'
import { loadFormSteps } from '../components/load-form-steps.ts'
import { AuthPage } from './auth-page.tsx'

const available =
  (message: string): StubHandler =>
  () =>
    json(200, { available: true, message })

function renderRegister() {
  return renderApp(
    [
      { path: '/login', element: <AuthPage mode="login" /> },
      { path: '/register', element: <AuthPage mode="register" /> },
      { path: '/email-verification', element: <p>verification screen</p> },
    ],
    { entry: '/register' },
  )
}

/** Lets fake time pass and the answers it releases settle into the screen. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

/** Types into an availability field and continues once the server's answer enables Continue. */
async function typeAndContinue(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.type(screen.getByLabelText(label), text)
  await advance(510)
  await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled())
  await user.click(screen.getByRole('button', { name: 'Continue' }))
}

const status = (kind: 'email' | 'username') => document.getElementById(`register-${kind}-status`)!

beforeEach(() => {
  installFakeClock()
})

// The form steps' chunk, as the page fetches it when it mounts, so each step renders at once.
beforeAll(() => loadFormSteps())

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('registration availability checks', () => {
  it('checks once, 500 ms after typing stops, with a spinner and then the green answer', async () => {
    const answer = deferred<Response>()
    const fetchMock = stubApi({ 'POST /auth/check-email': () => answer.promise })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderRegister()

    await user.type(screen.getByLabelText('Email'), 'ada@uni.edu')
    await advance(499)
    expect(callsTo(fetchMock, 'POST /auth/check-email')).toEqual([])
    expect(status('email')).toHaveAttribute('data-status', 'unknown')
    await advance(1)
    expect(callsTo(fetchMock, 'POST /auth/check-email')).toEqual([{ email: 'ada@uni.edu' }])
    expect(status('email')).toHaveAttribute('data-status', 'checking')
    expect(status('email')).toHaveTextContent('Checking…')
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled()

    answer.resolve(json(200, { available: true, message: 'Email is available' }))
    await waitFor(() => expect(status('email')).toHaveAttribute('data-status', 'available'))
    expect(status('email')).toHaveTextContent('Email is available')
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled()
  })

  it("shows the server's message in red when taken, and clears the status on empty input", async () => {
    stubApi({
      'POST /auth/check-email': () =>
        json(200, { available: false, message: 'Email is already registered', code: 'email_taken' }),
    })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderRegister()
    await user.type(screen.getByLabelText('Email'), 'taken@uni.edu')
    await advance(510)
    await waitFor(() => expect(status('email')).toHaveAttribute('data-status', 'unavailable'))
    expect(status('email')).toHaveTextContent('Email is already registered')
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled()

    await user.clear(screen.getByLabelText('Email'))
    await advance(510)
    expect(status('email')).toHaveAttribute('data-status', 'unknown')
    expect(status('email')).toHaveTextContent('')
  })

  it('validates the email shape without asking the server', async () => {
    const fetchMock = stubApi({})
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderRegister()
    await user.type(screen.getByLabelText('Email'), 'not-an-email')
    await advance(510)
    expect(status('email')).toHaveTextContent('Geçerli bir e-posta adresi girin')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says the email check failed when the call fails', async () => {
    stubApi({ 'POST /auth/check-email': () => json(500, { detail: 'boom' }) })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderRegister()
    await user.type(screen.getByLabelText('Email'), 'ada@uni.edu')
    await advance(510)
    await waitFor(() => expect(status('email')).toHaveTextContent('E-posta kontrolü yapılamadı'))
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled()
  })

  it('needs three characters of username, and says when the username check failed', async () => {
    let usernameAnswer = () => json(503, { detail: 'down' })
    const fetchMock = stubApi({
      'POST /auth/check-email': available('Email is available'),
      'POST /auth/check-username': () => usernameAnswer(),
    })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderRegister()
    await typeAndContinue(user, 'Email', 'ada@uni.edu')

    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Username'), 'ad')
    await advance(510)
    expect(status('username')).toHaveTextContent('Kullanıcı adı en az 3 karakter olmalı')
    expect(callsTo(fetchMock, 'POST /auth/check-username')).toEqual([])

    await user.type(screen.getByLabelText('Username'), 'a')
    await advance(510)
    await waitFor(() => expect(status('username')).toHaveTextContent('Kullanıcı adı kontrolü yapılamadı'))

    usernameAnswer = () => json(200, { available: true, message: 'Username is available' })
    await user.type(screen.getByLabelText('Username'), 'x')
    await advance(510)
    await waitFor(() => expect(status('username')).toHaveTextContent('Username is available'))
    expect(callsTo(fetchMock, 'POST /auth/check-username')).toEqual([
      { username: 'ada' },
      { username: 'adax' },
    ])
  })
})

describe('registration', () => {
  async function fillUpToPassword(user: ReturnType<typeof userEvent.setup>) {
    await typeAndContinue(user, 'Email', 'Ada@Uni.edu ')
    await typeAndContinue(user, 'Username', 'ada_l')
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument()
  }

  it('registers, signs in with the same credentials and goes to the verification screen', async () => {
    const registered = deferred<Response>()
    const fetchMock = stubApi({
      'POST /auth/check-email': available('Email is available'),
      'POST /auth/check-username': available('Username is available'),
      'POST /auth/register': () => registered.promise,
      'POST /auth/login': () => json(200, { access_token: 'new-token', token_type: 'bearer' }),
    })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const { router } = renderRegister()
    await fillUpToPassword(user)
    await user.type(screen.getByLabelText('Password'), 'long-enough-pass')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled()

    registered.resolve(json(201, { redirect_to_verification: true, email: 'ada@uni.edu' }))
    expect(await screen.findByText('verification screen')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?fromRegister=true')
    expect(callsTo(fetchMock, 'POST /auth/register')).toEqual([
      { email: 'Ada@Uni.edu', username: 'ada_l', password: 'long-enough-pass', locale: 'en' },
    ])
    expect(callsTo(fetchMock, 'POST /auth/login')).toEqual([
      { username: 'ada_l', password: 'long-enough-pass' },
    ])
    expect(localStorage.getItem('access_token')).toBe('new-token')
    expect(localStorage.getItem('verification_email')).toBe('ada@uni.edu')
  })

  it('still goes to the verification screen when the sign-in after registering fails', async () => {
    stubApi({
      'POST /auth/check-email': available('Email is available'),
      'POST /auth/check-username': available('Username is available'),
      'POST /auth/register': () => json(201, { redirect_to_verification: true, email: 'ada@uni.edu' }),
      'POST /auth/login': () =>
        json(429, { detail: 'Too many sign-in attempts, try again later', code: 'too_many_sign_ins' }),
    })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderRegister()
    await fillUpToPassword(user)
    await user.type(screen.getByLabelText('Password'), 'long-enough-pass')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    // Without a token the guard of that screen sends the user to /login, and back after signing in.
    expect(await screen.findByText('verification screen')).toBeInTheDocument()
    expect(localStorage.getItem('access_token')).toBeNull()
    expect(localStorage.getItem('verification_email')).toBe('ada@uni.edu')
  })

  it("checks the contract's password rule before sending, then shows the server's refusal, else 'Registration failed'", async () => {
    let answer = () => json(409, { detail: 'Email is already registered', code: 'email_taken' })
    const fetchMock = stubApi({
      'POST /auth/check-email': available('Email is available'),
      'POST /auth/check-username': available('Username is available'),
      'POST /auth/register': () => answer(),
    })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderRegister()
    await fillUpToPassword(user)
    const create = screen.getByRole('button', { name: 'Create Account' })
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Password'), 'short')
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        'Password must be at least 8 characters',
      ),
    )
    expect(create).toBeDisabled()
    await user.click(create)
    expect(callsTo(fetchMock, 'POST /auth/register')).toHaveLength(0)

    await user.type(screen.getByLabelText('Password'), '-but-longer')
    await waitFor(() => expect(create).toBeEnabled())
    await user.click(create)
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is already registered')

    answer = () => json(500, undefined)
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Registration failed'))
    expect(localStorage.getItem('access_token')).toBeNull()
  })

  it('clears the password when going back to the username step', async () => {
    stubApi({
      'POST /auth/check-email': available('Email is available'),
      'POST /auth/check-username': available('Username is available'),
    })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderRegister()
    await fillUpToPassword(user)
    await user.type(screen.getByLabelText('Password'), 'long-enough-pass')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByLabelText('Username')).toHaveValue('ada_l')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByLabelText('Password')).toHaveValue('')
  })
})
