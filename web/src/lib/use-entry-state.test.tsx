import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useEntryState } from './use-entry-state.ts'

function Chooser() {
  const [tab, setTab] = useEntryState('tab', 'first')
  return (
    <button type="button" onClick={() => setTab('second')}>
      {tab}
    </button>
  )
}

describe('useEntryState', () => {
  it('comes back with the history entry, and starts afresh on a new visit', async () => {
    const router = createMemoryRouter(
      [
        { path: '/home', element: <Chooser /> },
        { path: '/posts/1', element: <p>a post</p> },
      ],
      { initialEntries: ['/home'] },
    )
    render(<RouterProvider router={router} />)
    await userEvent.click(screen.getByRole('button', { name: 'first' }))
    expect(screen.getByRole('button', { name: 'second' })).toBeInTheDocument()

    await act(() => router.navigate('/posts/1'))
    await act(() => router.navigate(-1))
    expect(screen.getByRole('button', { name: 'second' })).toBeInTheDocument()

    await act(() => router.navigate('/posts/1'))
    await act(() => router.navigate('/home'))
    expect(screen.getByRole('button', { name: 'first' })).toBeInTheDocument()
  })
})
