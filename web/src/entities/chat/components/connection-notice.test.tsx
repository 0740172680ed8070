import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConnectionNotice } from './connection-notice.tsx'

describe('the connection notice', () => {
  it('shows nothing while live or connecting for the first time', () => {
    const { container, rerender } = render(<ConnectionNotice status="open" onRetry={() => {}} />)
    expect(container).toBeEmptyDOMElement()
    rerender(<ConnectionNotice status="connecting" onRetry={() => {}} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('after the last try says so and offers Try again', async () => {
    const onRetry = vi.fn()
    render(<ConnectionNotice status="failed" onRetry={onRetry} />)
    expect(screen.getByRole('status')).toHaveTextContent('Not connected: new messages may not appear.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
