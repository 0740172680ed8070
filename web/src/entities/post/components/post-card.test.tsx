import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { embedded, makePost } from '@/testing/builders/index.ts'
import { calls, json, renderApp, renderList, stubApi } from '../test-utils.tsx'
import { PostCard } from './post-card.tsx'

afterEach(async () => {
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
})

describe('PostCard content', () => {
  it('links mentions the server resolved to profiles and hashtags to their pages', () => {
    renderList([
      makePost({
        content: 'Hi @mehmet and @ghost #Kampüs',
        mentioned_users: [{ id: 3, username: 'mehmet' }],
      }),
    ])
    expect(screen.getByRole('link', { name: '@mehmet' })).toHaveAttribute('href', '/users/3')
    expect(screen.queryByRole('link', { name: '@ghost' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: '#Kampüs' })).toHaveAttribute(
      'href',
      `/hashtags/${encodeURIComponent('Kampüs')}`,
    )
  })

  it('shows the relative time titled with the full date, the Edited mark and shortened counts', () => {
    const created = new Date(Date.now() - 3 * 3600_000)
    renderList([
      makePost({
        created_at: created.toISOString(),
        edited: true,
        replies_count: 1200,
        retweet_count: 2_500_000,
      }),
    ])
    const time = screen.getByText('3h')
    expect(time.tagName).toBe('TIME')
    expect(time).toHaveAttribute('title', expect.stringContaining(String(created.getFullYear())))
    expect(screen.getByText('Edited')).toBeInTheDocument()
    // The name holds the face's short count (WCAG 2.5.3: a name contains its visible text).
    expect(screen.getByRole('link', { name: 'Reply, 1.2K replies' })).toHaveTextContent('1.2K')
    expect(screen.getByRole('button', { name: 'Repost or quote, 2.5M reposts' })).toHaveTextContent('2.5M')
  })

  it('speaks Turkish', async () => {
    await i18n.changeLanguage('tr')
    renderList([makePost({ edited: true, likes_count: 12, likes: 12, replies_count: 1 })])
    expect(screen.getByText('5 dk')).toBeInTheDocument()
    expect(screen.getByText('Düzenlendi')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Beğen, 12 beğeni' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Yanıtla, 1 yanıt' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Kaydet' })).toBeInTheDocument()
  })

  it('notes a reply whose parent was deleted', () => {
    renderList([
      makePost({ in_reply_to_id: 3, in_reply_to: { id: 3, user_id: 9, user_username: 'x', deleted: true } }),
    ])
    expect(screen.getByText('Replying to a deleted post')).toBeInTheDocument()
  })

  it('links a reply to its parent', () => {
    renderList([
      makePost({
        in_reply_to_id: 3,
        in_reply_to: { id: 3, user_id: 9, user_username: 'deniz', deleted: false },
      }),
    ])
    expect(screen.getByRole('link', { name: '@deniz' })).toHaveAttribute('href', '/posts/3')
    expect(screen.getByText('Replying to', { exact: false })).toBeInTheDocument()
  })

  it('embeds the quoted post as a link, and says when it is unavailable', () => {
    const quoted = makePost({ id: 30, content: 'quoted words', user_username: 'zeynep' })
    renderList([
      makePost({ id: 31, content: 'my take', quoted_status_id: 30, quoted_status: embedded(quoted) }),
      makePost({ id: 32, content: 'lost', quoted_status_id: 99, quoted_status: null }),
    ])
    expect(screen.getByText('quoted words').closest('a')).toHaveAttribute('href', '/posts/30')
    expect(screen.getByText('This post is unavailable.')).toBeInTheDocument()
  })

  it('says You reposted on the viewer’s own repost', () => {
    localStorage.setItem('currentUserId', '8')
    const original = makePost({ id: 10, content: 'original' })
    renderList([
      makePost({ id: 11, user_id: 8, retweeted_status_id: 10, retweeted_status: embedded(original) }),
    ])
    expect(screen.getByText('You reposted')).toBeInTheDocument()
  })

  it('fetches the original of a repost that does not embed it', async () => {
    const fetchMock = stubApi({
      'GET /posts/40': () => json(200, makePost({ id: 40, content: 'fetched original' })),
    })
    renderList([
      makePost({ id: 41, retweeted_status_id: 40, retweeted_status: null, retweeted_by_username: 'ali' }),
    ])
    expect(await screen.findByText('fetched original')).toBeInTheDocument()
    expect(screen.getByText('ali reposted')).toBeInTheDocument()
    expect(calls(fetchMock)).toEqual(['GET /posts/40'])
  })

  it('opens the post on a click on the card body but not on a link', async () => {
    const user = userEvent.setup()
    const { router } = renderList([makePost({ id: 8, content: 'body text #tag' })])
    await user.click(screen.getByRole('link', { name: '#tag' }))
    expect(router.state.location.pathname).toBe('/hashtags/tag')
    await router.navigate('/home')
    await user.click(await screen.findByText('body text', { exact: false }))
    expect(router.state.location.pathname).toBe('/posts/8')
  })
})

describe('PostCard sizes', () => {
  it('shows the detail at size l with the full date-time, views and quotes, and no click-through', async () => {
    const user = userEvent.setup()
    const created = new Date(2025, 2, 5, 15, 4)
    const { router } = renderApp(
      <PostCard
        post={makePost({
          created_at: created.toISOString(),
          views_count: 12_400,
          views: 12_400,
          quote_count: 2,
        })}
        size="l"
      />,
    )
    expect(screen.getByText(/Mar 5, 2025/)).toHaveTextContent(/3:04\sPM/)
    expect(screen.getByText('12.4K')).toBeInTheDocument()
    expect(screen.getByText('views').parentElement).toHaveTextContent('12.4K views')
    expect(screen.getByText('quotes').parentElement).toHaveTextContent('2 quotes')
    await user.click(screen.getByText('Hello campus'))
    expect(router.state.location.pathname).toBe('/home')
  })

  it('says "1 view" and "1 quote" for one, not "1 Views"', () => {
    renderApp(<PostCard post={makePost({ views_count: 1, views: 1, quote_count: 1 })} size="l" />)
    expect(screen.getByText('view').parentElement).toHaveTextContent('1 view')
    expect(screen.getByText('quote').parentElement).toHaveTextContent('1 quote')
  })

  it('shows size s as one compact link without actions', () => {
    renderApp(<PostCard post={makePost({ id: 4 })} size="s" />)
    expect(screen.getByRole('link')).toHaveAttribute('href', '/posts/4')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('opens an image of the grid in the viewer', async () => {
    const user = userEvent.setup()
    const image = (id: number) => ({
      id,
      file_path: `2026/01/02/${id}.jpg`,
      original_filename: null,
      width: 4,
      height: 3,
      alt_text: null,
      variants: [],
      placeholder: null,
    })
    renderApp(<PostCard post={makePost({ images: [image(1), image(2)] })} />)
    await user.click(screen.getByRole('button', { name: 'Open image 2 of 2' }))
    const viewer = screen.getByRole('dialog', { name: 'Image viewer' })
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/static/uploads/2026/01/02/2.jpg')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
