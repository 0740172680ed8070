import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { ChangePasswordSection } from './change-password-section.tsx'

type Answer = { status: number; body: unknown } | 'network-error'

function setup(answer: Answer = { status: 200, body: { message: 'Password updated' } }) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (answer === 'network-error') throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <ChangePasswordSection />
    </QueryClientProvider>,
  )
  const user = userEvent.setup()
  const fields = {
    current: screen.getByLabelText('Current password'),
    next: screen.getByLabelText('New password'),
    confirm: screen.getByLabelText('Confirm new password'),
  }
  const button = screen.getByRole('button', { name: 'Update password' })
  const fill = async (current: string, next: string, confirm: string) => {
    for (const [el, value] of [
      [fields.current, current],
      [fields.next, next],
      [fields.confirm, confirm],
    ] as const) {
      await user.clear(el)
      if (value) await user.type(el, value)
    }
  }
  return { fetchMock, user, fields, button, fill }
}

afterEach(async () => {
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
})

describe('ChangePasswordSection', () => {
  it('keeps the button disabled until all three are filled and the two new entries match', async () => {
    const { button, fill } = setup()
    expect(button).toBeDisabled()
    await fill('old-secret', 'new-secret', '')
    expect(button).toBeDisabled()
    await fill('old-secret', 'new-secret', 'new-secreT')
    expect(button).toBeDisabled()
    expect(screen.getByText("Passwords don't match.")).toBeInTheDocument()
    await fill('old-secret', 'new-secret', 'new-secret')
    expect(button).toBeEnabled()
    expect(screen.queryByText("Passwords don't match.")).not.toBeInTheDocument()
  })

  it('asks for every field and for matching entries when the form is submitted anyway', async () => {
    const { fetchMock, button, fill } = setup()
    fireEvent.submit(button.closest('form')!)
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields.')
    await fill('old-secret', 'abcdefgh', 'abcdefgx')
    fireEvent.submit(button.closest('form')!)
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("Passwords don't match."))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("holds the new password to the contract's minimum without calling the server, and editing clears it", async () => {
    const { fetchMock, user, fields, button, fill } = setup()
    expect(fields.next).toHaveAccessibleDescription('At least 8 characters')
    await fill('old-secret', 'abc1234', 'abc1234')
    await user.click(button)
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters')
    expect(fetchMock).not.toHaveBeenCalled()
    await user.type(fields.confirm, '3')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('sends the change and confirms it, emptying the fields', async () => {
    const { fetchMock, user, fields, button, fill } = setup()
    await fill('old-secret', 'new-secret-1', 'new-secret-1')
    await user.click(button)
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been updated.')
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/users/me/change-password')
    expect(init?.method).toBe('PUT')
    expect(JSON.parse(String(init?.body))).toEqual({
      current_password: 'old-secret',
      new_password: 'new-secret-1',
    })
    expect(fields.current).toHaveValue('')
    expect(fields.next).toHaveValue('')
    expect(fields.confirm).toHaveValue('')
  })

  it("shows a 422 from the server in the reader's language by its code", async () => {
    const { user, fill } = setup({
      status: 422,
      body: {
        detail: [
          {
            loc: ['body', 'new_password'],
            msg: 'Password must be at least 8 characters',
            type: 'too_small',
            code: 'password_too_short',
          },
        ],
        code: 'validation_failed',
      },
    })
    await i18n.changeLanguage('tr')
    await fill('old-secret', 'eight888', 'eight888')
    await user.click(screen.getByRole('button', { name: 'Şifreyi güncelle' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Şifre en az 8 karakter olmalı')
  })

  it("shows the server's detail for a wrong current password", async () => {
    const { user, button, fill } = setup({
      status: 400,
      body: { detail: 'Incorrect password', code: 'incorrect_password' },
    })
    await fill('wrong-one', 'new-secret-1', 'new-secret-1')
    await user.click(button)
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password')
  })

  it('falls back to password update failed without a server message', async () => {
    const { user, button, fill } = setup('network-error')
    await fill('old-secret', 'new-secret-1', 'new-secret-1')
    await user.click(button)
    expect(await screen.findByRole('alert')).toHaveTextContent('Password update failed.')
  })
})
