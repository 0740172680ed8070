import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { callsTo, installFakeClock, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { DeleteAccountSection } from './delete-account-section.tsx'

function renderSection(answer: () => Response | Promise<Response>) {
  const fetchMock = stubApi({ 'DELETE /users/me': answer })
  const { router } = renderApp(
    [
      { path: '/settings', element: <DeleteAccountSection /> },
      { path: '/login', element: <p>sign-in screen</p> },
      { path: '/home', element: <p>home screen</p> },
    ],
    { entry: '/settings?section=delete-account' },
  )
  return { fetchMock, router }
}

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime })

/** Types the password, presses Delete account and confirms in the dialog. */
async function deleteWith(user: ReturnType<typeof setup>, password: string) {
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Delete account' }))
  const dialog = screen.getByRole('dialog', { name: 'Delete your account?' })
  await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }))
}

beforeEach(() => {
  localStorage.setItem('access_token', 'tok')
  localStorage.setItem('currentUserId', '3')
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('DeleteAccountSection', () => {
  it('explains what is removed and waits for the password', () => {
    renderSection(() => json(200, { message: 'Account deleted' }))
    expect(
      screen.getByText(/posts, comments, likes, saved posts and reposts are removed/),
    ).toBeInTheDocument()
    expect(screen.getByText('You are signed out on every device.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeDisabled()
  })

  it('offers the data export before anything is deleted', () => {
    renderSection(() => json(200, { message: 'Account deleted' }))
    expect(screen.getByText(/Before you go, you can download a copy of your data/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Download your data' })).toHaveAttribute(
      'href',
      '/settings?section=data-export',
    )
  })

  it('asks in a dialog first; Cancel sends nothing', async () => {
    const { fetchMock } = renderSection(() => json(200, { message: 'Account deleted' }))
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Password'), 'secret-pass')
    await user.click(screen.getByRole('button', { name: 'Delete account' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' })
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(callsTo(fetchMock, 'DELETE /users/me')).toEqual([])
  })

  it("shows the server's detail for a wrong password and stays signed in", async () => {
    const { fetchMock, router } = renderSection(() =>
      json(400, { detail: 'Incorrect password', code: 'incorrect_password' }),
    )
    await deleteWith(userEvent.setup(), 'wrong-pass')
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password')
    expect(callsTo(fetchMock, 'DELETE /users/me')).toEqual([{ password: 'wrong-pass' }])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-pass')
    expect(router.state.location.pathname).toBe('/settings')
    expect(localStorage.getItem('access_token')).toBe('tok')
  })

  it('falls back to the translated message without a detail', async () => {
    renderSection(() => json(500, undefined))
    await deleteWith(userEvent.setup(), 'secret-pass')
    expect(await screen.findByRole('alert')).toHaveTextContent('The account could not be deleted.')
  })

  it('confirms the deletion, then clears the session and goes to /login after 2 s', async () => {
    installFakeClock()
    const { router } = renderSection(() => json(200, { message: 'Account deleted' }))
    await deleteWith(setup(), 'secret-pass')
    expect(await screen.findByText(/Your account has been deleted\./)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeDisabled()

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_900)
    })
    expect(router.state.location.pathname).toBe('/settings')
    expect(localStorage.getItem('access_token')).toBe('tok')

    await act(async () => {
      await vi.advanceTimersByTimeAsync(100)
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(screen.getByText('sign-in screen')).toBeInTheDocument()
    expect(localStorage.getItem('access_token')).toBeNull()
    expect(localStorage.getItem('currentUserId')).toBeNull()
  })

  it('signs out at once when the screen is left during the 2 s', async () => {
    const { router } = renderSection(() => json(200, { message: 'Account deleted' }))
    await deleteWith(userEvent.setup(), 'secret-pass')
    await screen.findByText(/Your account has been deleted\./)
    await act(() => router.navigate('/home'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem('access_token')).toBeNull()
  })
})
