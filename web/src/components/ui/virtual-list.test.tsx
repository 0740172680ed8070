import { act, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { VirtualList } from './virtual-list.tsx'

// happy-dom lays nothing out: every row measures 100 px, the window is 768 px high.
const ROW = 100
let restore: PropertyDescriptor | undefined
beforeAll(() => {
  restore = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => ROW })
})
afterAll(() => {
  if (restore) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', restore)
  else Reflect.deleteProperty(HTMLElement.prototype, 'offsetHeight')
})

const items = Array.from({ length: 500 }, (_, i) => ({ id: i + 1, text: `Item ${i + 1}` }))

function List(props: { count?: number; canLoadMore?: boolean; onLoadMore?: () => void; complete?: boolean }) {
  return (
    <MemoryRouter>
      <VirtualList
        items={items.slice(0, props.count ?? items.length)}
        getKey={(item) => item.id}
        renderItem={(item) => <button type="button">{item.text}</button>}
        label="Things"
        scrollKey="things"
        estimateSize={ROW}
        overscan={2}
        canLoadMore={props.canLoadMore}
        onLoadMore={props.onLoadMore}
        complete={props.complete}
      />
    </MemoryRouter>
  )
}

describe('VirtualList', () => {
  it('renders only the items near the viewport, as a list that tells its size', () => {
    render(<List complete />)
    const list = screen.getByRole('list', { name: 'Things' })
    const rows = screen.getAllByRole('listitem')
    expect(rows.length).toBeGreaterThan(5)
    expect(rows.length).toBeLessThan(20)
    expect(screen.getByText('Item 1')).toBeInTheDocument()
    expect(screen.queryByText('Item 500')).toBeNull()
    // The list keeps the height of all its items, so the page scrolls as far as it would.
    expect(list.style.height).toBe(`${500 * ROW}px`)
    expect(rows[0]).toHaveAttribute('aria-setsize', '500')
    expect(rows[0]).toHaveAttribute('aria-posinset', '1')
  })

  it('says the size is unknown while more may come', () => {
    render(<List complete={false} />)
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '-1')
  })

  it('asks for more when its last items are in view, and only then', () => {
    const onLoadMore = vi.fn()
    const { unmount } = render(<List canLoadMore onLoadMore={onLoadMore} />)
    expect(onLoadMore).not.toHaveBeenCalled()
    unmount()
    render(<List count={8} canLoadMore onLoadMore={onLoadMore} />)
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })

  it('does not ask for more while it may not (a page loading, or none left)', () => {
    const onLoadMore = vi.fn()
    render(<List count={8} canLoadMore={false} onLoadMore={onLoadMore} />)
    expect(onLoadMore).not.toHaveBeenCalled()
  })

  it('moves its window as the page scrolls, keeping the focused item rendered', async () => {
    render(<List complete />)
    const first = screen.getByRole('button', { name: 'Item 2' })
    first.focus()
    await act(async () => {
      // happy-dom has no layout to scroll: the offset, and the list's box moving up by it, are set by hand.
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 * ROW })
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -300 * ROW))
      window.dispatchEvent(new Event('scroll'))
      await new Promise((r) => setTimeout(r, 50))
    })
    expect(screen.getByText('Item 303')).toBeInTheDocument()
    expect(screen.queryByText('Item 50')).toBeNull()
    expect(screen.getByRole('button', { name: 'Item 2' })).toBe(first)
    expect(document.activeElement).toBe(first)
    Reflect.deleteProperty(window, 'scrollY')
    vi.restoreAllMocks()
  })
})
