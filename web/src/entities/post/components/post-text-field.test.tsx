import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { PostTextField } from './post-text-field.tsx'

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  return <PostTextField label="Post text" value={value} onValueChange={setValue} maxHeight={200} />
}

const box = () => screen.getByRole('textbox', { name: 'Post text' })

describe('PostTextField', () => {
  it('describes the field by its count, in code points, and shows what is left only near the limit', async () => {
    const user = userEvent.setup()
    render(<Field />)
    expect(box()).toHaveAccessibleDescription('0 of 280 characters')
    await user.type(box(), 'İğüş 🎓')
    expect(box()).toHaveAccessibleDescription('6 of 280 characters')
    expect(screen.queryByText('274')).not.toBeInTheDocument()

    await user.paste('x'.repeat(269))
    expect(box()).toHaveAccessibleDescription('275 of 280 characters')
    expect(screen.getByText('5')).toBeInTheDocument()
  })

  it('blocks typing at the limit and cuts a paste, never splitting an emoji', async () => {
    const user = userEvent.setup()
    render(<Field initial={'a'.repeat(279)} />)
    await user.click(box())
    await user.paste('🎓🎓🎓')
    expect(box()).toHaveValue(`${'a'.repeat(279)}🎓`)
    await user.type(box(), 'b')
    expect(box()).toHaveValue(`${'a'.repeat(279)}🎓`)
    expect(screen.getByText('0')).toBeInTheDocument()
    expect(box()).not.toHaveAttribute('aria-invalid')
  })

  it('marks a text that arrived over the limit, says so, and lets it be shortened', async () => {
    const user = userEvent.setup()
    render(<Field initial={'x'.repeat(285)} />)
    expect(box()).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent('Post cannot exceed 280 characters')
    expect(box()).toHaveAccessibleDescription('Post cannot exceed 280 characters 285 of 280 characters')
    expect(screen.getByText('-5')).toBeInTheDocument()
    await user.click(box())
    await user.keyboard('{Backspace}'.repeat(5))
    expect(box()).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
