import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { RegisterPasswordStep } from './register-password-step.tsx'

afterEach(() => i18n.changeLanguage('en'))

function renderStep() {
  const onSubmit = vi.fn()
  let password = ''
  render(
    <RegisterPasswordStep
      username="ada_l"
      password=""
      onPasswordChange={(value) => {
        password = value
      }}
      onSubmit={onSubmit}
      onBack={() => {}}
      onLogin={() => {}}
      counter="3/3"
      busy={false}
      error={null}
    />,
  )
  return { onSubmit, password: () => password }
}

describe('RegisterPasswordStep', () => {
  it.each([
    {
      lang: 'en',
      label: 'Password',
      button: 'Create Account',
      rule: 'At least 8 characters',
      error: 'Password must be at least 8 characters',
    },
    {
      lang: 'tr',
      label: 'Şifre',
      button: 'Hesap Oluştur',
      rule: 'En az 8 karakter',
      error: 'Şifre en az 8 karakter olmalı',
    },
  ])(
    'in $lang shows the rule, and for "abc" says it is broken and keeps Create Account disabled',
    async (text) => {
      await i18n.changeLanguage(text.lang)
      const user = userEvent.setup()
      const { onSubmit, password } = renderStep()
      const field = screen.getByLabelText(text.label)
      const create = screen.getByRole('button', { name: text.button })
      expect(field).toHaveFocus()
      expect(field).toHaveAccessibleDescription(text.rule)
      expect(create).toBeDisabled()

      await user.type(field, 'abc')
      await waitFor(() => expect(field).toHaveAccessibleDescription(text.error))
      expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(create).toBeDisabled()
      await user.keyboard('{Enter}')
      expect(onSubmit).not.toHaveBeenCalled()
      expect(password()).toBe('abc')

      await user.type(field, 'defgh')
      await waitFor(() => expect(create).toBeEnabled())
      expect(field).toHaveAccessibleDescription(text.rule)
      await user.click(create)
      await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce())
    },
  )
})
