import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, deferred, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { loadFormSteps } from '../components/load-form-steps.ts'
import { reloadTo } from '../navigation.ts'
import { AuthPage } from './auth-page.tsx'

vi.mock('../navigation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../navigation.ts')>()),
  reloadTo: vi.fn(),
}))

function renderAuth(entry: string | { pathname: string; state?: unknown } = '/login') {
  return renderApp(
    [
      { path: '/login', element: <AuthPage mode="login" /> },
      { path: '/register', element: <AuthPage mode="register" /> },
      { path: '/home', element: <p>home screen</p> },
      { path: '/forgot-password', element: <p>forgot screen</p> },
    ],
    { entry: entry },
  )
}

async function goToPassword(user: ReturnType<typeof userEvent.setup>, username = 'ada') {
  await user.click(screen.getByRole('button', { name: 'Unlock' }))
  await user.type(screen.getByLabelText('Username or email'), username)
  await user.click(screen.getByRole('button', { name: 'Continue' }))
}

// The form steps' chunk, as the page fetches it when it mounts, so each step renders at once.
beforeAll(() => loadFormSteps())

afterEach(async () => {
  await i18n.changeLanguage('en')
  vi.unstubAllGlobals()
  vi.mocked(reloadTo).mockReset()
})

describe('AuthPage steps', () => {
  it('walks welcome, username and password, and back again', async () => {
    const user = userEvent.setup()
    renderAuth('/login')
    expect(screen.getByRole('heading', { name: 'Your campus, in one place' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Unlock' }))

    expect(screen.getByRole('heading', { name: 'Sign in to Agora' })).toBeInTheDocument()
    const continueButton = screen.getByRole('button', { name: 'Continue' })
    expect(continueButton).toBeDisabled()
    await user.type(screen.getByLabelText('Username or email'), '   ')
    expect(continueButton).toBeDisabled()
    await user.clear(screen.getByLabelText('Username or email'))
    await user.type(screen.getByLabelText('Username or email'), 'ada')
    await user.click(screen.getByRole('button', { name: 'Continue' }))

    expect(screen.getByRole('heading', { name: 'Enter your password' })).toBeInTheDocument()
    expect(screen.getByText('Signing in as ada')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled()
    await user.type(screen.getByLabelText('Password'), 'secret-pass')
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled()

    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByLabelText('Username or email')).toHaveValue('ada')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByLabelText('Password')).toHaveValue('')

    await user.click(screen.getByRole('button', { name: 'Back' }))
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeInTheDocument()
  })

  it('links the password step to a forgotten password, with the name typed so far', async () => {
    const user = userEvent.setup()
    const { router } = renderAuth('/login')
    await goToPassword(user, ' ada ')
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }))
    expect(await screen.findByText('forgot screen')).toBeInTheDocument()
    expect(router.state.location.state).toEqual({ login: 'ada' })
  })

  it('switches between signing in and registering through the two links', async () => {
    const user = userEvent.setup()
    renderAuth('/login')
    await user.click(screen.getByRole('button', { name: "Don't have an account?" }))
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument()
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'I already have an account' }))
    expect(screen.getByRole('heading', { name: 'Sign in to Agora' })).toBeInTheDocument()
  })

  it('opens /register at the register-email step and goes back to welcome', async () => {
    const user = userEvent.setup()
    renderAuth('/register')
    expect(screen.getByLabelText('Email')).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeInTheDocument()
  })

  it('sends a visitor who already holds a token on at once', async () => {
    localStorage.setItem('access_token', 'held-token')
    renderAuth('/login')
    expect(await screen.findByText('home screen')).toBeInTheDocument()
  })
})

describe('AuthPage sign-in', () => {
  it('posts the form, stores the token and reloads into the page first wanted', async () => {
    const pending = deferred<Response>()
    const fetchMock = stubApi({ 'POST /auth/login': () => pending.promise })
    const user = userEvent.setup()
    renderAuth({
      pathname: '/login',
      state: { from: { pathname: '/settings', search: '?section=password' } },
    })
    await goToPassword(user, ' ada ')
    await user.type(screen.getByLabelText('Password'), 'secret-pass')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled()
    expect(callsTo(fetchMock, 'POST /auth/login')).toEqual([{ username: 'ada', password: 'secret-pass' }])
    pending.resolve(json(200, { access_token: 'tok-1', token_type: 'bearer' }))

    await vi.waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/settings?section=password'))
    expect(localStorage.getItem('access_token')).toBe('tok-1')
  })

  it('goes to /home when no page was wanted', async () => {
    stubApi({ 'POST /auth/login': () => json(200, { access_token: 'tok-2', token_type: 'bearer' }) })
    const user = userEvent.setup()
    renderAuth('/login')
    await goToPassword(user)
    await user.type(screen.getByLabelText('Password'), 'secret-pass{Enter}')
    await vi.waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/home'))
  })

  it("shows the server's detail when sign-in fails, and clears it on typing", async () => {
    stubApi({
      'POST /auth/login': () =>
        json(401, { detail: 'Incorrect username or password', code: 'sign_in_failed' }),
    })
    const user = userEvent.setup()
    renderAuth('/login')
    await goToPassword(user)
    await user.type(screen.getByLabelText('Password'), 'wrong-pass')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password')
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled()
    expect(localStorage.getItem('access_token')).toBeNull()
    expect(reloadTo).not.toHaveBeenCalled()
    await user.type(screen.getByLabelText('Password'), 'x')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("reads an object detail's message, else falls back to the translated message", async () => {
    let answer = json(429, { detail: { message: 'Too many attempts' } })
    stubApi({ 'POST /auth/login': () => answer })
    const user = userEvent.setup()
    renderAuth('/login')
    await goToPassword(user)
    await user.type(screen.getByLabelText('Password'), 'secret-pass')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts')

    answer = json(500, undefined)
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please try again.'),
    )
  })

  it("shows a Turkish reader the code's Turkish text, and the detail of a code the app does not know", async () => {
    await i18n.changeLanguage('tr')
    let answer = json(401, { detail: 'Incorrect username or password', code: 'sign_in_failed' })
    stubApi({ 'POST /auth/login': () => answer })
    const user = userEvent.setup()
    renderAuth('/login')
    await user.click(screen.getByRole('button', { name: 'Kilidi aç' }))
    await user.type(screen.getByLabelText('Kullanıcı adı veya e-posta'), 'ada')
    await user.click(screen.getByRole('button', { name: 'Devam' }))
    await user.type(screen.getByLabelText('Şifre'), 'wrong-pass')
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Kullanıcı adı veya şifre hatalı')

    answer = json(401, { detail: 'Your account is on holiday', code: 'account_on_holiday' })
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }))
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your account is on holiday'))
  })
})
