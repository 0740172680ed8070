import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makePost } from '@/testing/builders/index.ts'
import { PostPage } from './post-page.tsx'

/** Issue 16: the post page when the thread's author limited who may reply. */

afterEach(async () => {
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
})

const renderPage = () =>
  renderApp([{ path: '/posts/:id', element: <PostPage /> }], { entry: '/posts/5', retry: false })
const gated = (canReply: boolean) =>
  makePost({
    id: 5,
    content: 'Followers only',
    reply_policy: 'following',
    abilities: { ...makePost().abilities, can_reply: canReply },
  })

describe('PostPage reply gate', () => {
  it('puts the reason in place of the reply box for someone the gate keeps out', async () => {
    stubApi({ 'GET /posts/5': () => json(200, { ...gated(false), replies: [] }) })
    renderPage()
    expect(await screen.findByText('You can’t reply to this post')).toBeInTheDocument()
    expect(screen.getAllByText('Only people @ayse follows can reply').length).toBeGreaterThan(0)
    expect(screen.queryByRole('form', { name: 'Write a reply' })).not.toBeInTheDocument()
  })

  it('keeps the reply box for someone the gate lets in, in Turkish too', async () => {
    await i18n.changeLanguage('tr')
    stubApi({ 'GET /posts/5': () => json(200, { ...gated(true), replies: [] }) })
    renderPage()
    expect(
      await screen.findByText('Yalnızca @ayse kullanıcısının takip ettikleri yanıtlayabilir'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Bu gönderiyi yanıtlayamazsın')).not.toBeInTheDocument()
    expect(screen.getByRole('textbox')).toBeInTheDocument()
  })
})
