import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { json, queriesTo, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makePost } from '@/testing/builders/index.ts'
import { HomePage } from './home-page.tsx'

let fetchMock: ReturnType<typeof stubApi>

function renderHome(path = '/home') {
  return renderApp([{ path: '/home', element: <HomePage /> }], { entry: path }).router
}

/** The verification banner: the one status message with a Dismiss button. */
const banner = () =>
  screen.queryByRole('button', { name: /Dismiss|Kapat/ })?.closest('[role="status"]') ?? null

beforeEach(() => {
  fetchMock = stubApi({
    'GET /feed/batch': () =>
      json(200, {
        posts: [makePost({ id: 1, content: 'ranked for you' })],
        batchIndex: 0,
        hasNext: false,
        next_after: null,
      }),
    'GET /feed': () =>
      json(200, {
        for_you: [],
        following: [makePost({ id: 2, content: 'from a friend' })],
        next_after: null,
      }),
    'POST /posts/': ({ body }) =>
      json(201, makePost({ id: 3, content: String((body as FormData).get('content')) })),
  })
})

afterEach(async () => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
})

describe('HomePage', () => {
  it('titles the document and switches between the two feed tabs', async () => {
    const user = userEvent.setup()
    renderHome()
    expect(document.title).toBe('Home - Agora')
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument()
    const forYou = screen.getByRole('tab', { name: 'For You' })
    const following = screen.getByRole('tab', { name: 'Following' })
    expect(forYou).toHaveAttribute('aria-selected', 'true')
    await user.click(following)
    expect(following).toHaveAttribute('aria-selected', 'true')
    expect(forYou).toHaveAttribute('aria-selected', 'false')
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', following.id)
    await user.keyboard('{ArrowLeft}')
    expect(forYou).toHaveAttribute('aria-selected', 'true')
  })

  it('shows the composer and each tab its own feed', async () => {
    const user = userEvent.setup()
    renderHome()
    expect(screen.getByRole('form', { name: 'Write a post' })).toBeInTheDocument()
    expect(await within(screen.getByRole('tabpanel')).findByText('ranked for you')).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Following' }))
    expect(await within(screen.getByRole('tabpanel')).findByText('from a friend')).toBeInTheDocument()
    expect(screen.queryByText('ranked for you')).not.toBeInTheDocument()
  })

  it('puts a sent post on top of both feeds at once, without reordering For You', async () => {
    const user = userEvent.setup()
    renderHome()
    await user.click(screen.getByRole('tab', { name: 'Following' }))
    await screen.findByText('from a friend')
    await user.click(screen.getByRole('tab', { name: 'For You' }))
    await screen.findByText('ranked for you')
    await user.type(screen.getByRole('textbox', { name: 'Write a post' }), 'fresh news')
    await user.click(screen.getByRole('button', { name: 'Post' }))
    const panel = () => within(screen.getByRole('tabpanel'))
    expect(await panel().findByText('fresh news')).toBeInTheDocument()
    const texts = () =>
      panel()
        .getAllByRole('article')
        .map((a) => a.textContent)
    expect(texts()[0]).toContain('fresh news')
    expect(texts()[1]).toContain('ranked for you')
    expect(screen.getByRole('textbox', { name: 'Write a post' })).toHaveValue('')
    expect(screen.getByText('Your post was sent').closest('[role="status"]')).not.toBeNull()
    await user.click(screen.getByRole('tab', { name: 'Following' }))
    expect(texts()[0]).toContain('fresh news')
    expect(texts()[1]).toContain('from a friend')
    expect(queriesTo(fetchMock, 'GET /feed/batch')).toHaveLength(1)
  })

  it('labels the tabs in Turkish, keeping the fixed title', async () => {
    await i18n.changeLanguage('tr')
    renderHome()
    expect(screen.getByRole('tab', { name: 'Sana Özel' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Takip Edilenler' })).toBeInTheDocument()
    expect(document.title).toBe('Home - Agora')
  })

  it.each(['success', 'already'])(
    'shows the verified=%s message for 5 seconds and cleans the query string',
    async (state) => {
      vi.useFakeTimers()
      const router = renderHome(
        `/home?verified=${state}&message=${encodeURIComponent('Email başarıyla doğrulandı!')}`,
      )
      expect(banner()).toHaveTextContent('Email başarıyla doğrulandı!')
      expect(router.state.location.search).toBe('')
      expect(router.state.historyAction).toBe('REPLACE')

      act(() => vi.advanceTimersByTime(4900))
      expect(screen.getByText('Email başarıyla doğrulandı!')).toBeInTheDocument()
      act(() => vi.advanceTimersByTime(200))
      expect(screen.queryByText('Email başarıyla doğrulandı!')).not.toBeInTheDocument()
    },
  )

  it('lets the banner be dismissed at once', async () => {
    const user = userEvent.setup()
    renderHome('/home?verified=success&message=Verified')
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText('Verified')).not.toBeInTheDocument()
  })

  it('shows no banner without a message or for another state, and still cleans the address', () => {
    const router = renderHome('/home?verified=success')
    expect(banner()).toBeNull()
    expect(router.state.location.search).toBe('')

    const other = renderHome('/home?verified=failed&message=Nope&tab=x')
    expect(screen.queryByText('Nope')).not.toBeInTheDocument()
    expect(other.state.location.search).toBe('?tab=x')
  })
})
