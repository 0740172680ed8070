import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, queriesTo, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makeEvent } from '@/testing/builders/index.ts'
import { SidePanel } from './side-panel.tsx'

const ROUTES = [{ path: '/home', element: <SidePanel /> }]
const popular = (id: number, name: string, members: number) => ({
  id,
  name,
  avatar_url: null,
  members_count: members,
  members,
})

beforeEach(() => localStorage.setItem('access_token', 'tok'))
afterEach(async () => {
  await i18n.changeLanguage('en')
})

describe('the side panel', () => {
  it('holds the search box, trending topics to /search/{#tag} and the next 5 events to their pages', async () => {
    const api = stubApi({
      'GET /feed/hashtags/trending': () => json(200, [{ name: 'finals', count: 1500 }]),
      'GET /universities/upcoming-events': () =>
        json(200, [
          makeEvent({ id: 11, time: '18:30' }),
          makeEvent({ id: 12, title: 'Chess open', time: null }),
          makeEvent({
            id: 13,
            title: 'Robot sumo night',
            parent_type: 'community',
            parent_name: 'Robotik',
            community_id: 8,
            community_name: 'Robotik',
            community_university_name: 'METU',
            university_id: null,
            university_name: null,
          }),
        ]),
    })
    renderApp(ROUTES, { entry: '/home', retry: false })
    const panel = screen.getByRole('complementary', { name: 'Side panel' })
    // The panel's parts are a chunk that follows the screen's.
    expect(await within(panel).findByRole('combobox', { name: 'Search' })).toBeInTheDocument()
    const trending = await within(panel).findByRole('link', { name: /#finals/ })
    expect(trending).toHaveAttribute('href', '/search/%23finals')
    expect(trending).toHaveTextContent('1.5K posts')
    const upcoming = screen.getByRole('region', { name: 'Upcoming events' })
    const first = await within(upcoming).findByRole('link', { name: /Robotics night/ })
    expect(first).toHaveAttribute('href', '/events/11')
    expect(first).toHaveTextContent('Dec 5, 2026 · 18:30 · METU')
    expect(within(upcoming).getByRole('link', { name: /Chess open/ })).toHaveAttribute('href', '/events/12')
    // A community's event names the community and its university.
    expect(within(upcoming).getByRole('link', { name: /Robot sumo night/ })).toHaveTextContent(
      'Dec 5, 2026 · 18:30 · Robotik · METU',
    )
    expect(queriesTo(api, 'GET /universities/upcoming-events')).toEqual([{ limit: '5' }])
  })

  it('searches from its box: the live dropdown, and Enter goes to /search/{term}', async () => {
    const api = stubApi({
      'GET /search/history': () => json(200, []),
      'GET /search/quick/chess': () =>
        json(200, {
          users: [],
          posts: [],
          communities: [
            {
              id: 3,
              name: 'Chess Club',
              avatar_url: null,
              members_count: 120,
              members: 120,
              description: '',
              university_name: 'METU',
            },
          ],
          universities: [],
        }),
      'POST /search/history': () => json(201, { id: 1, term: 'chess', created_at: '2026-01-01T10:00:00Z' }),
    })
    const { router } = renderApp([...ROUTES, { path: '/search/:term', element: <p>results</p> }], {
      entry: '/home',
      retry: false,
    })
    const box = await screen.findByRole('combobox', { name: 'Search' })
    await userEvent.type(box, 'chess')
    expect(await screen.findByRole('option', { name: /Chess Club/ })).toBeInTheDocument()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/chess'))
    expect(callsTo(api, 'POST /search/history')).toEqual([{ term: 'chess' }])
  })

  it('leaves its search box out on Explore and the results, which have their own', () => {
    stubApi({})
    renderApp([{ path: '/search/:term?', element: <SidePanel /> }], { entry: '/search/chess', retry: false })
    const panel = screen.getByRole('complementary', { name: 'Side panel' })
    expect(within(panel).queryByRole('combobox')).not.toBeInTheDocument()
  })

  it('lists the 5 most popular communities, each to its page', async () => {
    const api = stubApi({
      'GET /search/popular/communities': () =>
        json(200, [
          { ...popular(3, 'Chess Club', 120), university_id: 4, university_name: 'METU' },
          { ...popular(8, 'Robotik', 1), university_id: 4, university_name: 'METU' },
          { ...popular(9, 'Robotik', 1500), university_id: 5, university_name: 'Boğaziçi University' },
        ]),
    })
    renderApp(ROUTES, { entry: '/home', retry: false })
    const block = await screen.findByRole('region', { name: 'Popular communities' })
    const chess = await within(block).findByRole('link', { name: /Chess Club/ })
    expect(chess).toHaveAttribute('href', '/communities/3')
    expect(chess).toHaveTextContent('120 members · METU')
    // Two communities of one name tell apart by their universities, in the server's order.
    const robotik = within(block).getAllByRole('link', { name: /Robotik/ })
    expect(robotik.map((link) => link.textContent)).toEqual([
      expect.stringContaining('1 member · METU'),
      expect.stringContaining('1.5K members · Boğaziçi University'),
    ])
    expect(queriesTo(api, 'GET /search/popular/communities')).toEqual([{ limit: '5' }])
  })

  it('says when there is nothing coming up, and when a read fails, in Turkish too', async () => {
    await i18n.changeLanguage('tr')
    stubApi({
      'GET /feed/hashtags/trending': () => json(500, {}),
      'GET /universities/upcoming-events': () => json(200, []),
    })
    renderApp(ROUTES, { entry: '/home', retry: false })
    expect(await screen.findByText('Yaklaşan etkinlik yok')).toBeInTheDocument()
    expect(await screen.findByText('Gündem yüklenemedi')).toBeInTheDocument()
  })
})
