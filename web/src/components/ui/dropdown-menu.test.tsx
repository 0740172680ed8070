import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { DropdownMenu } from './dropdown-menu.tsx'

function renderMenu(onSelect = vi.fn()) {
  render(
    <MemoryRouter>
      <DropdownMenu
        label="Post options"
        items={[
          { key: 'edit', label: 'Edit', icon: 'edit', onSelect },
          { key: 'profile', label: 'Profile', to: '/myprofile' },
          { key: 'delete', label: 'Delete', icon: 'trash', onSelect },
        ]}
      >
        …
      </DropdownMenu>
    </MemoryRouter>,
  )
  return onSelect
}

describe('DropdownMenu', () => {
  it('opens from the keyboard and reaches every item with the arrow keys', async () => {
    const user = userEvent.setup()
    const onSelect = renderMenu()
    const button = screen.getByRole('button', { name: 'Post options' })
    expect(button).toHaveAttribute('aria-haspopup', 'menu')
    button.focus()
    await user.keyboard('{Enter}')
    const menu = screen.getByRole('menu', { name: 'Post options' })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const items = screen.getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual(['Edit', 'Profile', 'Delete'])
    expect(items[0]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/myprofile')
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onSelect).toHaveBeenCalledTimes(1)
    expect(menu).not.toBeInTheDocument()
  })

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup()
    const onSelect = renderMenu()
    const button = screen.getByRole('button', { name: 'Post options' })
    await user.click(button)
    expect(screen.getByRole('menu')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
    expect(onSelect).not.toHaveBeenCalled()
  })
})
