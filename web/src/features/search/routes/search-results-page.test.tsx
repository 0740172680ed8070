import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { json, queriesTo, renderApp, type StubRequest, stubApi } from '@/testing/app-harness.tsx'
import {
  makeCommunityResult,
  makeMe,
  makePerson,
  makePost,
  makeUniversityResult,
  results,
} from '@/testing/builders/index.ts'
import { SearchResultsPage } from './search-results-page.tsx'

const ROUTES = [
  { path: '/search', element: <p>explore page</p> },
  { path: '/search/:term', element: <SearchResultsPage /> },
]
const people = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => makePerson(from + i, `student${from + i}`))
const posts = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => makePost({ id: from + i, content: `kampüs post ${from + i}` }))

/** GET /search/detailed/kampus: the overview without a type, else a page of the group asked for. */
function detailed({ url }: StubRequest) {
  const skip = Number(url.searchParams.get('skip'))
  switch (url.searchParams.get('type')) {
    case 'users':
      return json(200, results({ users: skip === 0 ? people(1, 20) : people(21, 3) }))
    case 'posts':
      return json(200, results({ posts: skip === 0 ? posts(1, 20) : posts(21, 2) }))
    case 'hashtags':
      return json(200, results({ hashtags: [{ name: 'kampus', count: 42 }] }))
    default:
      return json(
        200,
        results({
          users: people(1, 5),
          posts: posts(1, 2),
          communities: [makeCommunityResult(4, 'Kampüs Radyo')],
          universities: [makeUniversityResult(5, 'Kampüs Üniversitesi')],
          hashtags: [{ name: 'kampus', count: 42 }],
        }),
      )
  }
}

beforeEach(() => localStorage.setItem('access_token', 'tok'))

describe('/search/{term}', () => {
  it('is titled with the term, holds it in the box, and For you shows a few of each group', async () => {
    const api = stubApi({
      'GET /auth/me': () => json(200, makeMe()),
      'GET /search/detailed/kampus': detailed,
    })
    renderApp(ROUTES, { entry: '/search/kampus', retry: false })
    expect(screen.getByRole('heading', { level: 1, name: 'kampus' })).toBeInTheDocument()
    expect(document.title).toBe('kampus - Agora')
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveValue('kampus')
    expect(screen.getByRole('tab', { name: 'For you' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'For you',
      'Users',
      'Posts',
      'Communities',
      'Universities',
      'Hashtags',
    ])
    const peopleSection = await screen.findByRole('region', { name: 'People' })
    expect(within(peopleSection).getAllByRole('link')).toHaveLength(3)
    expect(within(peopleSection).getByRole('link', { name: /student1/ })).toHaveAttribute('href', '/users/1')
    expect(screen.getByRole('region', { name: 'Hashtags' })).toHaveTextContent('#kampus42 posts')
    expect(within(screen.getByRole('region', { name: 'Communities' })).getByRole('link')).toHaveAttribute(
      'href',
      '/communities/4',
    )
    expect(within(screen.getByRole('region', { name: 'Universities' })).getByRole('link')).toHaveAttribute(
      'href',
      '/universities/5',
    )
    expect(screen.getByText('kampüs post 2')).toBeInTheDocument()
    // Only People holds more than it shows.
    expect(screen.getAllByRole('button', { name: /^Show all/ })).toHaveLength(1)
    expect(queriesTo(api, 'GET /search/detailed/kampus')).toEqual([{ skip: '0', limit: '20' }])
  })

  it('Show all moves to the tab, which pages on with type and skip as it scrolls', async () => {
    const api = stubApi({
      'GET /auth/me': () => json(200, makeMe()),
      'GET /search/detailed/kampus': detailed,
    })
    const { router } = renderApp(ROUTES, { entry: '/search/kampus', retry: false })
    await userEvent.click(await screen.findByRole('button', { name: 'Show all: People' }))
    expect(router.state.location.search).toBe('?tab=users')
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true')
    // happy-dom lays nothing out, so the list's end is in view at once and the next page follows.
    expect(await screen.findByRole('link', { name: /student23/ })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Follow' }).length).toBeGreaterThan(0)
    expect(await screen.findByText('That’s everything')).toBeInTheDocument()
    expect(queriesTo(api, 'GET /search/detailed/kampus').slice(1)).toEqual([
      { skip: '0', limit: '20', type: 'users' },
      { skip: '20', limit: '20', type: 'users' },
    ])
  })

  it('the posts tab shows post cards, 20 at a time', async () => {
    const api = stubApi({ 'GET /search/detailed/kampus': detailed })
    renderApp(ROUTES, { entry: '/search/kampus?tab=posts', retry: false })
    expect(await screen.findByText('kampüs post 22')).toBeInTheDocument()
    expect(queriesTo(api, 'GET /search/detailed/kampus')).toEqual([
      { skip: '0', limit: '20', type: 'posts' },
      { skip: '20', limit: '20', type: 'posts' },
    ])
  })

  it('the hashtags tab links each tag to its search', async () => {
    stubApi({ 'GET /search/detailed/kampus': detailed })
    renderApp(ROUTES, { entry: '/search/kampus?tab=hashtags', retry: false })
    expect(await screen.findByRole('link', { name: /#kampus/ })).toHaveAttribute('href', '/search/%23kampus')
  })

  it('says when nothing is found, a 404 included', async () => {
    stubApi({
      'GET /search/detailed/zzz': () => json(200, results()),
      'GET /search/detailed/yyy': () => json(404, { detail: 'Not Found' }),
    })
    const { router } = renderApp(ROUTES, { entry: '/search/zzz', retry: false })
    expect(await screen.findByText('No results for “zzz”')).toBeInTheDocument()
    await router.navigate('/search/yyy?tab=communities')
    expect(await screen.findByText('No results for “yyy”')).toBeInTheDocument()
  })

  it('shows the server’s message, or Search failed, with a retry', async () => {
    let fail = true
    stubApi({
      // A code the app knows is read in the reader's language; the rest in the server's words.
      'GET /search/detailed/slow': () => json(429, { detail: 'Slow down', code: 'rate_limited' }),
      'GET /search/detailed/oops': () =>
        fail
          ? new Response(null, { status: 500 })
          : json(200, results({ hashtags: [{ name: 'ok', count: 1 }] })),
    })
    const { router } = renderApp(ROUTES, { entry: '/search/slow', retry: false })
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try again later')
    await router.navigate('/search/oops')
    expect(await screen.findByText('Search failed')).toBeInTheDocument()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: /#ok/ })).toBeInTheDocument()
  })

  it('an empty term shows the hint to start typing, and the back button goes to Explore', async () => {
    stubApi({})
    const { router } = renderApp(ROUTES, { entry: '/search/%20%20', retry: false })
    expect(screen.getByText('Start typing to search')).toBeInTheDocument()
    expect(screen.queryByRole('tab')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Back to Explore' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'))
  })
})

describe('/search/{term}?tab=users: faculty, department and year filters (issue 17)', () => {
  const faculties = [
    {
      id: 1,
      university_id: 12,
      name: 'Faculty of Engineering',
      members_count: null,
      departments: [{ id: 11, faculty_id: 1, name: 'Computer Engineering', members_count: null }],
    },
  ]

  it('asks for people of the chosen faculty, department and year when the viewer has a university', async () => {
    const api = stubApi({
      'GET /auth/me': () => json(200, makeMe({ university_id: 12 })),
      'GET /universities/12/faculties': () => json(200, faculties),
      'GET /search/detailed/kampus': detailed,
    })
    renderApp(ROUTES, { entry: '/search/kampus?tab=users', retry: false })
    await userEvent.selectOptions(await screen.findByLabelText('Faculty'), 'Faculty of Engineering')
    await userEvent.selectOptions(screen.getByLabelText('Department'), 'Computer Engineering')
    await userEvent.selectOptions(screen.getByLabelText('Year of study'), '3rd year')
    await waitFor(() =>
      expect(queriesTo(api, 'GET /search/detailed/kampus')).toContainEqual({
        skip: '0',
        limit: '20',
        type: 'users',
        faculty_id: '1',
        department_id: '11',
        study_year: '3',
      }),
    )
  })

  it('shows no filters to a viewer without a university', async () => {
    stubApi({
      'GET /auth/me': () => json(200, makeMe({ university_id: null })),
      'GET /search/detailed/kampus': detailed,
    })
    renderApp(ROUTES, { entry: '/search/kampus?tab=users', retry: false })
    expect((await screen.findAllByRole('link', { name: /student1/ })).length).toBeGreaterThan(0)
    expect(screen.queryByLabelText('Faculty')).not.toBeInTheDocument()
  })
})
