import type { FeedBatchResponse, FeedResponse } from '@agora/contract'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { json, queriesTo, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makePost } from '@/testing/builders/index.ts'
import { FeedList } from './feed-list.tsx'

const post = (id: number) => makePost({ id, content: `post number ${id}` })
const batch = (ids: number[], next: string | null): FeedBatchResponse => ({
  posts: ids.map(post),
  batchIndex: 0,
  hasNext: next !== null,
  next_after: next,
})
const feed = (lists: Partial<FeedResponse>): FeedResponse => ({
  for_you: [],
  following: [],
  next_after: null,
  ...lists,
})

function renderFeed(tab: 'for_you' | 'following') {
  return renderApp([{ path: '/home', element: <FeedList tab={tab} /> }], { entry: '/home', retry: false })
}

afterEach(async () => {
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
})

describe('FeedList', () => {
  it('shows For You from /feed/batch, 25 at a time, and loads the next batch at the end', async () => {
    const fetchMock = stubApi({
      'GET /feed/batch': ({ url }) =>
        json(200, url.searchParams.get('after') === 'c1' ? batch([3], null) : batch([1, 2], 'c1')),
    })
    renderFeed('for_you')
    expect(screen.getByRole('status', { name: 'Loading posts' })).toBeInTheDocument()
    expect(await screen.findByText('post number 1')).toBeInTheDocument()
    expect(screen.getByText('post number 2')).toBeInTheDocument()
    // happy-dom lays nothing out, so the list's end is in view at once and the next batch follows.
    expect(await screen.findByText('post number 3')).toBeInTheDocument()
    expect(queriesTo(fetchMock, 'GET /feed/batch')).toEqual([{ limit: '25' }, { limit: '25', after: 'c1' }])
    expect(screen.getByText("You're all caught up")).toBeInTheDocument()
  })

  it('falls back to /feed for_you when the batch is empty, and follows that cursor', async () => {
    const fetchMock = stubApi({
      'GET /feed/batch': () => json(200, batch([], null)),
      'GET /feed': ({ url }) =>
        json(
          200,
          url.searchParams.get('after') === 'f1'
            ? feed({ for_you: [post(8)] })
            : feed({ for_you: [post(7)], next_after: 'f1' }),
        ),
    })
    renderFeed('for_you')
    expect(await screen.findByText('post number 7')).toBeInTheDocument()
    expect(await screen.findByText('post number 8')).toBeInTheDocument()
    expect(queriesTo(fetchMock, 'GET /feed/batch')).toHaveLength(1)
    expect(queriesTo(fetchMock, 'GET /feed').map((q) => q.after)).toEqual([undefined, 'f1'])
  })

  it('shows Following from /feed?tab=following', async () => {
    const fetchMock = stubApi({
      'GET /feed': () => json(200, feed({ following: [post(4)], for_you: [post(5)] })),
    })
    renderFeed('following')
    expect(await screen.findByText('post number 4')).toBeInTheDocument()
    expect(screen.queryByText('post number 5')).not.toBeInTheDocument()
    expect(queriesTo(fetchMock, 'GET /feed')).toEqual([{ limit: '25', tab: 'following' }])
  })

  it.each(['for_you', 'following'] as const)('shows the empty state of %s', async (tab) => {
    stubApi({ 'GET /feed/batch': () => json(200, batch([], null)), 'GET /feed': () => json(200, feed({})) })
    renderFeed(tab)
    expect(await screen.findByText('no content available')).toBeInTheDocument()
  })

  it('shows the feed error with a retry that loads the feed', async () => {
    let fail = true
    stubApi({
      'GET /feed': () =>
        fail ? json(500, { detail: 'Internal Server Error' }) : json(200, feed({ following: [post(9)] })),
    })
    const user = userEvent.setup()
    renderFeed('following')
    expect(await screen.findByText('Oops, something went wrong')).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('post number 9')).toBeInTheDocument()
    expect(screen.queryByText('Oops, something went wrong')).not.toBeInTheDocument()
  })

  it('translates the empty state', async () => {
    await i18n.changeLanguage('tr')
    stubApi({ 'GET /feed': () => json(200, feed({})) })
    renderFeed('following')
    expect(await screen.findByText('gösterilecek içerik yok')).toBeInTheDocument()
  })
})
