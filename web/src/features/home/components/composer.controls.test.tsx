import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makePost } from '@/testing/builders/index.ts'
import { Composer } from './composer.tsx'

/** Issue 16 in the Home composer: the CW button and field, alt text per image, who may reply. */

let fetchMock: ReturnType<typeof stubApi>
beforeEach(() => {
  fetchMock = stubApi({
    'GET /feed/hashtags': () => json(200, []),
    'POST /posts/': () => json(201, makePost({ id: 99 })),
  })
})

afterEach(async () => {
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
})

const textbox = () => screen.getByRole('textbox', { name: 'Write a post' })
const submit = () => screen.getByRole('button', { name: /^(Post|Posting…)$/ })
const sentForm = () => (callsTo(fetchMock, 'POST /posts/') as FormData[])[0]!

describe('Composer controls', () => {
  it('sends a content warning, the image alt text from the Alt dialog and who may reply', async () => {
    const user = userEvent.setup()
    renderApp([{ path: '/home', element: <Composer /> }], { entry: '/home' })
    await user.type(textbox(), 'Finale tonight')

    const cw = screen.getByRole('button', { name: 'CW Add a content warning' })
    await user.click(cw)
    expect(screen.getByRole('button', { name: 'CW Remove the content warning' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.type(screen.getByRole('textbox', { name: 'Content warning' }), 'Spoilers')

    const photo = new File(['png-bytes'], 'cat.png', { type: 'image/png' })
    await user.upload(screen.getByLabelText('Add a photo or video', { selector: 'input' }), photo)
    await user.click(screen.getByRole('button', { name: 'Describe image 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Describe this image' })
    const alt = within(dialog).getByRole('textbox', { name: 'Description (alt text)' })
    await user.type(alt, 'A grey cat')
    expect(within(dialog).getByText('10 of 1000 characters')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Edit the description of image 1' })).toBeInTheDocument()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Who can reply' }), 'People you follow')
    await user.click(submit())
    await waitFor(() => expect(callsTo(fetchMock, 'POST /posts/')).toHaveLength(1))
    const form = sentForm()
    expect(form.get('content_warning')).toBe('Spoilers')
    expect(form.get('alt_text_0')).toBe('A grey cat')
    expect(form.get('reply_policy')).toBe('following')
    // Sent: the controls start over.
    await waitFor(() => expect(textbox()).toHaveValue(''))
    expect(screen.queryByRole('textbox', { name: 'Content warning' })).not.toBeInTheDocument()
  })

  it('refuses alt text over 1000 characters in the dialog, and a cancelled dialog keeps nothing', async () => {
    const user = userEvent.setup()
    renderApp([{ path: '/home', element: <Composer /> }], { entry: '/home' })
    const photo = new File(['png-bytes'], 'cat.png', { type: 'image/png' })
    await user.upload(screen.getByLabelText('Add a photo or video', { selector: 'input' }), photo)
    await user.click(screen.getByRole('button', { name: 'Describe image 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Describe this image' })
    await user.click(within(dialog).getByRole('textbox'))
    await user.paste('a'.repeat(1001))
    expect(within(dialog).getByText('Alt text can be at most 1000 characters')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Describe image 1' })).toBeInTheDocument()
    await user.click(submit())
    await waitFor(() => expect(callsTo(fetchMock, 'POST /posts/')).toHaveLength(1))
    expect(sentForm().get('alt_text_0')).toBeNull()
    expect(sentForm().get('reply_policy')).toBeNull()
  })

  it('blocks posting while the warning is too long, in Turkish too', async () => {
    await i18n.changeLanguage('tr')
    const user = userEvent.setup()
    renderApp([{ path: '/home', element: <Composer /> }], { entry: '/home' })
    await user.type(screen.getByRole('textbox', { name: 'Gönderi yaz' }), 'Merhaba')
    await user.click(screen.getByRole('button', { name: 'CW İçerik uyarısı ekle' }))
    await user.click(screen.getByRole('textbox', { name: 'İçerik uyarısı' }))
    await user.paste('u'.repeat(101))
    expect(screen.getByText('İçerik uyarısı en fazla 100 karakter olabilir')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Gönder' })).toBeDisabled()
  })
})
