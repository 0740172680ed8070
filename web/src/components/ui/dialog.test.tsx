import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Dialog } from './dialog.tsx'
import { ImageViewer } from './image-viewer.tsx'

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && (
        <Dialog title="Settings" onClose={() => setOpen(false)}>
          <input aria-label="first" />
          <button type="button">last</button>
        </Dialog>
      )}
    </>
  )
}

describe('Dialog', () => {
  it('is a labelled modal that traps focus, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'open' })
    await user.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Settings' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    const close = screen.getByRole('button', { name: 'Close' })
    expect(close).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('textbox', { name: 'first' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'last' })).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'last' })).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })
})

describe('ImageViewer', () => {
  it('moves between images with the buttons and the arrow keys', async () => {
    const user = userEvent.setup()
    const images = [
      { src: '/a.jpg', alt: 'Image 1 of 2' },
      { src: '/b.jpg', alt: 'Image 2 of 2' },
    ]
    render(<ImageViewer images={images} startIndex={1} onClose={() => {}} />)
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.jpg')
    await user.click(screen.getByRole('button', { name: 'Next image' }))
    expect(screen.getByRole('img')).toHaveAttribute('src', '/a.jpg')
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.jpg')
    expect(screen.getByText('Image 2 of 2', { selector: 'p' })).toBeInTheDocument()
  })
})
