import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { TwoFactorSection } from './two-factor-section.tsx'

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
const CODES = Array.from({ length: 10 }, (_, i) => `aaaa${i}-bbbb${i}`)

function renderSection(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi(routes)
  renderApp([{ path: '/settings', element: <TwoFactorSection /> }], { entry: '/settings', retry: false })
  return { api, user: userEvent.setup() }
}

afterEach(async () => {
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
})

describe('TwoFactorSection', () => {
  it('turns on: password, then the QR code and the key, then a code; the recovery codes shown once', async () => {
    let enabled = false
    const { api, user } = renderSection({
      'GET /auth/two-factor': () => json(200, { enabled, recovery_codes_left: enabled ? 10 : 0 }),
      'POST /auth/two-factor/setup': () =>
        json(200, { secret: SECRET, otpauth_uri: `otpauth://totp/Agora:ada?secret=${SECRET}&issuer=Agora` }),
      'POST /auth/two-factor/enable': () => {
        enabled = true
        return json(200, { recovery_codes: CODES })
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' }))
    await user.type(screen.getByLabelText('Password'), 'secret-pass')
    await user.click(screen.getByRole('button', { name: 'Continue' }))

    expect(
      await screen.findByRole('heading', { name: 'Scan this code with your authenticator app' }),
    ).toBeInTheDocument()
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    )
    expect(screen.getByLabelText('Or type this key into the app')).toHaveValue(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    )
    await user.type(screen.getByLabelText('Code from the app'), '654321')
    await user.click(screen.getByRole('button', { name: 'Turn on' }))

    const list = await screen.findByRole('list', { name: 'Recovery codes' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES)
    expect(callsTo(api, 'POST /auth/two-factor/setup')).toEqual([{ password: 'secret-pass' }])
    expect(callsTo(api, 'POST /auth/two-factor/enable')).toEqual([{ code: '654321' }])

    await user.click(screen.getByRole('button', { name: 'I have saved them' }))
    expect(await screen.findByText('Two-factor sign-in is on.')).toBeInTheDocument()
    expect(await screen.findByText('10 recovery codes left.')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument()
  })

  it('copies the recovery codes', async () => {
    const writeText = vi.fn(async () => {})
    const { user } = renderSection({
      'GET /auth/two-factor': () => json(200, { enabled: false, recovery_codes_left: 0 }),
      'POST /auth/two-factor/setup': () => json(200, { secret: SECRET, otpauth_uri: 'otpauth://totp/x' }),
      'POST /auth/two-factor/enable': () => json(200, { recovery_codes: CODES }),
    })
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await user.click(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' }))
    await user.type(screen.getByLabelText('Password'), 'p')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.type(await screen.findByLabelText('Code from the app'), '111111')
    await user.click(screen.getByRole('button', { name: 'Turn on' }))
    await user.click(await screen.findByRole('button', { name: 'Copy codes' }))
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'))
    expect(await screen.findByText('Copied')).toBeInTheDocument()
  })

  it('says why the password or the code was refused, in Turkish too', async () => {
    await i18n.changeLanguage('tr')
    const { user } = renderSection({
      'GET /auth/two-factor': () => json(200, { enabled: false, recovery_codes_left: 0 }),
      'POST /auth/two-factor/setup': () =>
        json(400, { detail: 'Incorrect password', code: 'incorrect_password' }),
    })
    await user.click(await screen.findByRole('button', { name: 'İki adımlı girişi aç' }))
    await user.type(screen.getByLabelText('Şifre'), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Devam' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Şifre hatalı')
  })

  it('turns off with the password and a code', async () => {
    let enabled = true
    const { api, user } = renderSection({
      'GET /auth/two-factor': () => json(200, { enabled, recovery_codes_left: enabled ? 7 : 0 }),
      'POST /auth/two-factor/disable': ({ body }) => {
        if ((body as { code: string }).code !== '123456') {
          return json(400, {
            detail: 'The code is not correct or was already used',
            code: 'invalid_two_factor_code',
          })
        }
        enabled = false
        return json(200, { message: 'Two-factor sign-in is off' })
      },
    })
    expect(await screen.findByText('7 recovery codes left.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }))
    const submit = screen.getByRole('button', { name: 'Turn off two-factor sign-in' })
    await user.type(screen.getByLabelText('Password'), 'secret-pass')
    expect(submit).toBeDisabled()
    await user.type(screen.getByLabelText('Code from the app or a recovery code'), '000000')
    await user.click(submit)
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct or was already used')
    await user.clear(screen.getByLabelText('Code from the app or a recovery code'))
    await user.type(screen.getByLabelText('Code from the app or a recovery code'), '123456')
    await user.click(submit)
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Turn on two-factor sign-in' })).toBeInTheDocument(),
    )
    expect(callsTo(api, 'POST /auth/two-factor/disable')).toEqual([
      { password: 'secret-pass', code: '000000' },
      { password: 'secret-pass', code: '123456' },
    ])
  })
})
