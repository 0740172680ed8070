import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Tabs, tabPanelProps } from './tabs.tsx'

type Id = 'posts' | 'comments' | 'liked'

function Harness() {
  const [tab, setTab] = useState<Id>('posts')
  const tabs = [
    { id: 'posts' as const, label: 'Gönderiler' },
    { id: 'comments' as const, label: 'Yorumlar' },
    { id: 'liked' as const, label: 'Beğenilenler' },
  ]
  return (
    <>
      <Tabs idBase="p" label="Profil bölümleri" tabs={tabs} value={tab} onChange={setTab} />
      <div {...tabPanelProps('p', tab)}>panel {tab}</div>
    </>
  )
}

describe('Tabs', () => {
  it('is one tab stop whose arrow, Home and End keys select a tab tied to the panel', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const list = screen.getByRole('tablist', { name: 'Profil bölümleri' })
    expect(list).toHaveClass('overflow-x-auto')
    const posts = screen.getByRole('tab', { name: 'Gönderiler' })
    expect(posts).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Gönderiler' })).toHaveTextContent('panel posts')

    await user.tab()
    expect(posts).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    const comments = screen.getByRole('tab', { name: 'Yorumlar' })
    expect(comments).toHaveFocus()
    expect(comments).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Yorumlar' })).toHaveTextContent('panel comments')
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Beğenilenler' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Home}')
    expect(posts).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Beğenilenler' })).toHaveFocus()

    // Tab leaves the list for the panel's content rather than visiting the other tabs.
    await user.tab()
    expect(document.activeElement?.getAttribute('role')).not.toBe('tab')
  })
})
