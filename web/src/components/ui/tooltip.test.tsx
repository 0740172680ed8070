import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Tooltip } from './tooltip.tsx'

describe('Tooltip', () => {
  it('shows the short name on keyboard focus and hides it on Escape; the control keeps its own name', async () => {
    const user = userEvent.setup()
    render(
      <Tooltip label="Like">
        <button type="button" aria-label="Like, 12 likes">
          ♥
        </button>
      </Tooltip>,
    )
    await user.tab()
    const button = screen.getByRole('button', { name: 'Like, 12 likes' })
    expect(button).toHaveFocus()
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Like')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    expect(button).toHaveAccessibleName('Like, 12 likes')
  })
})
