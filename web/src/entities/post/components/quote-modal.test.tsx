import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makePost } from '@/testing/builders/index.ts'
import { json, renderApp, stubApi } from '../test-utils.tsx'
import { PostCard } from './post-card.tsx'

afterEach(() => vi.unstubAllGlobals())

async function openQuote() {
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Repost or quote' }))
  await user.click(screen.getByRole('menuitem', { name: 'Quote' }))
  return { user, dialog: screen.getByRole('dialog', { name: 'Quote post' }) }
}

describe('QuoteModal', () => {
  it('needs a comment that is not blank, sends it, confirms and closes', async () => {
    const sent: FormData[] = []
    stubApi({
      'POST /posts/1/quote': (req) => {
        sent.push(req.body as FormData)
        return json(200, makePost({ id: 2, content: 'so true', quoted_status_id: 1 }))
      },
    })
    renderApp(<PostCard post={makePost({ content: 'the original' })} />)
    const { user, dialog } = await openQuote()
    const box = within(dialog).getByRole('textbox', { name: 'Your comment' })
    const submit = within(dialog).getByRole('button', { name: 'Quote' })
    expect(box).toHaveFocus()
    expect(within(dialog).getByText('the original')).toBeInTheDocument()
    expect(submit).toBeDisabled()
    await user.type(box, '   ')
    expect(submit).toBeDisabled()
    await user.type(box, ' so true ')
    await user.click(submit)

    expect(await screen.findByText('Your quote was posted.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(sent[0]?.get('comment')).toBe('so true')
    expect(screen.getByRole('button', { name: 'Repost or quote' })).toHaveFocus()
  })

  it('keeps the comment and shows the server’s reason when quoting fails', async () => {
    stubApi({
      'POST /posts/1/quote': () =>
        json(403, { detail: 'This post is not published', code: 'post_not_published' }),
    })
    renderApp(<PostCard post={makePost()} />)
    const { user, dialog } = await openQuote()
    await user.type(within(dialog).getByRole('textbox'), 'hmm')
    await user.click(within(dialog).getByRole('button', { name: 'Quote' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This post is not published'))
    expect(within(dialog).getByRole('textbox')).toHaveValue('hmm')
  })

  it('counts an emoji as one character: an emoji-only quote keeps 280 of them, and sends them', async () => {
    const sent: FormData[] = []
    stubApi({
      'POST /posts/1/quote': (req) => {
        sent.push(req.body as FormData)
        return json(200, makePost({ id: 2, quoted_status_id: 1 }))
      },
    })
    renderApp(<PostCard post={makePost()} />)
    const { user, dialog } = await openQuote()
    const box = within(dialog).getByRole('textbox', { name: 'Your comment' })
    await user.click(box)
    await user.paste('🎓'.repeat(300))
    expect(box).toHaveValue('🎓'.repeat(280))
    expect(box).toHaveAccessibleDescription('280 of 280 characters')
    expect(box).not.toHaveAttribute('aria-invalid')
    await user.click(within(dialog).getByRole('button', { name: 'Quote' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.get('comment')).toBe('🎓'.repeat(280))
  })

  it('closes on Escape without sending anything', async () => {
    const fetchMock = stubApi({})
    renderApp(<PostCard post={makePost()} />)
    const { user } = await openQuote()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
