import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { loadFormSteps } from '../components/load-form-steps.ts'
import { reloadTo } from '../navigation.ts'
import { AuthPage } from './auth-page.tsx'

vi.mock('../navigation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../navigation.ts')>()),
  reloadTo: vi.fn(),
}))

const CHALLENGE = { two_factor_required: true, challenge: 'chal-1', expires_in: 300 }

async function signInWithPassword() {
  const user = userEvent.setup()
  renderApp([{ path: '/login', element: <AuthPage mode="login" /> }], { entry: '/login' })
  await user.click(screen.getByRole('button', { name: 'Unlock' }))
  await user.type(screen.getByLabelText('Username or email'), 'ada')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  await user.type(screen.getByLabelText('Password'), 'secret-pass')
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
  return user
}

beforeAll(() => loadFormSteps())

afterEach(async () => {
  await i18n.changeLanguage('en')
  localStorage.clear()
  vi.mocked(reloadTo).mockReset()
})

describe('AuthPage with two-factor sign-in', () => {
  it('asks for the app code after the password and signs in with it', async () => {
    const api = stubApi({
      'POST /auth/login': () => json(200, CHALLENGE),
      'POST /auth/login/two-factor': () => json(200, { access_token: 'tok-2fa', token_type: 'bearer' }),
    })
    const user = await signInWithPassword()
    expect(await screen.findByRole('heading', { name: 'Enter the code from your app' })).toBeInTheDocument()
    expect(localStorage.getItem('access_token')).toBeNull()
    const verify = screen.getByRole('button', { name: 'Verify' })
    await user.type(screen.getByLabelText('Code from the app'), '12345')
    expect(verify).toBeDisabled()
    await user.type(screen.getByLabelText('Code from the app'), '6')
    await user.click(verify)
    await vi.waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/home'))
    expect(localStorage.getItem('access_token')).toBe('tok-2fa')
    expect(callsTo(api, 'POST /auth/login/two-factor')).toEqual([{ challenge: 'chal-1', code: '123456' }])
  })

  it('switches to a recovery code and shows a refused code in the reader’s language', async () => {
    const api = stubApi({
      'POST /auth/login': () => json(200, CHALLENGE),
      'POST /auth/login/two-factor': () =>
        json(400, { detail: 'The code is not correct or was already used', code: 'invalid_two_factor_code' }),
    })
    await i18n.changeLanguage('tr')
    const user = userEvent.setup()
    renderApp([{ path: '/login', element: <AuthPage mode="login" /> }], { entry: '/login' })
    await user.click(screen.getByRole('button', { name: 'Kilidi aç' }))
    await user.type(screen.getByLabelText('Kullanıcı adı veya e-posta'), 'ada')
    await user.click(screen.getByRole('button', { name: 'Devam' }))
    await user.type(screen.getByLabelText('Şifre'), 'secret-pass')
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }))

    await user.click(await screen.findByRole('button', { name: 'Kurtarma kodu kullan' }))
    expect(screen.getByRole('heading', { name: 'Bir kurtarma kodu gir' })).toBeInTheDocument()
    await user.type(screen.getByLabelText('Kurtarma kodu'), 'abcde-fghjk')
    await user.click(screen.getByRole('button', { name: 'Doğrula' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Kod hatalı ya da daha önce kullanılmış')
    expect(callsTo(api, 'POST /auth/login/two-factor')).toEqual([
      { challenge: 'chal-1', code: 'abcde-fghjk' },
    ])
    expect(reloadTo).not.toHaveBeenCalled()
  })

  it('goes back to the password when the challenge expired', async () => {
    stubApi({
      'POST /auth/login': () => json(200, CHALLENGE),
      'POST /auth/login/two-factor': () =>
        json(401, {
          detail: 'This sign-in has expired, enter your password again',
          code: 'two_factor_challenge_expired',
        }),
    })
    const user = await signInWithPassword()
    await user.type(await screen.findByLabelText('Code from the app'), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in has expired, enter your password again',
    )
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('heading', { name: 'Enter your password' })).toBeInTheDocument()
    expect(screen.getByLabelText('Password')).toHaveValue('')
  })
})
