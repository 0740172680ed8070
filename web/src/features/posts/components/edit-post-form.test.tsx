import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makePost } from '@/testing/builders/index.ts'
import { EditPostForm } from './edit-post-form.tsx'

/** Issue 16 in the edit form: the content warning and the images' alt text. */

afterEach(async () => {
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
})

const image = (id: number, alt: string | null) => ({
  id,
  file_path: `/static/uploads/2026/01/02/${id}.jpg`,
  original_filename: null,
  width: 4,
  height: 3,
  alt_text: alt,
  variants: [],
  placeholder: null,
})

describe('EditPostForm controls', () => {
  it('changes the warning and one image’s alt text, sending only what changed', async () => {
    const fetchMock = stubApi({ 'PUT /posts/5': () => json(200, makePost({ id: 5 })) })
    const onDone = vi.fn()
    const user = userEvent.setup()
    renderApp(
      [
        {
          path: '/posts/5',
          element: (
            <EditPostForm
              postId={5}
              initialContent="Text"
              image={null}
              hasMedia
              initialWarning="Old warning"
              images={[image(1, 'A cat'), image(2, null)]}
              onDone={onDone}
            />
          ),
        },
      ],
      { entry: '/posts/5' },
    )
    const warning = screen.getByRole('textbox', { name: 'Content warning' })
    expect(warning).toHaveValue('Old warning')
    await user.clear(warning)
    await user.type(warning, 'New warning')
    await user.click(screen.getByRole('button', { name: 'Describe image 2' }))
    const dialog = await screen.findByRole('dialog', { name: 'Describe this image' })
    await user.type(within(dialog).getByRole('textbox'), 'A dog')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(callsTo(fetchMock, 'PUT /posts/5')).toEqual([
      { content: 'Text', content_warning: 'New warning', alt_texts: [{ id: 2, alt_text: 'A dog' }] },
    ])
  })

  it('removes the warning with the CW button', async () => {
    const fetchMock = stubApi({ 'PUT /posts/5': () => json(200, makePost({ id: 5 })) })
    const user = userEvent.setup()
    const element = (
      <EditPostForm
        postId={5}
        initialContent="Text"
        image={null}
        hasMedia={false}
        initialWarning="Spoilers"
        onDone={() => {}}
      />
    )
    renderApp([{ path: '/posts/5', element }], { entry: '/posts/5' })
    await user.click(screen.getByRole('button', { name: 'CW Remove the content warning' }))
    expect(screen.queryByRole('textbox', { name: 'Content warning' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT /posts/5')).toEqual([{ content: 'Text', content_warning: null }]),
    )
  })
})
