import type { Post } from '@agora/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, deferred, json, queriesTo, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { embedded, makePost } from '@/testing/builders/index.ts'
import { PostPage } from './post-page.tsx'

const OWN = {
  can_edit: true,
  can_delete: true,
  can_like: true,
  can_save: true,
  can_reply: true,
  can_repost: true,
  can_quote: true,
  can_set_reply_policy: true,
}

function renderPage(entry: string | { pathname: string; search?: string; state?: unknown }) {
  return renderApp([{ path: '/posts/:id', element: <PostPage /> }], { entry: entry as string, retry: false })
}

function reply(id: number, content: string, extra: Partial<Post> = {}) {
  const {
    retweeted_status: _r,
    quoted_status: _q,
    ...base
  } = makePost({ id, content, in_reply_to_id: 5, ...extra })
  return base
}

afterEach(async () => {
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
})

describe('PostPage', () => {
  it('shows the post at full size with its replies, titled after its author', async () => {
    stubApi({
      'GET /posts/5': () =>
        json(200, {
          ...makePost({ id: 5, content: 'The main post', replies_count: 1 }),
          replies: [{ ...reply(6, 'A first reply'), replies: [] }],
        }),
    })
    renderPage('/posts/5')
    expect(document.title).toBe('Post - Agora')
    expect(await screen.findByText('The main post')).toBeInTheDocument()
    expect(screen.getByText('A first reply')).toBeInTheDocument()
    expect(document.title).toBe('Ayşe on Agora')
    expect(screen.getByRole('heading', { level: 1, name: 'Post' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
  })

  it('says when the post does not exist', async () => {
    stubApi({ 'GET /posts/404': () => json(404, { detail: 'Post not found', code: 'post_not_found' }) })
    renderPage('/posts/404')
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home')
    expect(document.title).toBe('Post - Agora')
  })

  it('treats a malformed id as not found without asking the server', async () => {
    const fetchMock = stubApi({})
    renderPage('/posts/abc')
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows an error with a retry when loading fails (after the one automatic retry)', async () => {
    let fail = true
    stubApi({
      'GET /posts/5': () =>
        fail ? json(500, { detail: 'boom' }) : json(200, makePost({ id: 5, content: 'Back again' })),
    })
    const user = userEvent.setup()
    renderPage('/posts/5')
    expect(await screen.findByText('Could not load this post', {}, { timeout: 3000 })).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Back again')).toBeInTheDocument()
  })

  it('opens a repost as its original', async () => {
    const original = makePost({ id: 5, content: 'The original' })
    stubApi({
      'GET /posts/8': () =>
        json(
          200,
          makePost({ id: 8, content: '', retweeted_status_id: 5, retweeted_status: embedded(original) }),
        ),
      'GET /posts/5': () => json(200, original),
    })
    const { router } = renderPage('/posts/8')
    expect(await screen.findByText('The original')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/posts/5')
  })

  it('edits with the content passed along, saves, and leaves edit mode', async () => {
    const pending = deferred<Response>()
    const fetchMock = stubApi({
      'GET /posts/5': () => json(200, makePost({ id: 5, content: 'Old text', abilities: OWN })),
      'PUT /posts/5': () => pending.promise,
    })
    const user = userEvent.setup()
    const { router } = renderPage({
      pathname: '/posts/5',
      search: '?edit=true',
      state: { content: 'Text from the card' },
    })
    const field = await screen.findByRole('textbox', { name: 'Post text' })
    expect(field).toHaveValue('Text from the card')
    await user.clear(field)
    await user.type(field, 'New text')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled()
    expect(callsTo(fetchMock, 'PUT /posts/5')).toEqual([{ content: 'New text' }])

    pending.resolve(json(200, makePost({ id: 5, content: 'New text', edited: true, abilities: OWN })))
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Post text' })).not.toBeInTheDocument())
    expect(screen.getByText('New text', { selector: 'article *' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('')
  })

  it('edits the fetched content when none was passed, and shows the server error', async () => {
    stubApi({
      'GET /posts/5': () => json(200, makePost({ id: 5, content: 'Fetched text', abilities: OWN })),
      'PUT /posts/5': () =>
        json(403, { detail: 'You can only edit your own posts', code: 'cannot_edit_post' }),
    })
    const user = userEvent.setup()
    renderPage('/posts/5?edit=true')
    const field = await screen.findByRole('textbox', { name: 'Post text' })
    expect(field).toHaveValue('Fetched text')
    await user.type(field, '!')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const form = screen.getByRole('form', { name: 'Edit post' })
    expect(await within(form).findByRole('alert')).toHaveTextContent('You can only edit your own posts')
    expect(field).toHaveValue('Fetched text!')
  })

  it('holds an edit to 280 characters and cancels back to the post', async () => {
    stubApi({ 'GET /posts/5': () => json(200, makePost({ id: 5, content: 'Short', abilities: OWN })) })
    const user = userEvent.setup()
    const { router } = renderPage({
      pathname: '/posts/5',
      search: '?edit=true',
      state: { content: 'x'.repeat(290) },
    })
    const field = await screen.findByRole('textbox', { name: 'Post text' })
    expect(screen.getByText('Post cannot exceed 280 characters')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
    await user.type(field, 'more')
    expect(field).toHaveValue('x'.repeat(290))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText('Short')).toBeInTheDocument()
    expect(router.state.location.search).toBe('')
  })

  it('ignores edit=true on a post the viewer may not edit', async () => {
    stubApi({ 'GET /posts/5': () => json(200, makePost({ id: 5, content: 'Not mine' })) })
    renderPage('/posts/5?edit=true')
    expect(await screen.findByText('Not mine')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Post text' })).not.toBeInTheDocument()
  })

  it('sends a reply with an image and clears the composer', async () => {
    let replies = 0
    const fetchMock = stubApi({
      'GET /posts/5': () =>
        json(200, {
          ...makePost({ id: 5, content: 'Ask me anything', replies_count: replies }),
          replies: replies ? [{ ...reply(9, 'My reply'), replies: [] }] : [],
        }),
      'POST /posts/5/comments': () => {
        replies = 1
        return json(201, makePost({ id: 9, content: 'My reply' }))
      },
    })
    const user = userEvent.setup()
    renderPage('/posts/5')
    expect(await screen.findByText('No replies yet. Be the first to reply.')).toBeInTheDocument()
    const submit = screen.getByRole('button', { name: 'Reply' })
    expect(submit).toBeDisabled()
    const field = screen.getByRole('textbox', { name: 'Write a reply' })
    await user.type(field, 'My reply')
    await user.upload(
      screen.getByLabelText('Add photos', { selector: 'input' }),
      new File(['img'], 'a.jpg', { type: 'image/jpeg' }),
    )
    await user.click(submit)
    expect(await screen.findByText('My reply', { selector: 'article *' })).toBeInTheDocument()
    expect(field).toHaveValue('')
    const form = (callsTo(fetchMock, 'POST /posts/5/comments') as FormData[])[0]!
    expect(form.get('content')).toBe('My reply')
    expect((form.get('images') as File).name).toBe('a.jpg')
  })

  it('shows a sent reply in the thread at once and brings it into view', async () => {
    const reread = deferred<Response>()
    let reads = 0
    stubApi({
      'GET /posts/5': () => {
        reads += 1
        if (reads > 1) return reread.promise
        return json(200, {
          ...makePost({ id: 5, content: 'Thread', replies_count: 1 }),
          replies: [{ ...reply(8, 'Older reply'), replies: [] }],
        })
      },
      'POST /posts/5/comments': () => json(201, makePost({ id: 9, content: 'Just sent', in_reply_to_id: 5 })),
    })
    const scrolled: string[] = []
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id)
    })
    const user = userEvent.setup()
    renderPage('/posts/5')
    await screen.findByText('Older reply')
    await user.type(screen.getByRole('textbox', { name: 'Write a reply' }), 'Just sent')
    await user.click(screen.getByRole('button', { name: 'Reply' }))
    // Before the page is read again, the reply is already below the older one.
    expect(await screen.findByText('Just sent', { selector: 'article *' })).toBeInTheDocument()
    expect(reads).toBe(2)
    await waitFor(() => expect(scrolled).toEqual(['reply-9']))
    vi.restoreAllMocks()
  })

  it('shows 4 replies of a comment, then loads the rest under View all N replies', async () => {
    const nested = [1, 2, 3, 4].map((n) => reply(20 + n, `nested ${n}`))
    const fetchMock = stubApi({
      'GET /posts/5': () =>
        json(200, {
          ...makePost({ id: 5, content: 'Thread', replies_count: 1 }),
          replies: [{ ...reply(6, 'Busy comment', { replies_count: 6 }), replies: nested }],
        }),
      'GET /posts/6/replies': () =>
        json(200, [makePost({ id: 25, content: 'nested 5' }), makePost({ id: 26, content: 'nested 6' })]),
    })
    const user = userEvent.setup()
    renderPage('/posts/5')
    expect(await screen.findByText('nested 4')).toBeInTheDocument()
    expect(screen.queryByText('nested 5')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'View all 6 replies' }))
    expect(await screen.findByText('nested 6')).toBeInTheDocument()
    expect(queriesTo(fetchMock, 'GET /posts/6/replies')).toEqual([{ skip: '4', limit: '20' }])
    expect(screen.queryByRole('button', { name: 'Show more replies' })).not.toBeInTheDocument()
  })

  it('leaves the page once its post is deleted', async () => {
    stubApi({
      'GET /posts/5': () => json(200, makePost({ id: 5, content: 'Going away', abilities: OWN })),
      'DELETE /posts/5': () => json(204, undefined),
    })
    const user = userEvent.setup()
    const { router } = renderApp(
      [
        { path: '/posts/:id', element: <PostPage /> },
        { path: '/home', element: <p>home screen</p> },
      ],
      { entry: '/posts/5', retry: false },
    )
    await screen.findByText('Going away')
    await user.click(screen.getByRole('button', { name: 'More options' }))
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('home screen')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/home')
  })

  it('speaks Turkish', async () => {
    await i18n.changeLanguage('tr')
    stubApi({ 'GET /posts/404': () => json(404, { detail: 'Post not found', code: 'post_not_found' }) })
    renderPage('/posts/404')
    expect(await screen.findByRole('heading', { name: 'Gönderi bulunamadı' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Geri' })).toBeInTheDocument()
  })
})
