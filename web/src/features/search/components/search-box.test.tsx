import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { callsTo, installFakeClock, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import {
  makeCommunityResult,
  makePerson,
  makePost,
  makeUniversityResult,
  results,
} from '@/testing/builders/index.ts'
import { SearchBox } from './search-box.tsx'

const ROUTES = [
  { path: '/home', element: <SearchBox /> },
  { path: '/search/:term', element: <p>results page</p> },
  { path: '/users/:id', element: <p>profile page</p> },
]
const box = () => screen.getByRole('combobox', { name: 'Search' })
const QUICK = results({
  users: [makePerson(2, 'ayse', { full_name: 'Ayşe Yılmaz', matched: 'name' }), makePerson(3, 'aybike')],
  posts: [
    makePost({
      id: 9,
      content: 'Ayran and\nsimit at the library',
      user: { ...makePost().user, nickname: 'Can' },
    }),
  ],
  communities: [makeCommunityResult(4, 'Aydınlık Chess')],
  universities: [makeUniversityResult(5, 'Ayvalık University')],
})
const HISTORY = [
  { id: 11, term: 'finals', created_at: '2026-01-02T10:00:00Z' },
  { id: 10, term: 'robotics', created_at: '2026-01-01T10:00:00Z' },
]

beforeEach(() => localStorage.setItem('access_token', 'tok'))
afterEach(() => vi.useRealTimers())

describe('the search box', () => {
  it('asks 300 ms after the last key and shows people, posts, communities and universities', async () => {
    installFakeClock()
    const api = stubApi({
      'GET /search/history': () => json(200, []),
      'GET /search/quick/ay': () => json(200, QUICK),
    })
    renderApp(ROUTES, { entry: '/home', retry: false })
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    await user.type(box(), 'ay')
    act(() => vi.advanceTimersByTime(299))
    expect(callsTo(api, 'GET /search/quick/ay')).toHaveLength(0)
    act(() => vi.advanceTimersByTime(1))
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' })
    expect(await within(list).findByRole('group', { name: 'People' })).toBeInTheDocument()
    expect(callsTo(api, 'GET /search/quick/ay')).toHaveLength(1)
    const people = within(list).getByRole('group', { name: 'People' })
    const ayse = within(people).getByRole('option', { name: /Ayşe Yılmaz/ })
    expect(ayse).toHaveTextContent('@ayse')
    expect(ayse).toHaveTextContent('Matches the name')
    // Found by the username: no line says so.
    expect(within(people).getByRole('option', { name: /aybike/ })).not.toHaveTextContent('Matches')
    const post = within(within(list).getByRole('group', { name: 'Posts' })).getByRole('option')
    expect(post).toHaveTextContent('Post by Can')
    expect(post).toHaveTextContent('Ayran and simit at the library')
    expect(within(list).getByRole('group', { name: 'Communities' })).toHaveTextContent('Aydınlık Chess')
    expect(within(list).getByRole('group', { name: 'Universities' })).toHaveTextContent(
      'Ayvalık UniversityAnkara · 1.5K members',
    )
    expect(within(list).getByRole('option', { name: 'Search for “ay”' })).toBeInTheDocument()
  })

  it('goes to /search/{term} with the trimmed term on Enter and remembers it', async () => {
    const api = stubApi({
      'GET /search/history': () => json(200, []),
      'GET /search/quick/final%20exams': () => json(200, results()),
      'POST /search/history': ({ body }) =>
        json(201, { id: 1, term: (body as { term: string }).term, created_at: '2026-01-03T10:00:00Z' }),
    })
    const { router } = renderApp(ROUTES, { entry: '/home', retry: false })
    await userEvent.type(box(), '  final exams  {Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/final%20exams'))
    await waitFor(() => expect(callsTo(api, 'POST /search/history')).toEqual([{ term: 'final exams' }]))
  })

  it('does nothing on Enter with an empty term', async () => {
    const api = stubApi({ 'GET /search/history': () => json(200, []) })
    const { router } = renderApp(ROUTES, { entry: '/home', retry: false })
    await userEvent.type(box(), '   {Enter}')
    expect(router.state.location.pathname).toBe('/home')
    expect(callsTo(api, 'POST /search/history')).toHaveLength(0)
  })

  it('walks the options with the arrow keys and opens the active person with Enter', async () => {
    const api = stubApi({
      'GET /search/history': () => json(200, []),
      'GET /search/quick/ay': () => json(200, QUICK),
      'POST /search/history': () => json(201, { id: 1, term: 'ay', created_at: '2026-01-03T10:00:00Z' }),
    })
    const { router } = renderApp(ROUTES, { entry: '/home', retry: false })
    await userEvent.type(box(), 'ay')
    const ayse = await screen.findByRole('option', { name: /Ayşe Yılmaz/ })
    await userEvent.keyboard('{ArrowDown}')
    expect(screen.getByRole('option', { name: 'Search for “ay”' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowDown}')
    expect(box()).toHaveAttribute('aria-activedescendant', ayse.id)
    expect(ayse).toHaveAttribute('aria-selected', 'true')
    // Up from the first option wraps to the last; down again comes back.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}')
    expect(screen.getByRole('option', { name: /Ayvalık University/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/2'))
    await waitFor(() => expect(callsTo(api, 'POST /search/history')).toEqual([{ term: 'ay' }]))
  })

  it('closes on Escape and opens again on the arrow keys', async () => {
    stubApi({ 'GET /search/history': () => json(200, []), 'GET /search/quick/ay': () => json(200, QUICK) })
    renderApp(ROUTES, { entry: '/home', retry: false })
    await userEvent.type(box(), 'ay')
    await screen.findByRole('option', { name: /Ayşe Yılmaz/ })
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(box()).toHaveAttribute('aria-expanded', 'false')
    await userEvent.keyboard('{ArrowDown}')
    expect(await screen.findByRole('option', { name: /Ayşe Yılmaz/ })).toBeInTheDocument()
  })

  it('shows the recent searches when empty: one opens, one is removed, then all are cleared after a confirmation', async () => {
    let history = [...HISTORY]
    const api = stubApi({
      'GET /search/history': () => json(200, history),
      'DELETE /search/history/11': () => {
        history = history.filter((e) => e.id !== 11)
        return new Response(null, { status: 204 })
      },
      'DELETE /search/history': () => {
        history = []
        return new Response(null, { status: 204 })
      },
    })
    renderApp(ROUTES, { entry: '/home', retry: false })
    await userEvent.click(box())
    const recent = await screen.findByRole('listbox', { name: 'Recent searches' })
    expect(
      within(recent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['finals', 'robotics'])
    await userEvent.click(
      within(recent).getByRole('button', { name: 'Remove “finals” from recent searches' }),
    )
    await waitFor(() => expect(within(recent).getAllByRole('option')).toHaveLength(1))
    expect(callsTo(api, 'DELETE /search/history/11')).toHaveLength(1)
    // Focus stayed in the box: the list is still open.
    expect(box()).toHaveFocus()

    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }))
    const dialog = await screen.findByRole('dialog', { name: 'Clear all recent searches?' })
    expect(callsTo(api, 'DELETE /search/history')).toHaveLength(0)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }))
    await waitFor(() => expect(callsTo(api, 'DELETE /search/history')).toHaveLength(1))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await userEvent.click(box())
    expect(
      await screen.findByText('Try searching for people, posts, communities or universities.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('option')).not.toBeInTheDocument()
  })

  it('opens a recent search with the keyboard and removes one with Delete', async () => {
    let history = [...HISTORY]
    const api = stubApi({
      'GET /search/history': () => json(200, history),
      'DELETE /search/history/10': () => {
        history = history.filter((e) => e.id !== 10)
        return new Response(null, { status: 204 })
      },
      'POST /search/history': () => json(201, HISTORY[0]),
      'GET /search/quick/finals': () => json(200, results()),
    })
    const { router } = renderApp(ROUTES, { entry: '/home', retry: false })
    await userEvent.click(box())
    await screen.findByRole('option', { name: /robotics/ })
    await userEvent.keyboard('{ArrowUp}')
    expect(screen.getByRole('option', { name: /robotics/ })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{Delete}')
    await waitFor(() => expect(screen.queryByRole('option', { name: /robotics/ })).not.toBeInTheDocument())
    expect(callsTo(api, 'DELETE /search/history/10')).toHaveLength(1)
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/finals'))
    expect(callsTo(api, 'POST /search/history')).toEqual([{ term: 'finals' }])
  })

  it('keeps the recent searches and says so when clearing them fails', async () => {
    stubApi({
      'GET /search/history': () => json(200, HISTORY),
      'DELETE /search/history': () => json(500, { detail: 'boom', code: 'internal_error' }),
    })
    renderApp(ROUTES, { entry: '/home', retry: false })
    await userEvent.click(box())
    await userEvent.click(await screen.findByRole('button', { name: 'Clear all' }))
    const dialog = await screen.findByRole('dialog', { name: 'Clear all recent searches?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }))
    expect(await screen.findByText('Error clearing search history')).toBeInTheDocument()
    await userEvent.click(box())
    expect(await screen.findAllByRole('option')).toHaveLength(2)
  })

  it('reads a 404 as nothing found, and shows the server’s message or Search failed otherwise', async () => {
    stubApi({
      'GET /search/history': () => json(200, []),
      'GET /search/quick/zzz': () => json(404, { detail: 'Not Found' }),
      'GET /search/quick/slow': () => json(429, { detail: 'Too many searches, wait a minute' }),
      'GET /search/quick/oops': () => new Response(null, { status: 500 }),
    })
    renderApp(ROUTES, { entry: '/home', retry: false })
    await userEvent.type(box(), 'zzz')
    expect(await screen.findByText('No results for “zzz”')).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Search for “zzz”' })).toBeInTheDocument()
    await userEvent.clear(box())
    await userEvent.type(box(), 'slow')
    expect(await screen.findByText('Too many searches, wait a minute')).toBeInTheDocument()
    await userEvent.clear(box())
    await userEvent.type(box(), 'oops')
    expect(await screen.findByText('Search failed')).toBeInTheDocument()
  })
})
