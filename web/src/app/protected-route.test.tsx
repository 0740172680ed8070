import { screen, waitFor } from '@testing-library/react'
import { useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/testing/app-harness.tsx'
import { json, stubApi } from '@/testing/mock-api.ts'
import { ProtectedRoute } from './protected-route.tsx'

function LocationProbe({ name }: { name: string }) {
  const location = useLocation()
  return (
    <p>
      {name} screen; state {JSON.stringify(location.state)}
    </p>
  )
}

function renderAt(path: string) {
  const { router } = renderApp(
    [
      { path: '/login', element: <LocationProbe name="sign-in" /> },
      {
        element: <ProtectedRoute allowUnverified />,
        children: [{ path: '/email-verification', element: <LocationProbe name="verification" /> }],
      },
      {
        element: <ProtectedRoute />,
        children: [
          { path: '/home', element: <LocationProbe name="home" /> },
          { path: '/settings', element: <LocationProbe name="settings" /> },
        ],
      },
    ],
    { entry: path },
  )
  return router
}

/** GET /auth/me answers with this user, or this status. */
function stubMe(answer: { is_verified: boolean } | number | Promise<Response>) {
  return stubApi({
    'GET /auth/me': async () => {
      if (answer instanceof Promise) return answer
      if (typeof answer === 'number') return new Response('', { status: answer })
      return json(200, { id: 3, email: 'ada@uni.edu', avatar_url: null, ...answer })
    },
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ProtectedRoute', () => {
  it('sends a visitor without a token to /login, carrying the wanted location', async () => {
    const fetchMock = stubMe({ is_verified: true })
    const router = renderAt('/settings?section=password')
    expect(await screen.findByText(/sign-in screen/)).toBeInTheDocument()
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/settings', search: '?section=password' },
    })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows a spinner while the token is checked', () => {
    localStorage.setItem('access_token', 'tok')
    stubMe(new Promise<Response>(() => {}))
    renderAt('/home')
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument()
    expect(screen.queryByText(/home screen/)).not.toBeInTheDocument()
  })

  it('clears the stored session and goes to /login when the check fails', async () => {
    localStorage.setItem('access_token', 'tok')
    localStorage.setItem('currentUserId', '3')
    stubMe(500)
    const router = renderAt('/home')
    expect(await screen.findByText(/sign-in screen/)).toBeInTheDocument()
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/home' } })
    await waitFor(() => expect(localStorage.getItem('access_token')).toBeNull())
    expect(localStorage.getItem('currentUserId')).toBeNull()
  })

  it('lets a verified user through', async () => {
    localStorage.setItem('access_token', 'tok')
    stubMe({ is_verified: true })
    renderAt('/home')
    expect(await screen.findByText(/home screen/)).toBeInTheDocument()
  })

  it('keeps an unverified user on /email-verification, carrying the email', async () => {
    localStorage.setItem('access_token', 'tok')
    stubMe({ is_verified: false })
    const router = renderAt('/settings')
    expect(await screen.findByText(/verification screen/)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/email-verification')
    expect(router.state.location.state).toEqual({ email: 'ada@uni.edu' })
  })

  it('sends a verified user on from /email-verification to /home', async () => {
    localStorage.setItem('access_token', 'tok')
    stubMe({ is_verified: true })
    const router = renderAt('/email-verification')
    expect(await screen.findByText(/home screen/)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/home')
  })
})
