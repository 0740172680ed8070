import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { embedded, makePost } from '@/testing/builders/index.ts'
import { calls, deferred, json, renderList, stubApi } from '../test-utils.tsx'

afterEach(async () => {
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
})

describe('PostCard owner controls', () => {
  it('offers no menu when the abilities allow neither edit nor delete', () => {
    renderList([makePost()])
    expect(screen.queryByRole('button', { name: 'More options' })).not.toBeInTheDocument()
  })

  it('offers Edit and Delete only as far as the abilities allow', async () => {
    const user = userEvent.setup()
    const abilities = { ...makePost().abilities, can_edit: true }
    renderList([makePost({ abilities })])
    await user.click(screen.getByRole('button', { name: 'More options' }))
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument()
  })

  it('sends Edit to the post page with the content and the first image path', async () => {
    const user = userEvent.setup()
    const post = makePost({
      id: 5,
      content: 'draft',
      images: [
        {
          id: 1,
          file_path: '/static/uploads/2026/01/02/a.jpg',
          original_filename: null,
          width: 1,
          height: 1,
          alt_text: null,
          variants: [],
          placeholder: null,
        },
      ],
      abilities: { ...makePost().abilities, can_edit: true, can_delete: true },
    })
    const { router } = renderList([post])
    await user.click(screen.getByRole('button', { name: 'More options' }))
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }))
    expect(router.state.location.pathname).toBe('/posts/5')
    expect(router.state.location.search).toBe('?edit=true')
    expect(router.state.location.state).toEqual({
      content: 'draft',
      image: '/static/uploads/2026/01/02/a.jpg',
    })
  })
})

describe('PostCard delete', () => {
  const mine = () =>
    makePost({
      id: 5,
      content: 'mine',
      abilities: { ...makePost().abilities, can_edit: true, can_delete: true },
    })

  it('asks first, hides the post at once, and brings it back with a toast when the call fails', async () => {
    const user = userEvent.setup()
    const answer = deferred<Response>()
    stubApi({ 'DELETE /posts/5': () => answer.promise })
    renderList([mine(), makePost({ id: 6, content: 'other' })])

    await user.click(screen.getByRole('button', { name: 'More options' }))
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete post?' })
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect(screen.queryByText('mine')).not.toBeInTheDocument()
    expect(screen.getByText('other')).toBeInTheDocument()

    answer.resolve(json(403, { detail: 'You can only delete your own posts', code: 'cannot_delete_post' }))
    expect(await screen.findByText('mine')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('You can only delete your own posts')
  })

  it('keeps the post away and reports the deletion when the call succeeds', async () => {
    const user = userEvent.setup()
    const fetchMock = stubApi({ 'DELETE /posts/5': () => new Response(null, { status: 204 }) })
    const onDeleted = vi.fn()
    renderList([mine()], onDeleted)
    await user.click(screen.getByRole('button', { name: 'More options' }))
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(5))
    expect(screen.queryByText('mine')).not.toBeInTheDocument()
    expect(calls(fetchMock)).toEqual(['DELETE /posts/5'])
  })

  it('does nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup()
    const fetchMock = stubApi({})
    renderList([mine()])
    await user.click(screen.getByRole('button', { name: 'More options' }))
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByText('mine')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'More options' })).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('PostCard like, save and repost', () => {
  it('likes at once and rolls back silently when the call fails', async () => {
    const user = userEvent.setup()
    const answer = deferred<Response>()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    stubApi({ 'POST /posts/1/like': () => answer.promise })
    renderList([makePost({ likes_count: 41, likes: 41 })])

    await user.click(screen.getByRole('button', { name: 'Like, 41 likes' }))
    const unlike = screen.getByRole('button', { name: 'Unlike, 42 likes' })
    expect(unlike).toHaveTextContent('42')

    answer.resolve(json(500, { detail: 'boom' }))
    expect(await screen.findByRole('button', { name: 'Like, 41 likes' })).toHaveTextContent('41')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('keeps the server’s answer after a successful like', async () => {
    const user = userEvent.setup()
    stubApi({
      'POST /posts/1/like': () => json(200, makePost({ is_liked: true, likes_count: 1500, likes: 1500 })),
    })
    renderList([makePost()])
    await user.click(screen.getByRole('button', { name: 'Like' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Unlike, 1.5K likes' })).toHaveTextContent('1.5K'),
    )
  })

  it('sends a quick like and unlike in order and keeps the last click on screen', async () => {
    const user = userEvent.setup()
    const likeAnswer = deferred<Response>()
    const unlikeAnswer = deferred<Response>()
    const order: string[] = []
    stubApi({
      'POST /posts/1/like': () => {
        order.push('like')
        return likeAnswer.promise
      },
      'DELETE /posts/1/like': () => {
        order.push('unlike')
        return unlikeAnswer.promise
      },
    })
    renderList([makePost({ likes_count: 5, likes: 5 })])
    await user.click(screen.getByRole('button', { name: 'Like, 5 likes' }))
    await user.click(screen.getByRole('button', { name: 'Unlike, 6 likes' }))
    expect(screen.getByRole('button', { name: 'Like, 5 likes' })).toHaveTextContent('5')
    expect(order).toEqual(['like'])

    likeAnswer.resolve(json(200, makePost({ is_liked: true, likes_count: 6, likes: 6 })))
    await waitFor(() => expect(order).toEqual(['like', 'unlike']))
    // The answer to the first click arrived while the second was still out: it must not show.
    expect(screen.getByRole('button', { name: 'Like, 5 likes' })).toHaveTextContent('5')

    unlikeAnswer.resolve(json(200, makePost({ is_liked: false, likes_count: 5, likes: 5 })))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Like, 5 likes' })).toHaveTextContent('5'))
  })

  it('unsaves with DELETE and shows it at once', async () => {
    const user = userEvent.setup()
    const fetchMock = stubApi({ 'DELETE /posts/1/save': () => json(200, makePost({ is_saved: false })) })
    renderList([makePost({ is_saved: true })])
    await user.click(screen.getByRole('button', { name: 'Unsave' }))
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument()
    await waitFor(() => expect(calls(fetchMock)).toEqual(['DELETE /posts/1/save']))
  })

  it('offers Undo repost for a reposted post and acts on the original of a repost', async () => {
    const user = userEvent.setup()
    const original = makePost({ id: 10, content: 'original', is_retweeted: true, retweet_count: 1 })
    const fetchMock = stubApi({
      'DELETE /posts/10/retweet': () => json(200, { ...original, is_retweeted: false, retweet_count: 0 }),
    })
    const item = makePost({
      id: 11,
      user_id: 8,
      user_username: 'mehmet',
      retweeted_status_id: 10,
      retweeted_status: embedded(original),
      latest_retweet_by: { username: 'mehmet', nickname: 'Memo' },
    })
    renderList([item])
    expect(screen.getByText('Memo reposted')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Repost or quote, 1 repost' }))
    expect(screen.getByRole('menuitem', { name: 'Quote' })).toBeInTheDocument()
    await user.click(screen.getByRole('menuitem', { name: 'Undo repost' }))
    await user.click(screen.getByRole('button', { name: 'Repost or quote' }))
    expect(screen.getByRole('menuitem', { name: 'Repost' })).toBeInTheDocument()
    expect(calls(fetchMock)).toContain('DELETE /posts/10/retweet')
  })
})
