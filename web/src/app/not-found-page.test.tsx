import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NotFoundPage } from './not-found-page.tsx'
import { RootBoundary } from './root-boundary.tsx'

afterEach(() => vi.restoreAllMocks())

function Broken(): never {
  throw new Error('render failed')
}

describe('NotFoundPage', () => {
  it('says the page was not found and links home', () => {
    const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], {
      initialEntries: ['/somewhere'],
    })
    render(<RouterProvider router={router} />)
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home')
    expect(document.title).toBe('Page not found - Agora')
  })
})

describe('RootBoundary', () => {
  it('replaces a crashed screen with a friendly message and a reload button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RootBoundary /> }])
    render(<RouterProvider router={router} />)
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.queryByText('render failed')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }))
    expect(reload).toHaveBeenCalledOnce()
  })
})
