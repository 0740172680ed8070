import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { HomePage } from './home-page.tsx'

function renderHome(path = '/home') {
  const router = createMemoryRouter([{ path: '/home', element: <HomePage /> }], { initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return router
}

afterEach(async () => {
  vi.useRealTimers()
  await i18n.changeLanguage('en')
})

describe('HomePage', () => {
  it('titles the document and switches between the two feed tabs', async () => {
    const user = userEvent.setup()
    renderHome()
    expect(document.title).toBe('Home - Agora')
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument()
    const forYou = screen.getByRole('tab', { name: 'For You' })
    const following = screen.getByRole('tab', { name: 'Following' })
    expect(forYou).toHaveAttribute('aria-selected', 'true')
    await user.click(following)
    expect(following).toHaveAttribute('aria-selected', 'true')
    expect(forYou).toHaveAttribute('aria-selected', 'false')
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', following.id)
    await user.keyboard('{ArrowLeft}')
    expect(forYou).toHaveAttribute('aria-selected', 'true')
  })

  it('labels the tabs in Turkish, keeping the fixed title', async () => {
    await i18n.changeLanguage('tr')
    renderHome()
    expect(screen.getByRole('tab', { name: 'Sana Özel' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Takip Edilenler' })).toBeInTheDocument()
    expect(document.title).toBe('Home - Agora')
  })

  it.each(['success', 'already'])(
    'shows the verified=%s message for 5 seconds and cleans the query string',
    async (state) => {
      vi.useFakeTimers()
      const router = renderHome(
        `/home?verified=${state}&message=${encodeURIComponent('Email başarıyla doğrulandı!')}`,
      )
      expect(screen.getByRole('status')).toHaveTextContent('Email başarıyla doğrulandı!')
      expect(router.state.location.search).toBe('')
      expect(router.state.historyAction).toBe('REPLACE')

      act(() => vi.advanceTimersByTime(4900))
      expect(screen.getByText('Email başarıyla doğrulandı!')).toBeInTheDocument()
      act(() => vi.advanceTimersByTime(200))
      expect(screen.queryByText('Email başarıyla doğrulandı!')).not.toBeInTheDocument()
    },
  )

  it('lets the banner be dismissed at once', async () => {
    const user = userEvent.setup()
    renderHome('/home?verified=success&message=Verified')
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText('Verified')).not.toBeInTheDocument()
  })

  it('shows no banner without a message or for another state, and still cleans the address', () => {
    const router = renderHome('/home?verified=success')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(router.state.location.search).toBe('')

    const other = renderHome('/home?verified=failed&message=Nope&tab=x')
    expect(screen.queryByText('Nope')).not.toBeInTheDocument()
    expect(other.state.location.search).toBe('?tab=x')
  })
})
