import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, deferred, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makePost } from '@/testing/builders/index.ts'
import { Composer } from './composer.tsx'

const LIMIT = 280

function renderComposer() {
  return renderApp([{ path: '/home', element: <Composer /> }], { entry: '/home' })
}

const composer = () => within(screen.getByRole('form', { name: 'Write a post' }))
const textbox = () => screen.getByRole('textbox', { name: 'Write a post' })
const submit = () => screen.getByRole('button', { name: /^(Post|Posting…)$/ })

beforeEach(() => {
  stubApi({
    'GET /feed/hashtags': ({ url }) =>
      json(
        200,
        url.searchParams.get('q') === 'ab'
          ? [
              { name: 'abdullah', count: 12 },
              { name: 'abc', count: 3 },
            ]
          : [],
      ),
    'POST /posts/': () => json(201, makePost({ id: 99 })),
  })
})

afterEach(async () => {
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
})

describe('Composer', () => {
  it('blocks typing at 280 characters and cuts a paste to fit', async () => {
    const user = userEvent.setup()
    renderComposer()
    await user.click(textbox())
    await user.paste('x'.repeat(LIMIT + 25))
    expect(textbox()).toHaveValue('x'.repeat(LIMIT))
    await user.type(textbox(), 'yz')
    expect(textbox()).toHaveValue('x'.repeat(LIMIT))
    expect(screen.getByText('280 of 280 characters')).toBeInTheDocument()
    expect(screen.queryByText('Post cannot exceed 280 characters')).not.toBeInTheDocument()
    expect(submit()).toBeEnabled()

    await user.type(textbox(), '{Backspace}{Backspace}ab')
    expect(textbox()).toHaveValue(`${'x'.repeat(LIMIT - 2)}ab`)
  })

  it('counts an emoji as one character, as the server does', async () => {
    const user = userEvent.setup()
    renderComposer()
    await user.click(textbox())
    await user.paste('🎓'.repeat(LIMIT + 1))
    expect(Array.from((textbox() as HTMLTextAreaElement).value)).toHaveLength(LIMIT)
  })

  it('keeps Post disabled while there is nothing to send', async () => {
    const user = userEvent.setup()
    renderComposer()
    expect(submit()).toBeDisabled()
    await user.type(textbox(), '   ')
    expect(submit()).toBeDisabled()
    await user.type(textbox(), 'hi')
    expect(submit()).toBeEnabled()
  })

  it('suggests hashtags for #ab and inserts the chosen one with the keyboard', async () => {
    const user = userEvent.setup()
    renderComposer()
    await user.type(textbox(), 'Exams at #ab')
    const list = await screen.findByRole('listbox', { name: 'Hashtag suggestions' })
    const options = within(list).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['#abdullah12 posts', '#abc3 posts'])
    expect(list).toBeInTheDocument()
    expect(options[0]).toHaveAttribute('aria-selected', 'true')

    await user.keyboard('{ArrowDown}')
    expect(options[1]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Enter}')
    expect(textbox()).toHaveValue('Exams at #abc ')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('inserts a suggestion on click, and Escape closes the list', async () => {
    const user = userEvent.setup()
    renderComposer()
    await user.type(textbox(), '#ab')
    await user.click(await screen.findByRole('option', { name: /#abdullah/ }))
    expect(textbox()).toHaveValue('#abdullah ')

    await user.type(textbox(), '#ab')
    await screen.findByRole('listbox')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(textbox()).toHaveValue('#abdullah #ab')
  })

  it('says when a suggestion takes the text over the limit, and blocks posting', async () => {
    const user = userEvent.setup()
    renderComposer()
    await user.click(textbox())
    await user.paste('x'.repeat(LIMIT - 4))
    await user.type(textbox(), ' #ab')
    await user.click(await screen.findByRole('option', { name: /#abdullah/ }))
    expect(screen.getByText('Post cannot exceed 280 characters')).toBeInTheDocument()
    expect(submit()).toBeDisabled()
    await user.keyboard('{Backspace}'.repeat(7))
    expect(screen.queryByText('Post cannot exceed 280 characters')).not.toBeInTheDocument()
    expect(submit()).toBeEnabled()
  })

  it('posts text with one image, disables Post while sending, then clears', async () => {
    const pending = deferred<Response>()
    const fetchMock = stubApi({ 'POST /posts/': () => pending.promise })
    const user = userEvent.setup()
    renderComposer()
    await user.type(textbox(), 'Library is open late #final')
    const photo = new File(['png-bytes'], 'campus.png', { type: 'image/png' })
    await user.upload(screen.getByLabelText('Add a photo or video', { selector: 'input' }), photo)
    expect(screen.getByRole('img', { name: 'campus.png' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add a photo or video' })).toBeDisabled()

    await user.click(submit())
    expect(submit()).toHaveTextContent('Posting…')
    expect(submit()).toBeDisabled()
    const form = (callsTo(fetchMock, 'POST /posts/') as FormData[])[0]!
    expect(form.get('content')).toBe('Library is open late #final')
    expect(form.get('published')).toBe('true')
    expect((form.get('images') as File).name).toBe('campus.png')

    pending.resolve(json(201, makePost({ id: 5 })))
    await waitFor(() => expect(textbox()).toHaveValue(''))
    expect(screen.queryByRole('img', { name: 'campus.png' })).not.toBeInTheDocument()
    expect(submit()).toBeDisabled()
    // A toast says it went, and is announced (its role is status).
    expect(screen.getByText('Your post was sent').closest('[role="status"]')).not.toBeNull()
  })

  it('takes a video alone, and removes the attachment on request', async () => {
    const user = userEvent.setup()
    renderComposer()
    const video = new File(['....ftypqt  '], 'talk.mov', { type: 'video/quicktime' })
    await user.upload(screen.getByLabelText('Add a photo or video', { selector: 'input' }), video)
    expect(submit()).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Remove media' }))
    expect(screen.queryByRole('figure')).not.toBeInTheDocument()
    expect(submit()).toBeDisabled()
  })

  it('refuses a file that is neither an image nor an mp4 or quicktime video', async () => {
    const user = userEvent.setup({ applyAccept: false })
    renderComposer()
    await user.upload(
      screen.getByLabelText('Add a photo or video', { selector: 'input' }),
      new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }),
    )
    expect(composer().getByRole('alert')).toHaveTextContent('Choose an image, or an MP4 or QuickTime video.')
    expect(submit()).toBeDisabled()
  })

  it.each([
    [
      'each msg of a detail list',
      json(422, {
        detail: [
          {
            loc: ['body', 'content'],
            msg: 'Post cannot exceed 280 characters',
            type: 'value_error',
            code: 'post_too_long',
          },
          { loc: ['body', 'images'], msg: 'Bad image', type: 'x' },
        ],
        code: 'validation_failed',
      }),
      ['Post cannot exceed 280 characters', 'Bad image'],
    ],
    ['a detail object as text', json(400, { detail: { message: 'Slow down' } }), ['Slow down']],
    [
      'a string detail',
      json(415, { detail: 'Unsupported file: JPEG only', code: 'unsupported_file' }),
      ['Unsupported file: images (JPEG, PNG, GIF, WebP) or MP4/QuickTime video only'],
    ],
    ['the detail of an unknown code', json(409, { detail: 'Try later', code: 'brand_new' }), ['Try later']],
  ])('shows %s when posting fails, and clears it after a success', async (_name, answer, lines) => {
    let fail = true
    stubApi({ 'POST /posts/': () => (fail ? answer : json(201, makePost())) })
    const user = userEvent.setup()
    renderComposer()
    await user.type(textbox(), 'hello')
    await user.click(submit())
    const alert = await composer().findByRole('alert')
    for (const line of lines) expect(alert).toHaveTextContent(line)
    expect(textbox()).toHaveValue('hello')

    fail = false
    await user.click(submit())
    await waitFor(() => expect(composer().queryByRole('alert')).not.toBeInTheDocument())
    expect(textbox()).toHaveValue('')
  })

  it("falls back to 'Failed to post' when the error says nothing", async () => {
    stubApi({ 'POST /posts/': () => Promise.reject(new Error('')) })
    const user = userEvent.setup()
    renderComposer()
    await user.type(textbox(), 'hello')
    await user.click(submit())
    expect(await composer().findByRole('alert')).toHaveTextContent('Failed to post')
  })

  it('speaks Turkish', async () => {
    await i18n.changeLanguage('tr')
    renderComposer()
    expect(screen.getByRole('textbox', { name: 'Gönderi yaz' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Gönder' })).toBeDisabled()
  })
})
