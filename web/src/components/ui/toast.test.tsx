import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider, useToast } from './toast.tsx'

function Trigger() {
  const toast = useToast()
  return (
    <>
      <button type="button" onClick={() => toast.success('Saved')}>
        ok
      </button>
      <button type="button" onClick={() => toast.error('Failed')}>
        fail
      </button>
    </>
  )
}

function renderToasts() {
  return render(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  )
}

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' })

afterEach(() => vi.useRealTimers())

describe('ToastProvider', () => {
  it('announces success politely and errors assertively', async () => {
    const user = userEvent.setup()
    renderToasts()
    await user.click(screen.getByRole('button', { name: 'ok' }))
    await user.click(screen.getByRole('button', { name: 'fail' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Failed')
    expect(await screen.findByText('Notification Saved')).toHaveAttribute('aria-live', 'polite')
    expect(await screen.findByText('Notification Failed')).toHaveAttribute('aria-live', 'assertive')
  })

  it('closes each toast after 5 seconds', () => {
    vi.useFakeTimers()
    renderToasts()
    act(() => screen.getByRole('button', { name: 'ok' }).click())
    act(() => vi.advanceTimersByTime(1000))
    act(() => screen.getByRole('button', { name: 'fail' }).click())
    expect(screen.getByRole('alert')).toHaveTextContent('Failed')

    act(() => vi.advanceTimersByTime(4000))
    expect(screen.queryByText('Saved')).not.toBeInTheDocument()
    expect(screen.getByRole('alert')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('waits while the pointer is over the toasts', () => {
    vi.useFakeTimers()
    renderToasts()
    act(() => screen.getByRole('button', { name: 'fail' }).click())
    act(() => vi.advanceTimersByTime(3000))
    fireEvent.pointerMove(screen.getByRole('alert'))
    act(() => vi.advanceTimersByTime(10_000))
    expect(screen.getByRole('alert')).toHaveTextContent('Failed')

    // Leaving resumes the time that was left, not a fresh 5 s.
    fireEvent.pointerLeave(region())
    act(() => vi.advanceTimersByTime(1900))
    expect(screen.getByRole('alert')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(200))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('waits while the keyboard focus is inside the toasts', () => {
    vi.useFakeTimers()
    renderToasts()
    act(() => screen.getByRole('button', { name: 'fail' }).click())
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus())
    act(() => vi.advanceTimersByTime(10_000))
    expect(screen.getByRole('alert')).toBeInTheDocument()

    act(() => screen.getByRole('button', { name: 'ok' }).focus())
    act(() => vi.advanceTimersByTime(5000))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('can be dismissed at once', async () => {
    const user = userEvent.setup()
    renderToasts()
    await user.click(screen.getByRole('button', { name: 'ok' }))
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText('Saved')).not.toBeInTheDocument()
  })
})
