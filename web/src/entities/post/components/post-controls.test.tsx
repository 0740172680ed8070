import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo } from '@/testing/app-harness.tsx'
import { makePost } from '@/testing/builders/index.ts'
import { json, renderApp, renderList, stubApi } from '../test-utils.tsx'
import { PostCard } from './post-card.tsx'

/** Issue 16 on the card: content warnings, alt text on request, the reply gate. */

afterEach(async () => {
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
})

const image = {
  id: 1,
  file_path: '/static/uploads/2026/01/02/cat.jpg',
  original_filename: null,
  width: 4,
  height: 3,
  alt_text: 'A grey cat asleep on a radiator',
  variants: [],
  placeholder: null,
}

describe('content warnings', () => {
  it('keeps the text and media out of the page until the reader opens them, and hides them again', async () => {
    const user = userEvent.setup()
    renderList([
      makePost({ content: 'The finale twist', content_warning: 'Series spoilers', images: [image] }),
    ])
    expect(screen.getByText('Series spoilers')).toBeInTheDocument()
    expect(screen.queryByText('The finale twist')).not.toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(document.querySelector('img')).toBeNull()

    const show = screen.getByRole('button', { name: 'Show content' })
    expect(show).toHaveAttribute('aria-expanded', 'false')
    await user.click(show)
    expect(screen.getByText('The finale twist')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'A grey cat asleep on a radiator' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Hide' }))
    expect(screen.queryByText('The finale twist')).not.toBeInTheDocument()
    expect(document.querySelector('img')).toBeNull()
  })

  it('folds an embedded quote behind its own warning, in Turkish too', async () => {
    await i18n.changeLanguage('tr')
    const user = userEvent.setup()
    const quoted = makePost({ id: 2, content: 'Quoted secret', content_warning: 'Sınav soruları' })
    renderList([
      makePost({
        id: 3,
        content: 'Look',
        quoted_status_id: 2,
        quoted_status: { ...quoted, retweeted_status: null, quoted_status: null },
      }),
    ])
    expect(screen.getByText('Look')).toBeInTheDocument()
    expect(screen.queryByText('Quoted secret')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'İçeriği göster' }))
    expect(screen.getByText('Quoted secret')).toBeInTheDocument()
  })
})

describe('alt text', () => {
  it('is the image alt, and its ALT badge shows the text on request', async () => {
    const user = userEvent.setup()
    renderList([makePost({ images: [image, { ...image, id: 2, alt_text: null }] })])
    expect(screen.getByRole('img', { name: 'A grey cat asleep on a radiator' })).toBeInTheDocument()
    // An image without a description keeps today's numbered name and has no badge.
    expect(screen.getByRole('img', { name: 'Image 2 of 2' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /Show the description/ })).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Show the description of image 1' }))
    const panel = await screen.findByRole('dialog', { name: 'Image description' })
    expect(within(panel).getByText('A grey cat asleep on a radiator')).toBeInTheDocument()
  })
})

describe('who may reply', () => {
  it('says when replies are limited and disables the reply button with the reason', () => {
    renderList([
      makePost({
        reply_policy: 'following',
        abilities: { ...makePost().abilities, can_reply: false },
      }),
    ])
    const reason = 'Only people @ayse follows can reply'
    expect(screen.getByText(reason)).toBeInTheDocument()
    const reply = screen.getByRole('button', { name: 'Reply' })
    expect(reply).toHaveAttribute('aria-disabled', 'true')
    expect(reply).toHaveAccessibleDescription(reason)
    expect(screen.queryByRole('link', { name: 'Reply' })).not.toBeInTheDocument()
  })

  it('keeps the reply link for someone the gate lets in', () => {
    renderList([makePost({ reply_policy: 'mentioned' })])
    expect(screen.getByText('Only people @ayse mentions can reply')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Reply' })).toBeInTheDocument()
  })

  it('lets the author change it from the post menu', async () => {
    const post = makePost({
      id: 8,
      abilities: { ...makePost().abilities, can_edit: true, can_delete: true, can_set_reply_policy: true },
    })
    const fetchMock = stubApi({
      'PUT /posts/8/reply-policy': () => json(200, { ...post, reply_policy: 'mentioned' }),
    })
    const user = userEvent.setup()
    renderApp(<PostCard post={post} />)
    await user.click(screen.getByRole('button', { name: 'More options' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Who can reply' }))
    const dialog = await screen.findByRole('dialog', { name: 'Who can reply?' })
    await user.click(within(dialog).getByRole('radio', { name: 'Mentioned only' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT /posts/8/reply-policy')).toEqual([{ reply_policy: 'mentioned' }]),
    )
  })
})
