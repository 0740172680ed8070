import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import i18n from '@/i18n/index.ts'
import { json, queriesTo, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makePopular, makeUniversity } from '@/testing/builders/index.ts'
import { UniversitiesPage } from './universities-page.tsx'

const ROUTES = [
  { path: '/universities', element: <UniversitiesPage /> },
  { path: '/universities/:id', element: <p>university page</p> },
]

const EMPTY_LISTS = {
  'GET /posts/universities/4/posts': () => json(200, []),
}

beforeEach(() => localStorage.setItem('access_token', 'tok'))
afterEach(async () => {
  await i18n.changeLanguage('en')
})

describe('my university', () => {
  it('names the city once when the location already ends with it', async () => {
    const university = makeUniversity({ location: 'Çankaya, Ankara', city: 'ANKARA ' })
    stubApi({ 'GET /universities/me': () => json(200, university), ...EMPTY_LISTS })
    renderApp(ROUTES, { entry: '/universities', retry: false })
    expect(await screen.findByText('Çankaya, Ankara')).toBeInTheDocument()
  })

  it('shows the banner with the figures shortened, and the Posts tab', async () => {
    const api = stubApi({ 'GET /universities/me': () => json(200, makeUniversity()), ...EMPTY_LISTS })
    renderApp(ROUTES, { entry: '/universities', retry: false })
    expect(await screen.findByRole('heading', { level: 2, name: 'METU' })).toBeInTheDocument()
    expect(screen.getByText('Çankaya, Ankara')).toBeInTheDocument()
    expect(screen.getByText('Founded 1956')).toBeInTheDocument()
    expect(screen.getByText('28.5K students')).toBeInTheDocument()
    expect(screen.getByText('1.2K members')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'metu.edu.tr' })).toHaveAttribute('href', 'https://metu.edu.tr')
    // No avatar: the fallback blue.
    expect(screen.getByTestId('university-gradient').style.backgroundImage).toContain('rgb(29 78 216)')
    expect(screen.getByRole('tab', { name: 'Posts', selected: true })).toBeInTheDocument()
    expect(await screen.findByText('No posts yet')).toBeInTheDocument()
    expect(queriesTo(api, 'GET /posts/universities/4/posts')).toEqual([{ skip: '0', limit: '100' }])
    // A member may post; only administrators may add content.
    expect(screen.getByRole('form', { name: 'Post to the university' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add event or announcement' })).not.toBeInTheDocument()
  })

  it('tells a user without a university to contact an administrator, in both languages', async () => {
    stubApi({ 'GET /universities/me': () => json(404, { detail: 'University not found' }) })
    renderApp(ROUTES, { entry: '/universities', retry: false })
    expect(await screen.findByText('No University Assigned')).toBeInTheDocument()
    expect(screen.getByText('Please contact an administrator.')).toBeInTheDocument()
    await i18n.changeLanguage('tr')
    expect(await screen.findByText('Atanmış Üniversite Yok')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Üniversitem' })).toBeInTheDocument()
  })

  it('shows the server’s reason when the read fails', async () => {
    stubApi({ 'GET /universities/me': () => json(500, { detail: 'Database is down' }) })
    renderApp(ROUTES, { entry: '/universities', retry: false })
    expect(await screen.findByText('Database is down', {}, { timeout: 3000 })).toBeInTheDocument()
  })
})

describe('popular universities', () => {
  it('ranks them, each linking to its page', async () => {
    const api = stubApi({
      'GET /search/popular/universities': () =>
        json(200, [makePopular(4, 'METU', 1_250_000), makePopular(2, 'Boğaziçi', 900)]),
    })
    renderApp(ROUTES, { entry: '/universities?tab=popular', retry: false })
    const list = await screen.findByRole('list', { name: 'Popular' })
    const rows = within(list).getAllByRole('link')
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveAccessibleName(/^1 ?METU ?1\.2M members$/)
    expect(rows[1]).toHaveAccessibleName(/^2 ?Boğaziçi ?900 members$/)
    expect(rows[0]).toHaveAttribute('href', '/universities/4')
    expect(queriesTo(api, 'GET /search/popular/universities')).toEqual([{ limit: '10' }])
  })
})

describe('all universities', () => {
  it('pages 20 at a time from page 1 when the total passes 20, keeping the page in the address', async () => {
    const api = stubApi({
      'GET /universities/': ({ url }) => {
        const skip = Number(url.searchParams.get('skip'))
        const page = Array.from({ length: skip === 0 ? 20 : 5 }, (_, i) =>
          makeUniversity({ id: skip + i + 1, name: `University ${skip + i + 1}` }),
        )
        return new Response(JSON.stringify(page), {
          status: 200,
          headers: { 'content-type': 'application/json', 'x-total-count': '25' },
        })
      },
    })
    const { router } = renderApp(ROUTES, { entry: '/universities?tab=all', retry: false })
    const list = await screen.findByRole('list', { name: 'All' })
    expect(within(list).getAllByRole('link')).toHaveLength(20)
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('University 25')).toBeInTheDocument()
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(router.state.location.search).toBe('?tab=all&page=2')
    expect(queriesTo(api, 'GET /universities/')).toEqual([
      { skip: '0', limit: '20' },
      { skip: '20', limit: '20' },
    ])
  })

  it('shows no pagination when everything fits on one page', async () => {
    stubApi({
      'GET /universities/': () =>
        new Response(JSON.stringify([makeUniversity()]), {
          status: 200,
          headers: { 'content-type': 'application/json', 'x-total-count': '1' },
        }),
    })
    renderApp(ROUTES, { entry: '/universities?tab=all', retry: false })
    await screen.findByRole('list', { name: 'All' })
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument())
  })
})
