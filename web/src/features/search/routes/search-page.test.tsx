import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import i18n from '@/i18n/index.ts'
import { json, queriesTo, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makeMe, makePerson, makePost } from '@/testing/builders/index.ts'
import { trendingRows } from '../components/trending-list.tsx'
import { SearchPage } from './search-page.tsx'

const ROUTES = [{ path: '/search', element: <SearchPage /> }]
const tag = (name: string, count = 10) => ({ name, count })
const TRENDING = {
  university: { id: 3, name: 'METU', hashtags: [tag('odtu', 1500), tag('bahar')] },
  country: [tag('final'), tag('deprem'), tag('kampus'), tag('burs'), tag('yemek')],
}
const LABELS = { university: (name: string) => `at ${name}`, general: 'general', country: 'country' }

beforeEach(() => localStorage.setItem('access_token', 'tok'))
afterEach(async () => {
  await i18n.changeLanguage('en')
})

describe('Explore’s trending blocks', () => {
  it('tops up the university’s three with site-wide tags, then three more from the country', () => {
    expect(trendingRows(TRENDING, LABELS).map((r) => `${r.tag.name}:${r.label}`)).toEqual([
      'odtu:at METU',
      'bahar:at METU',
      'final:general',
      'deprem:country',
      'kampus:country',
      'burs:country',
    ])
  })

  it('without a university, the first block is the country’s, never showing a tag twice', () => {
    const data = { university: null, country: [tag('a'), tag('b'), tag('c'), tag('d')] }
    expect(trendingRows(data, LABELS).map((r) => `${r.tag.name}:${r.label}`)).toEqual([
      'a:general',
      'b:general',
      'c:general',
      'd:country',
    ])
    const twice = { university: { id: 1, name: 'X', hashtags: [tag('a')] }, country: [tag('a'), tag('b')] }
    expect(trendingRows(twice, LABELS).map((r) => r.tag.name)).toEqual(['a', 'b'])
  })
})

describe('/search (Explore)', () => {
  it('shows the trending hashtags with their labels, each to its hashtag search', async () => {
    stubApi({ 'GET /search/trending': () => json(200, TRENDING) })
    renderApp(ROUTES, { entry: '/search', retry: false })
    expect(screen.getByRole('heading', { level: 1, name: 'Explore' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveValue('')
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'For you',
      'Users',
      'Posts',
      'Communities',
      'Universities',
    ])
    const list = await screen.findByRole('list', { name: 'Trending hashtags' })
    const links = within(list).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual([
      'Trending at METU#odtu1.5K posts',
      'Trending at METU#bahar10 posts',
      'Trending#final10 posts',
      'Trending in Türkiye#deprem10 posts',
      'Trending in Türkiye#kampus10 posts',
      'Trending in Türkiye#burs10 posts',
    ])
    expect(links[0]).toHaveAttribute('href', '/search/%23odtu')
  })

  it('lists the popular people with Follow, posts, communities and universities in their tabs', async () => {
    const api = stubApi({
      'GET /auth/me': () => json(200, makeMe({ id: 1 })),
      'GET /search/trending': () => json(200, { university: null, country: [] }),
      'GET /search/popular/users': () =>
        json(200, [makePerson(1, 'me'), makePerson(2, 'ayse', { full_name: 'Ayşe Yılmaz' })]),
      'GET /search/popular/posts': () => json(200, [makePost({ id: 5, content: 'Most liked this week' })]),
      'GET /search/popular/communities': () =>
        json(200, [{ id: 3, name: 'Chess Club', avatar_url: null, members_count: 120, members: 120 }]),
      'GET /search/popular/universities': () =>
        json(200, [{ id: 8, name: 'Boğaziçi University', avatar_url: null, members: 2300 }]),
    })
    const { router } = renderApp(ROUTES, { entry: '/search', retry: false })
    expect(await screen.findByText('Nothing is trending yet')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('tab', { name: 'Users' }))
    expect(router.state.location.search).toBe('?tab=users')
    const users = await screen.findByRole('list', { name: 'Popular people' })
    expect(within(users).getByRole('link', { name: /Ayşe Yılmaz/ })).toHaveAttribute('href', '/users/2')
    // Follow for others, not for oneself.
    expect(await within(users).findAllByRole('button', { name: 'Follow' })).toHaveLength(1)

    await userEvent.click(screen.getByRole('tab', { name: 'Posts' }))
    expect(await screen.findByText('Most liked this week')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('tab', { name: 'Communities' }))
    const chess = await screen.findByRole('link', { name: /Chess Club/ })
    expect(chess).toHaveAttribute('href', '/communities/3')
    expect(chess).toHaveTextContent('120 members')

    await userEvent.click(screen.getByRole('tab', { name: 'Universities' }))
    const bogazici = await screen.findByRole('link', { name: /Boğaziçi University/ })
    expect(bogazici).toHaveAttribute('href', '/universities/8')
    expect(bogazici).toHaveTextContent('2.3K members')

    expect(queriesTo(api, 'GET /search/popular/users')).toEqual([{ limit: '10' }])
    expect(queriesTo(api, 'GET /search/popular/posts')).toEqual([{ limit: '5' }])
    expect(queriesTo(api, 'GET /search/popular/communities')).toEqual([{ limit: '10' }])
    expect(queriesTo(api, 'GET /search/popular/universities')).toEqual([{ limit: '10' }])
  })

  it('speaks Turkish', async () => {
    await i18n.changeLanguage('tr')
    stubApi({
      'GET /search/trending': () => json(200, TRENDING),
      'GET /search/history': () => json(200, [{ id: 1, term: 'burs', created_at: '2026-01-01T10:00:00Z' }]),
    })
    renderApp(ROUTES, { entry: '/search', retry: false })
    expect(screen.getByRole('heading', { level: 1, name: 'Keşfet' })).toBeInTheDocument()
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Sana özel',
      'Kişiler',
      'Gönderiler',
      'Topluluklar',
      'Üniversiteler',
    ])
    const list = await screen.findByRole('list', { name: 'Gündemdeki etiketler' })
    expect(within(list).getAllByRole('link')[0]).toHaveTextContent('METU gündeminde#odtu1.5K gönderi')
    expect(within(list).getAllByRole('link')[5]).toHaveTextContent('Türkiye’de gündemde#burs10 gönderi')
    await userEvent.click(screen.getByRole('combobox', { name: 'Ara' }))
    expect(await screen.findByRole('listbox', { name: 'Son aramalar' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Tümünü temizle' })).toBeInTheDocument()
  })
})
