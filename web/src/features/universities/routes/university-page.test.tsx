import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, queriesTo, renderApp, stubApi } from '@/testing/app-harness.tsx'
import {
  fileOf,
  MANAGER_ABILITIES,
  makeAnnouncement,
  makeEvent,
  makeMember,
  makePost,
  makeUniversity,
} from '@/testing/builders/index.ts'
import { UniversityPage } from './university-page.tsx'

const ROUTES = [
  { path: '/universities/:id', element: <UniversityPage /> },
  { path: '/universities', element: <p>universities</p> },
]
const ADMIN = { can_add_content: true, can_post: true, can_edit: false, can_manage_structure: false }

beforeEach(() => localStorage.setItem('access_token', 'tok'))
afterEach(async () => {
  await i18n.changeLanguage('en')
})

describe('a university’s page', () => {
  it('has a back button, the banner and the four tabs, each reading its list', async () => {
    const api = stubApi({
      'GET /universities/4': () =>
        json(200, makeUniversity({ abilities: { ...ADMIN, can_add_content: false, can_post: false } })),
      'GET /posts/universities/4/posts': () => json(200, [makePost({ id: 3, content: 'Welcome week!' })]),
      'GET /universities/4/events': () => json(200, [makeEvent()]),
      'GET /universities/4/academics': () => json(200, [makeAnnouncement()]),
      'GET /users/': () =>
        json(200, [makeMember(), makeMember({ id: 8, nickname: 'Elsewhere', university_id: 5 })]),
    })
    const { router } = renderApp(ROUTES, { entry: '/universities/4', retry: false })
    expect(await screen.findByText('Welcome week!')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'METU' })).toBeInTheDocument()
    // Not a member here: no post form.
    expect(screen.queryByRole('form', { name: 'Post to the university' })).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('tab', { name: 'Events' }))
    expect(await screen.findByRole('article', { name: 'Robotics night' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?section=events')
    expect(queriesTo(api, 'GET /universities/4/events')).toEqual([{ skip: '0', limit: '100' }])

    await userEvent.click(screen.getByRole('tab', { name: 'Announcements' }))
    expect(await screen.findByRole('article', { name: 'Exam week schedule' })).toBeInTheDocument()
    expect(queriesTo(api, 'GET /universities/4/academics')).toEqual([{ skip: '0', limit: '100' }])

    await userEvent.click(screen.getByRole('tab', { name: 'Members' }))
    const members = await screen.findByRole('list', { name: 'Members' })
    expect(within(members).getByRole('link', { name: /Ayşe/ })).toHaveAttribute('href', '/users/7')
    expect(within(members).queryByText('Elsewhere')).not.toBeInTheDocument()
    expect(queriesTo(api, 'GET /users/')).toEqual([{ university_id: '4', skip: '0', limit: '100' }])
  })

  it('names the inner tabs Etkinlikler, Duyurular, Üyeler and Fakülteler in Turkish', async () => {
    await i18n.changeLanguage('tr')
    stubApi({
      'GET /universities/4': () => json(200, makeUniversity()),
      'GET /posts/universities/4/posts': () => json(200, []),
    })
    renderApp(ROUTES, { entry: '/universities/4', retry: false })
    await screen.findByRole('heading', { level: 2, name: 'METU' })
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Gönderiler',
      'Etkinlikler',
      'Duyurular',
      'Üyeler',
      'Fakülteler',
    ])
    expect(screen.getByText('1.2K üye')).toBeInTheDocument()
  })

  it('posts to the university with university_id, and reads its posts again', async () => {
    let reads = 0
    const api = stubApi({
      'GET /universities/4': () => json(200, makeUniversity()),
      'GET /posts/universities/4/posts': () =>
        json(200, reads++ === 0 ? [] : [makePost({ id: 9, content: 'Hello METU', university_id: 4 })]),
      'POST /posts/': () => json(201, makePost({ id: 9, content: 'Hello METU', university_id: 4 })),
    })
    renderApp(ROUTES, { entry: '/universities/4', retry: false })
    const form = await screen.findByRole('form', { name: 'Post to the university' })
    await userEvent.type(within(form).getByRole('textbox'), 'Hello METU')
    await userEvent.click(within(form).getByRole('button', { name: 'Post' }))
    expect(await screen.findByText('Hello METU', { selector: 'p *, p' })).toBeInTheDocument()
    const sent = callsTo(api, 'POST /posts/')[0] as FormData
    expect(sent.get('content')).toBe('Hello METU')
    expect(sent.get('university_id')).toBe('4')
    expect(sent.get('published')).toBe('true')
  })

  it('says when the university is not there, with a link to /universities', async () => {
    stubApi({
      'GET /universities/99': () =>
        json(404, { code: 'university_not_found', detail: 'University not found' }),
    })
    renderApp(ROUTES, { entry: '/universities/99', retry: false })
    expect(await screen.findByRole('heading', { name: 'University not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Universities' })).toHaveAttribute('href', '/universities')
  })

  it('shows a failed list with its reason and a retry', async () => {
    stubApi({
      'GET /universities/4': () => json(200, makeUniversity()),
      'GET /posts/universities/4/posts': () => json(500, {}),
    })
    renderApp(ROUTES, { entry: '/universities/4', retry: false })
    expect(await screen.findByText('Failed to fetch posts')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

describe('adding an event or announcement', () => {
  const routes = () => ({
    'GET /universities/4': () => json(200, makeUniversity({ abilities: ADMIN })),
    'GET /posts/universities/4/posts': () => json(200, []),
  })

  it('opens and closes, and requires title, description, date, time and location for an event', async () => {
    const api = stubApi(routes())
    renderApp(ROUTES, { entry: '/universities/4', retry: false })
    await userEvent.click(await screen.findByRole('button', { name: 'Add event or announcement' }))
    const form = screen.getByRole('form', { name: 'Event' })
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }))
    expect(await within(form).findAllByText('This field is required')).toHaveLength(5)
    expect(callsTo(api, 'POST /universities/4/events')).toHaveLength(0)
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('form', { name: 'Event' })).not.toBeInTheDocument()
  })

  it('requires title, content and date for an announcement, in Turkish too', async () => {
    await i18n.changeLanguage('tr')
    stubApi(routes())
    renderApp(ROUTES, { entry: '/universities/4', retry: false })
    await userEvent.click(await screen.findByRole('button', { name: 'Etkinlik veya duyuru ekle' }))
    await userEvent.click(screen.getByRole('radio', { name: 'Duyuru' }))
    const form = screen.getByRole('form', { name: 'Duyuru' })
    expect(within(form).queryByLabelText('Saat')).not.toBeInTheDocument()
    await userEvent.click(within(form).getByRole('button', { name: 'Yayınla' }))
    expect(await within(form).findAllByText('Bu alan zorunludur')).toHaveLength(3)
  })

  it('refuses an oversized banner with the specification’s Turkish message', async () => {
    stubApi(routes())
    renderApp(ROUTES, { entry: '/universities/4', retry: false })
    await userEvent.click(await screen.findByRole('button', { name: 'Add event or announcement' }))
    const form = screen.getByRole('form', { name: 'Event' })
    await userEvent.upload(
      within(form).getByLabelText('Banner image file'),
      fileOf('huge.jpg', 'image/jpeg', 11 * 1024 * 1024),
    )
    expect(within(form).getByRole('alert')).toHaveTextContent('Dosya boyutu çok büyük! Maksimum 10MB olmalı.')
  })

  it('adds an event, uploads its banner to the new id, and shows it on the events tab', async () => {
    const api = stubApi({
      ...routes(),
      'POST /universities/4/events': () => json(201, makeEvent({ id: 77, abilities: MANAGER_ABILITIES })),
      'POST /universities/4/events/77/upload-banner': () =>
        json(200, { banner_url: '/static/uploads/x.png' }),
      'GET /universities/4/events': () => json(200, [makeEvent({ id: 77, title: 'Hackathon' })]),
    })
    renderApp(ROUTES, { entry: '/universities/4', retry: false })
    await userEvent.click(await screen.findByRole('button', { name: 'Add event or announcement' }))
    const form = screen.getByRole('form', { name: 'Event' })
    await userEvent.type(within(form).getByLabelText('Title'), 'Hackathon')
    await userEvent.type(within(form).getByLabelText('Description'), '24 hours of code')
    await userEvent.type(within(form).getByLabelText('Date'), '2026-12-12')
    await userEvent.type(within(form).getByLabelText('Time'), '09:00')
    await userEvent.type(within(form).getByLabelText('Location'), 'Library')
    await userEvent.upload(within(form).getByLabelText('Banner image file'), fileOf('x.png', 'image/png'))
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('Event added')).toBeInTheDocument()
    expect(callsTo(api, 'POST /universities/4/events')[0]).toMatchObject({
      title: 'Hackathon',
      description: '24 hours of code',
      date: '2026-12-12',
      time: '09:00',
      location: 'Library',
    })
    expect(
      ((callsTo(api, 'POST /universities/4/events/77/upload-banner')[0] as FormData).get('file') as File)
        .name,
    ).toBe('x.png')
    expect(await screen.findByRole('article', { name: 'Hackathon' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Events', selected: true })).toBeInTheDocument()
  })

  it('keeps the form with the server’s reason when adding fails', async () => {
    stubApi({
      ...routes(),
      'POST /universities/4/academics': () =>
        json(403, {
          code: 'cannot_add_content',
          detail:
            "Only site administrators and this university's administrators can add events and announcements",
        }),
    })
    renderApp(ROUTES, { entry: '/universities/4', retry: false })
    await userEvent.click(await screen.findByRole('button', { name: 'Add event or announcement' }))
    await userEvent.click(screen.getByRole('radio', { name: 'Announcement' }))
    const form = screen.getByRole('form', { name: 'Announcement' })
    await userEvent.type(within(form).getByLabelText('Title'), 'Exams')
    await userEvent.type(within(form).getByLabelText('Content'), 'Finals')
    await userEvent.type(within(form).getByLabelText('Date'), '2026-12-12')
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }))
    await waitFor(() =>
      expect(within(form).getByText(/can add events and announcements/)).toBeInTheDocument(),
    )
    expect(within(form).getByLabelText('Title')).toHaveValue('Exams')
  })
})
