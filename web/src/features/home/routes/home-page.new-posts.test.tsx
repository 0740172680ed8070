import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeClock, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makePost } from '@/testing/builders/index.ts'
import { countNewer } from '../api/new-posts.ts'
import { HomePage } from './home-page.tsx'

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString()

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

const postTexts = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByText(/^(old|older|fresh) /)
    .map((p) => p.textContent)

beforeEach(() => {
  installFakeClock()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe("Home's 'Show new posts' bar", () => {
  it('appears when newer posts wait, and puts them on top when pressed', async () => {
    const old = [
      makePost({ id: 1, content: 'old one', created_at: minutesAgo(10) }),
      makePost({ id: 2, content: 'older two', created_at: minutesAgo(20) }),
    ]
    let head = old
    const fetchMock = stubApi({
      'GET /feed/batch': () => json(200, { posts: head, batchIndex: 0, hasNext: false, next_after: null }),
    })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderApp([{ path: '/home', element: <HomePage /> }], { entry: '/home' })
    await screen.findByText('old one')

    // Nothing new after a minute: no bar.
    await advance(60_000)
    expect(screen.queryByRole('button', { name: 'Show new posts' })).not.toBeInTheDocument()

    head = [makePost({ id: 3, content: 'fresh three', created_at: minutesAgo(0) }), ...old]
    await advance(60_000)
    const bar = await screen.findByRole('button', { name: 'Show new posts' })
    // The list stays as the reader has it until the bar is pressed.
    expect(postTexts()).toEqual(['old one', 'older two'])

    await user.click(bar)
    await screen.findByText('fresh three')
    expect(postTexts()).toEqual(['fresh three', 'old one', 'older two'])
    expect(screen.queryByRole('button', { name: 'Show new posts' })).not.toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalled()
  })
})

describe('countNewer', () => {
  it('counts only posts newer than every shown one, not a ranked older post moved up', () => {
    const shown = [
      makePost({ id: 1, created_at: minutesAgo(5) }),
      makePost({ id: 2, created_at: minutesAgo(9) }),
    ]
    const head = [
      makePost({ id: 4, created_at: minutesAgo(1) }),
      makePost({ id: 5, created_at: minutesAgo(2) }),
      makePost({ id: 6, created_at: minutesAgo(30) }),
      ...shown,
    ]
    expect(countNewer(shown, head)).toBe(2)
    expect(countNewer([], head)).toBe(0)
  })
})
