import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Popover } from './popover.tsx'

describe('Popover', () => {
  it('opens a named panel from its button, takes the focus in and gives it back on Escape', async () => {
    const user = userEvent.setup()
    render(
      <Popover
        label="About Ayşe"
        trigger={
          <button type="button" aria-haspopup="dialog">
            Ayşe
          </button>
        }
      >
        <a href="/users/7">Profile</a>
      </Popover>,
    )
    const button = screen.getByRole('button', { name: 'Ayşe' })
    await user.click(button)
    const panel = screen.getByRole('dialog', { name: 'About Ayşe' })
    expect(panel).toContainElement(document.activeElement as HTMLElement)
    expect(screen.getByRole('link', { name: 'Profile' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })
})
