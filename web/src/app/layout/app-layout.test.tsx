import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/testing/app-harness.tsx'
import { makeMe } from '@/testing/builders/index.ts'
import { AppLayout } from './app-layout.tsx'
import { showsSidePanel } from './nav-items.ts'

const ME = makeMe({
  id: 7,
  username: 'ayse_k',
  email: 'ayse@example.edu',
  nickname: null,
  full_name: 'Ayşe Kaya',
  first_name: 'Ayşe',
  last_name: 'Kaya',
  roles: ['user'],
  created_at: '2026-01-02T10:00:00Z',
})

function renderLayout(path: string) {
  localStorage.setItem('access_token', 'token-1')
  localStorage.setItem('currentUserId', '7')
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/auth/me'
        ? new Response(JSON.stringify(ME), { headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ detail: 'Not found', code: 'not_found' }), { status: 404 }),
    ),
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const { router } = renderApp(
    [
      { path: '/login', element: <p>login screen</p> },
      {
        element: <AppLayout />,
        children: [{ path: '*', element: <p>screen content</p> }],
      },
    ],
    { entry: path, client: queryClient },
  )
  return { router, queryClient }
}

afterEach(() => vi.unstubAllGlobals())

describe('AppLayout', () => {
  it('lists every navigation entry of the specification with its route', () => {
    renderLayout('/home')
    const nav = screen.getByRole('navigation', { name: 'Main navigation' })
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent?.trim(), a.getAttribute('href')])
    expect(links).toEqual([
      ['Home', '/home'],
      ['Explore', '/search'],
      ['Messages', '/messages'],
      ['Bookmarks', '/bookmarks'],
      ['Notifications', '/notifications'],
      ['Communities', '/communities'],
      ['Universities', '/universities'],
      ['Settings', '/settings'],
      ['Profile', '/myprofile'],
    ])
  })

  it('marks the entry of the current screen, also below its path', () => {
    renderLayout('/messages/12')
    const nav = screen.getByRole('navigation', { name: 'Main navigation' })
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  })

  it('gives the phone tab bar the main entries', () => {
    renderLayout('/home')
    const bar = screen.getByRole('navigation', { name: 'Quick navigation' })
    expect(
      within(bar)
        .getAllByRole('link')
        .map((a) => a.textContent?.trim()),
    ).toEqual(['Home', 'Explore', 'Messages', 'Notifications', 'Communities'])
  })

  it('shows the side panel with the search box on home', async () => {
    renderLayout('/home')
    const panel = screen.getByRole('complementary', { name: 'Side panel' })
    expect(await within(panel).findByRole('combobox', { name: 'Search' })).toBeInTheDocument()
    expect(screen.getByText('screen content')).toBeInTheDocument()
  })

  it.each(['/settings', '/messages', '/messages/4', '/universities/2', '/communities'])(
    'leaves the side panel out on %s',
    (path) => {
      renderLayout(path)
      expect(screen.getByText('screen content')).toBeInTheDocument()
      expect(screen.queryByRole('complementary', { name: 'Side panel' })).not.toBeInTheDocument()
    },
  )

  it('names the user in the profile menu and logs out to /login with storage and cache cleared', async () => {
    const user = userEvent.setup()
    const { router, queryClient } = renderLayout('/home')
    expect(await screen.findByText('Ayşe Kaya')).toBeInTheDocument()
    expect(screen.getByText('@ayse_k')).toBeInTheDocument()

    const [menuButton] = screen.getAllByRole('button', { name: 'Account menu' })
    await user.click(menuButton!)
    const menu = screen.getByRole('menu', { name: 'Account menu' })
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/myprofile')
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(screen.getByText('login screen')).toBeInTheDocument()
    expect(localStorage.getItem('access_token')).toBeNull()
    expect(localStorage.getItem('currentUserId')).toBeNull()
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
  })
})

describe('showsSidePanel', () => {
  it('hides the panel on settings, messages, universities and communities only', () => {
    expect(showsSidePanel('/home')).toBe(true)
    expect(showsSidePanel('/search/tea')).toBe(true)
    expect(showsSidePanel('/myprofile')).toBe(true)
    expect(showsSidePanel('/settingsx')).toBe(true)
    expect(showsSidePanel('/settings')).toBe(false)
    expect(showsSidePanel('/messages/3')).toBe(false)
    expect(showsSidePanel('/universities')).toBe(false)
    expect(showsSidePanel('/communities/9')).toBe(false)
  })
})
