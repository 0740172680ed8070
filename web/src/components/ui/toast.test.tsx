import { act, render, screen } from '@testing-library/react'
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

afterEach(() => vi.useRealTimers())

describe('ToastProvider', () => {
  it('announces success politely and errors as alerts, each for 5 seconds', () => {
    vi.useFakeTimers()
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    )
    act(() => screen.getByRole('button', { name: 'ok' }).click())
    act(() => vi.advanceTimersByTime(1000))
    act(() => screen.getByRole('button', { name: 'fail' }).click())
    expect(screen.getByRole('status')).toHaveTextContent('Saved')
    expect(screen.getByRole('alert')).toHaveTextContent('Failed')

    act(() => vi.advanceTimersByTime(4000))
    expect(screen.queryByText('Saved')).not.toBeInTheDocument()
    expect(screen.getByText('Failed')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByText('Failed')).not.toBeInTheDocument()
  })

  it('can be dismissed at once', async () => {
    const user = userEvent.setup()
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'ok' }))
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText('Saved')).not.toBeInTheDocument()
  })
})
