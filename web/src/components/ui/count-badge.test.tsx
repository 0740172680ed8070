import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CountBadge, formatBadgeCount } from './count-badge.tsx'

describe('CountBadge', () => {
  it('caps the count at 99+', () => {
    expect(formatBadgeCount(1)).toBe('1')
    expect(formatBadgeCount(99)).toBe('99')
    expect(formatBadgeCount(100)).toBe('99+')
  })

  it('shows nothing for zero', () => {
    const { container } = render(<CountBadge count={0} />)
    expect(container).toBeEmptyDOMElement()
    render(<CountBadge count={250} />)
    expect(screen.getByText('99+')).toBeInTheDocument()
  })
})
