import type { Post, PostBase } from '@agora/contract'
import { QueryClient, useQuery } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { postKeys } from '@/lib/post-keys.ts'
import { makeEvent, makePost } from '@/testing/builders/index.ts'
import { updatePostEverywhere, withLiked } from '../lib/optimistic.ts'
import { renderApp } from '../test-utils.tsx'
import { PostStream, uniquePosts } from './post-stream.tsx'

// Counts the renders of each card's body: a card that bails out (memo) does not render it again.
const rendered = vi.hoisted(() => [] as number[])
vi.mock('./post-content.tsx', () => ({
  PostContent: ({ post }: { post: PostBase }) => {
    rendered.push(post.id)
    return <p>{post.content}</p>
  },
}))

const TEXTS = { loadingMore: 'Loading', error: 'Failed', retry: 'Retry', end: 'The end' }

/** A feed read from the cache in pages, as Home's is. */
function CachedStream() {
  const { data } = useQuery<Post[][]>({
    queryKey: postKeys.feed('following'),
    queryFn: () => [],
    staleTime: Infinity,
  })
  return (
    <PostStream
      posts={uniquePosts(data ?? [])}
      label="Following"
      scrollKey="feed:following"
      texts={TEXTS}
      hasNextPage={false}
      isFetchingNextPage={false}
      isFetchNextPageError={false}
      fetchNextPage={() => undefined}
    />
  )
}

describe('PostStream', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en')
  })

  it('re-renders only the card a like touches', async () => {
    const client = new QueryClient()
    const pages = [
      [1, 2, 3].map((id) => makePost({ id, content: `post ${id}` })),
      [4, 5].map((id) => makePost({ id, content: `post ${id}` })),
    ]
    client.setQueryData(postKeys.feed('following'), pages)
    renderApp(<CachedStream />, { client })
    expect(await screen.findByText('post 5')).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Following' })).toBeInTheDocument()

    rendered.length = 0
    act(() => {
      updatePostEverywhere(client, 2, (post) => withLiked(post, true))
    })
    // React Query tells its observers on the next tick.
    expect(await screen.findByRole('button', { name: 'Unlike, 1 like' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Like' })).toHaveLength(4)
    expect(rendered).toEqual([2])
  })

  it('shows an event of the list with its own card, untouched by a like of the post with its id', async () => {
    const client = new QueryClient()
    const event = makeEvent({ id: 2, title: 'Robotics night' })
    client.setQueryData(postKeys.feed('following'), [
      [makePost({ id: 2, content: 'post 2' }), event as unknown as Post],
    ])
    renderApp(<CachedStream />, { client })
    expect(await screen.findByRole('article', { name: 'Robotics night' })).toBeInTheDocument()
    act(() => {
      updatePostEverywhere(client, 2, (post) => withLiked(post, true))
    })
    expect(await screen.findByRole('button', { name: 'Unlike, 1 like' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Like, 3 likes' })).toHaveAttribute('aria-pressed', 'false')
  })
})
