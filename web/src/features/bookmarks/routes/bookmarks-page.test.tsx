import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, queriesTo, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makeAnnouncement, makeEvent, makePost } from '@/testing/builders/index.ts'
import { BookmarksPage } from './bookmarks-page.tsx'

const ROUTES = [{ path: '/bookmarks', element: <BookmarksPage /> }]

beforeEach(() => {
  localStorage.setItem('access_token', 'tok')
  localStorage.setItem('currentUserId', '7')
})
afterEach(async () => {
  await i18n.changeLanguage('en')
})

describe('bookmarks', () => {
  it('lists the saved posts, events and announcements, 50 from the first, each tab in the address', async () => {
    const api = stubApi({
      'GET /users/me/saved-posts': () =>
        json(200, [makePost({ id: 3, content: 'Saved thought', is_saved: true })]),
      'GET /users/me/saved-events': () => json(200, [makeEvent({ is_saved: true })]),
      'GET /users/me/saved-academics': () => json(200, [makeAnnouncement({ is_saved: true })]),
    })
    const { router } = renderApp(ROUTES, { entry: '/bookmarks', retry: false })
    expect(await screen.findByText('Saved thought')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: 'Events' }))
    expect(await screen.findByRole('article', { name: 'Robotics night' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?tab=events')
    await userEvent.click(screen.getByRole('tab', { name: 'Announcements' }))
    expect(await screen.findByRole('article', { name: 'Exam week schedule' })).toBeInTheDocument()
    for (const path of ['saved-posts', 'saved-events', 'saved-academics']) {
      expect(queriesTo(api, `GET /users/me/${path}`)).toEqual([{ skip: '0', limit: '50' }])
    }
  })

  it('shows the empty message with the Turkish sentence, in both languages', async () => {
    stubApi({ 'GET /users/me/saved-events': () => json(200, []) })
    renderApp(ROUTES, { entry: '/bookmarks?tab=events', retry: false })
    expect(await screen.findByText('You haven’t saved any events yet')).toBeInTheDocument()
    expect(screen.getByText('Kaydettiğin içerikler burada görünecek.')).toBeInTheDocument()
    await i18n.changeLanguage('tr')
    expect(await screen.findByText('Henüz etkinlik kaydetmedin')).toBeInTheDocument()
    expect(screen.getByText('Kaydettiğin içerikler burada görünecek.')).toBeInTheDocument()
  })

  it('shows the translated error banner and tries again', async () => {
    let calls = 0
    stubApi({
      'GET /users/me/saved-posts': () =>
        calls++ < 1 ? json(500, {}) : json(200, [makePost({ content: 'Back again', is_saved: true })]),
    })
    renderApp(ROUTES, { entry: '/bookmarks', retry: false })
    expect(await screen.findByText('Error loading bookmarks')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Back again')).toBeInTheDocument()
  })

  it('asks before deleting one’s own saved post, then removes it', async () => {
    const api = stubApi({
      'GET /users/me/saved-posts': () =>
        json(200, [
          makePost({
            id: 3,
            content: 'Mine to delete',
            is_saved: true,
            abilities: { ...makePost().abilities, can_delete: true },
          }),
        ]),
      'DELETE /posts/3': () => json(204, undefined),
    })
    renderApp(ROUTES, { entry: '/bookmarks', retry: false })
    await screen.findByText('Mine to delete')
    await userEvent.click(screen.getByRole('button', { name: 'More options' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByText('Mine to delete')).not.toBeInTheDocument())
    expect(callsTo(api, 'DELETE /posts/3')).toHaveLength(1)
  })

  it('removes an unsaved post at once and puts it back with Undo, saving it again', async () => {
    const api = stubApi({
      'GET /users/me/saved-posts': () =>
        json(200, [
          makePost({ id: 3, content: 'Keep me maybe', is_saved: true }),
          makePost({ id: 4, content: 'Stays put', is_saved: true }),
        ]),
      'DELETE /posts/3/save': () => json(200, makePost({ id: 3, content: 'Keep me maybe', is_saved: false })),
      'POST /posts/3/save': () => json(200, makePost({ id: 3, content: 'Keep me maybe', is_saved: true })),
    })
    renderApp(ROUTES, { entry: '/bookmarks', retry: false })
    const card = await screen.findByText('Keep me maybe')
    const article = card.closest('article') as HTMLElement
    await userEvent.click(within(article).getByRole('button', { name: /^Unsave/ }))
    await waitFor(() => expect(screen.queryByText('Keep me maybe')).not.toBeInTheDocument())
    expect(screen.getByText('Stays put')).toBeInTheDocument()
    const region = screen.getByRole('region', { name: 'Notifications (F8)' })
    expect(await within(region).findByText('Removed from your bookmarks')).toBeInTheDocument()
    await waitFor(() => expect(callsTo(api, 'DELETE /posts/3/save')).toHaveLength(1))
    await userEvent.click(within(region).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('Keep me maybe')).toBeInTheDocument()
    await waitFor(() => expect(callsTo(api, 'POST /posts/3/save')).toHaveLength(1))
    // Back in its place, before the post that stayed.
    const texts = screen.getAllByRole('article').map((a) => a.textContent ?? '')
    expect(texts.findIndex((x) => x.includes('Keep me maybe'))).toBeLessThan(
      texts.findIndex((x) => x.includes('Stays put')),
    )
  })

  it('reads empty once the last saved event is unsaved, and Undo brings it back, in Turkish', async () => {
    await i18n.changeLanguage('tr')
    stubApi({
      'GET /users/me/saved-events': () => json(200, [makeEvent({ is_saved: true })]),
      'DELETE /universities/4/events/11/save': () => json(200, {}),
      'POST /universities/4/events/11/save': () => json(200, {}),
    })
    renderApp(ROUTES, { entry: '/bookmarks?tab=events', retry: false })
    const article = await screen.findByRole('article', { name: 'Robotics night' })
    await userEvent.click(within(article).getByRole('button', { name: 'Kaydedilenlerden çıkar' }))
    expect(await screen.findByText('Henüz etkinlik kaydetmedin')).toBeInTheDocument()
    const region = screen.getByRole('region', { name: /F8/ })
    expect(await within(region).findByText('Kaydedilenlerden kaldırıldı')).toBeInTheDocument()
    await userEvent.click(within(region).getByRole('button', { name: 'Geri al' }))
    expect(await screen.findByRole('article', { name: 'Robotics night' })).toBeInTheDocument()
    expect(screen.queryByText('Henüz etkinlik kaydetmedin')).not.toBeInTheDocument()
  })
})
