import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import i18n, { loadAllStrings } from '@/i18n/index.ts'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { ForgotPasswordPage } from './forgot-password-page.tsx'

function renderForgot(state?: unknown) {
  return renderApp(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/login', element: <p>sign-in screen</p> },
    ],
    { entry: { pathname: '/forgot-password', state } },
  )
}

beforeAll(() => loadAllStrings())
afterEach(async () => {
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
})

describe('ForgotPasswordPage', () => {
  it('takes the name typed on the sign-in screen, asks for a link and says where it went', async () => {
    const user = userEvent.setup()
    const api = stubApi({
      'POST /auth/forgot-password': () => json(200, { message: 'If an account matches, …' }),
    })
    renderForgot({ login: 'ada' })
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument()
    expect(screen.getByLabelText('Username or email')).toHaveValue('ada')
    await user.click(screen.getByRole('button', { name: 'Send link' }))

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(
      'If an account matches ada, we have mailed it a link',
    )
    expect(callsTo(api, 'POST /auth/forgot-password')).toEqual([{ login: 'ada' }])
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }))
    expect(screen.getByText('sign-in screen')).toBeInTheDocument()
  })

  it('cannot send an empty name, and says a refusal in Turkish', async () => {
    await i18n.changeLanguage('tr')
    const user = userEvent.setup()
    stubApi({
      'POST /auth/forgot-password': () =>
        json(429, { detail: 'Too many password reset emails requested', code: 'too_many_password_resets' }),
    })
    renderForgot()
    const send = screen.getByRole('button', { name: 'Bağlantı gönder' })
    expect(send).toBeDisabled()
    await user.type(screen.getByLabelText('Kullanıcı adı veya e-posta'), 'ada@uni.edu')
    await user.click(send)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Çok fazla şifre sıfırlama e-postası istendi, daha sonra tekrar deneyin',
    )
    expect(screen.queryByRole('heading', { name: 'E-postanı kontrol et' })).not.toBeInTheDocument()
  })
})
