import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import i18n, { loadAllStrings } from '@/i18n/index.ts'
import { authStorage } from '@/lib/auth-storage.ts'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { ResetPasswordPage } from './reset-password-page.tsx'

function renderReset(entry: string) {
  return renderApp(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/forgot-password', element: <p>forgot screen</p> },
      { path: '/login', element: <p>sign-in screen</p> },
    ],
    { entry },
  )
}

beforeAll(() => loadAllStrings())
afterEach(async () => {
  vi.unstubAllGlobals()
  localStorage.clear()
  await i18n.changeLanguage('en')
})

describe('ResetPasswordPage', () => {
  it('sets the new password with the link’s token, which leaves the address at once', async () => {
    const user = userEvent.setup()
    authStorage.setToken('an old token')
    const api = stubApi({
      'POST /auth/reset-password': () => json(200, { message: 'Your password has been reset.' }),
    })
    const { router } = renderReset('/reset-password#token=tok_123')
    await waitFor(() => expect(router.state.location.hash).toBe(''))
    const save = screen.getByRole('button', { name: 'Set new password' })
    await user.type(screen.getByLabelText('New password'), 'long enough')
    await user.type(screen.getByLabelText('Confirm new password'), 'long enougH')
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument()
    expect(save).toBeDisabled()
    await user.type(screen.getByLabelText('Confirm new password'), '{Backspace}h')
    await user.click(save)

    expect(await screen.findByRole('heading', { name: 'Your password is changed' })).toBeInTheDocument()
    expect(callsTo(api, 'POST /auth/reset-password')).toEqual([
      { token: 'tok_123', new_password: 'long enough' },
    ])
    expect(authStorage.token()).toBeNull()
    await user.click(screen.getByRole('link', { name: 'Sign in' }))
    expect(screen.getByText('sign-in screen')).toBeInTheDocument()
  })

  it('refuses a password shorter than registration allows before asking', async () => {
    const user = userEvent.setup()
    const api = stubApi({})
    renderReset('/reset-password#token=tok_123')
    await user.type(screen.getByLabelText('New password'), 'short')
    await user.type(screen.getByLabelText('Confirm new password'), 'short')
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeDisabled()
    expect(callsTo(api, 'POST /auth/reset-password')).toEqual([])
  })

  it('says in Turkish that a link expired, and offers a new one', async () => {
    await i18n.changeLanguage('tr')
    const user = userEvent.setup()
    stubApi({
      'POST /auth/reset-password': () =>
        json(400, { detail: 'This password reset link has expired', code: 'expired_reset_link' }),
    })
    renderReset('/reset-password#token=old')
    await user.type(screen.getByLabelText('Yeni şifre'), 'long enough')
    await user.type(screen.getByLabelText('Yeni şifreyi onayla'), 'long enough')
    await user.click(screen.getByRole('button', { name: 'Yeni şifreyi kaydet' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bu şifre sıfırlama bağlantısının süresi doldu, yenisini iste',
    )
    await user.click(screen.getByRole('link', { name: 'Yeni bir bağlantı iste' }))
    expect(screen.getByText('forgot screen')).toBeInTheDocument()
  })

  it('without a token, says the link is not complete', () => {
    renderReset('/reset-password')
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not complete')
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
  })
})
