import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { sessionKeys } from '@/lib/session.ts'
import { installFakeClock, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { VerifyEmailPage } from './verify-email-page.tsx'

function renderLanding(search: string) {
  return renderApp(
    [
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/home', element: <p>home screen</p> },
      { path: '/login', element: <p>sign-in screen</p> },
    ],
    { entry: `/verify-email${search}` },
  )
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

const verifyCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/auth/verify-email'))

beforeEach(() => {
  installFakeClock()
})

afterEach(async () => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
})

describe('VerifyEmailPage', () => {
  it('verifies the token once, shows success and goes home 2 s later', async () => {
    const fetchMock = stubApi({ 'POST /auth/verify-email': () => json(200, { message: 'Email verified' }) })
    const { router } = renderLanding('?token=abc%2B1')
    expect(screen.getByText('Verifying your email…')).toBeInTheDocument()

    expect(await screen.findByText('Email başarıyla doğrulandı!')).toBeInTheDocument()
    expect(screen.getByText('Your email address is verified. Welcome to Agora!')).toBeInTheDocument()
    expect(screen.queryByText('Email verified')).not.toBeInTheDocument()
    expect(verifyCalls(fetchMock).map(([input]) => String(input))).toEqual([
      '/api/auth/verify-email?token=abc%2B1',
    ])

    await advance(1900)
    expect(router.state.location.pathname).toBe('/verify-email')
    await advance(200)
    expect(router.state.location.pathname).toBe('/home')
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      verified: 'success',
      message: 'Email verified',
    })
  })

  it('tells the cached session of a signed-in browser at once, so /home does not bounce back', async () => {
    let verified = false
    stubApi({
      'POST /auth/verify-email': () => {
        verified = true
        return json(200, { message: 'Email verified' })
      },
      'GET /auth/me': () =>
        json(200, { id: 7, username: 'ada', email: 'ada@uni.edu', avatar_url: null, is_verified: verified }),
    })
    localStorage.setItem('access_token', 'tok')
    const { client } = renderLanding('?token=abc')
    client.setQueryData(sessionKeys.me, {
      id: 7,
      username: 'ada',
      email: 'ada@uni.edu',
      avatar_url: null,
      is_verified: false,
    })
    await screen.findByText('Email başarıyla doğrulandı!')
    expect(client.getQueryData<{ is_verified: boolean }>(sessionKeys.me)?.is_verified).toBe(true)
  })

  it("keeps the Turkish title and speaks the reader's language around it", async () => {
    await i18n.changeLanguage('tr')
    stubApi({
      'POST /auth/verify-email': () =>
        json(400, { detail: 'Verification link has expired', code: 'expired_link' }),
    })
    renderLanding('?token=used')
    expect(await screen.findByRole('alert')).toHaveTextContent('Geçersiz doğrulama linki')
    expect(screen.queryByText('Verification link has expired')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Giriş sayfasına git' })).toBeInTheDocument()
    expect(document.title).toBe('E-posta doğrulama - Agora')
  })

  it('says the link is invalid when it carries neither token nor status', async () => {
    const fetchMock = stubApi({})
    renderLanding('')
    expect(screen.getByRole('alert')).toHaveTextContent('Geçersiz doğrulama linki')
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login')
    await advance(10_000)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows a 400 answer at once and never retries it', async () => {
    const fetchMock = stubApi({
      'POST /auth/verify-email': () =>
        json(400, { detail: 'Verification link has expired', code: 'expired_link' }),
    })
    renderLanding('?token=used')
    expect(await screen.findByRole('alert')).toHaveTextContent('Geçersiz doğrulama linki')
    expect(screen.getByText('Verification link has expired')).toBeInTheDocument()
    await advance(30_000)
    expect(verifyCalls(fetchMock)).toHaveLength(1)
  })

  it('retries network and server failures every 5 s, 24 times, then says the link expired', async () => {
    let attempts = 0
    const fetchMock = stubApi({
      'POST /auth/verify-email': () => {
        attempts += 1
        if (attempts % 2) throw new TypeError('Failed to fetch')
        return json(503, { detail: 'The server is busy, try again shortly', code: 'server_busy' })
      },
    })
    renderLanding('?token=abc')
    await waitFor(() => expect(verifyCalls(fetchMock)).toHaveLength(1))
    await advance(4_900)
    expect(verifyCalls(fetchMock)).toHaveLength(1)
    await advance(200)
    expect(verifyCalls(fetchMock)).toHaveLength(2)
    expect(screen.getByText('Verifying your email…')).toBeInTheDocument()

    for (let i = 0; i < 23; i++) await advance(5_000)
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Doğrulama linki sona erdi'))
    expect(verifyCalls(fetchMock)).toHaveLength(25)
    await advance(20_000)
    expect(verifyCalls(fetchMock)).toHaveLength(25)
  })

  it('goes home after a later success while retrying', async () => {
    let attempts = 0
    stubApi({
      'POST /auth/verify-email': () => {
        attempts += 1
        return attempts < 3 ? json(502, undefined) : json(200, { message: 'Email verified' })
      },
    })
    renderLanding('?token=abc')
    await advance(10_100)
    expect(await screen.findByText('Email başarıyla doğrulandı!')).toBeInTheDocument()
    expect(attempts).toBe(3)
  })

  it('shows a status from the URL directly, with its message', async () => {
    const fetchMock = stubApi({})
    const { router } = renderLanding('?status=already&message=Already%20verified')
    expect(screen.getByRole('heading', { name: 'Already verified' })).toBeInTheDocument()
    await advance(2_100)
    expect(router.state.location.pathname).toBe('/home')
    expect(new URLSearchParams(router.state.location.search).get('verified')).toBe('already')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("uses the spec's default texts for a status without a message", () => {
    stubApi({})
    renderLanding('?status=expired')
    expect(screen.getByRole('alert')).toHaveTextContent('Doğrulama linki sona erdi')
  })
})
