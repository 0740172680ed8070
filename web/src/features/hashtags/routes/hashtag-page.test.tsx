import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { json, queriesTo, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makePost } from '@/testing/builders/index.ts'
import { HashtagPage, HashtagSearchPage } from './hashtag-page.tsx'

const routes = [
  { path: '/hashtags/:tag', element: <HashtagPage /> },
  { path: '/search/:term', element: <HashtagSearchPage fallback={<p>search is coming</p>} /> },
]
const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => makePost({ id: from + i, content: `tagged ${from + i}` }))

afterEach(async () => {
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
})

describe('HashtagPage', () => {
  it("lists the tag's posts 20 at a time, loading more at the end", async () => {
    const fetchMock = stubApi({
      'GET /feed/hashtags/kamp%C3%BCs': () => json(200, { name: 'kampüs', count: 23 }),
      'GET /feed/hashtags/kamp%C3%BCs/posts': ({ url }) =>
        json(200, url.searchParams.get('skip') === '0' ? page(1, 20) : page(21, 3)),
    })
    renderApp(routes, { entry: '/hashtags/kamp%C3%BCs', retry: false })
    expect(screen.getByRole('heading', { level: 1, name: '#kampüs' })).toBeInTheDocument()
    expect(document.title).toBe('#kampüs - Agora')
    // The count trending, search and suggestions show for the tag.
    expect(await screen.findByText('23 posts')).toBeInTheDocument()
    expect(await screen.findByText('tagged 20')).toBeInTheDocument()
    // happy-dom lays nothing out, so the list's end is in view at once and the next page follows.
    expect(await screen.findByText('tagged 23')).toBeInTheDocument()
    expect(queriesTo(fetchMock, 'GET /feed/hashtags/kamp%C3%BCs/posts')).toEqual([
      { skip: '0', limit: '20' },
      { skip: '20', limit: '20' },
    ])
    // No page after the last: nothing more is asked for.
    expect(queriesTo(fetchMock, 'GET /feed/hashtags/kamp%C3%BCs/posts')).toHaveLength(2)
  })

  it('shows a #term search as that hashtag, and leaves other terms to search', async () => {
    stubApi({ 'GET /feed/hashtags/final/posts': () => json(200, []) })
    const { router } = renderApp(routes, { entry: '/search/%23final', retry: false })
    expect(screen.getByRole('heading', { level: 1, name: '#final' })).toBeInTheDocument()
    expect(await screen.findByText('No posts with #final yet')).toBeInTheDocument()
    await act(() => router.navigate('/search/final'))
    expect(screen.getByText('search is coming')).toBeInTheDocument()
  })

  it('shows the count shortened and plural-aware, in Turkish too', async () => {
    stubApi({
      'GET /feed/hashtags/final': () => json(200, { name: 'final', count: 1250 }),
      'GET /feed/hashtags/final/posts': () => json(200, page(1, 1)),
      'GET /feed/hashtags/tek': () => json(200, { name: 'tek', count: 1 }),
      'GET /feed/hashtags/tek/posts': () => json(200, page(1, 1)),
    })
    const { router } = renderApp(routes, { entry: '/hashtags/final', retry: false })
    expect(await screen.findByText('1.2K posts')).toBeInTheDocument()
    await act(() => router.navigate('/hashtags/tek'))
    expect(await screen.findByText('1 post')).toBeInTheDocument()
    await act(() => i18n.changeLanguage('tr'))
    expect(await screen.findByText('1 gönderi')).toBeInTheDocument()
  })

  it('shows the error with a retry', async () => {
    let fail = true
    stubApi({
      'GET /feed/hashtags/final/posts': () => (fail ? json(500, { detail: 'boom' }) : json(200, page(1, 1))),
    })
    const user = userEvent.setup()
    renderApp(routes, { entry: '/hashtags/final', retry: false })
    expect(await screen.findByText('Failed to fetch posts')).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('tagged 1')).toBeInTheDocument()
  })
})
