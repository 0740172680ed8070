import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { MANAGER_ABILITIES, makeAnnouncement, makeEvent, makePost } from '@/testing/builders/index.ts'
import { AnnouncementPage } from './announcement-page.tsx'
import { EventPage } from './event-page.tsx'

const ROUTES = [
  { path: '/events/:id', element: <EventPage /> },
  { path: '/academics/:id', element: <AnnouncementPage /> },
  { path: '/universities/:id', element: <p>university page</p> },
  { path: '/universities', element: <p>universities</p> },
]

beforeEach(() => localStorage.setItem('access_token', 'tok'))
afterEach(async () => {
  vi.restoreAllMocks()
  await i18n.changeLanguage('en')
})

describe('the event page', () => {
  it('shows the banner, organiser, date, 24-hour time, location, description, controls and comments', async () => {
    stubApi({
      'GET /events/11': () => json(200, makeEvent({ banner_url: '/static/uploads/b.png', replies_count: 1 })),
      'GET /universities/4/events/11/comments': () =>
        json(200, [makePost({ id: 50, content: 'Count me in', in_reply_to_id: null })]),
    })
    renderApp(ROUTES, { entry: '/events/11', retry: false })
    expect(await screen.findByRole('heading', { level: 2, name: 'Robotics night' })).toBeInTheDocument()
    const article = screen.getByRole('article', { name: 'Robotics night' })
    expect(article.querySelector('img')).toHaveAttribute('src', '/static/uploads/b.png')
    expect(within(article).getByRole('link', { name: 'METU' })).toHaveAttribute('href', '/universities/4')
    expect(within(article).getByText('Dec 5, 2026')).toBeInTheDocument()
    expect(within(article).getByText('18:30')).toBeInTheDocument()
    expect(within(article).getByText('Hall A')).toBeInTheDocument()
    expect(within(article).getByText('Build a robot with us')).toBeInTheDocument()
    expect(within(article).getByRole('button', { name: 'Attend' })).toBeInTheDocument()
    expect(within(article).getByRole('button', { name: 'Share' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Comments (1 comment)' })).toBeInTheDocument()
    expect(await screen.findByText('Count me in')).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Write a comment' })).toBeInTheDocument()
    expect(document.title).toBe('Robotics night - Agora')
  })

  it('downloads the event as an .ics file to add to a calendar', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'
    const fetchMock = stubApi({
      'GET /events/11': () => json(200, makeEvent()),
      'GET /universities/4/events/11/comments': () => json(200, []),
      'GET /events/11/calendar.ics': () =>
        new Response(ics, { headers: { 'content-type': 'text/calendar' } }),
    })
    const created: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob)
      return 'blob:calendar'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    renderApp(ROUTES, { entry: '/events/11', retry: false })
    await userEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }))
    await waitFor(() => expect(clicked).toHaveBeenCalled())
    expect(callsTo(fetchMock, 'GET /events/11/calendar.ics')).toHaveLength(1)
    expect(await created[0]!.text()).toBe(ics)
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('event-11.ics')
  })

  it('attends, and reads "Cancel Attendance" in Turkish as "Katılımı İptal Et"', async () => {
    await i18n.changeLanguage('tr')
    stubApi({
      'GET /events/11': () => json(200, makeEvent()),
      'GET /universities/4/events/11/comments': () => json(200, []),
      'POST /universities/4/events/11/attend': () => json(200, {}),
    })
    renderApp(ROUTES, { entry: '/events/11', retry: false })
    await userEvent.click(await screen.findByRole('button', { name: 'Katıl' }))
    expect(screen.getByRole('button', { name: 'Katılımı İptal Et' })).toBeInTheDocument()
    expect(screen.getByText('11 katılımcı')).toBeInTheDocument()
    expect(await screen.findByText('Henüz yorum yok')).toBeInTheDocument()
  })

  it('sends a comment with its image as multipart content and image, and reads the comments again', async () => {
    let comments = 0
    const api = stubApi({
      'GET /events/11': () => json(200, makeEvent()),
      'GET /universities/4/events/11/comments': () =>
        json(200, comments++ === 0 ? [] : [makePost({ id: 51, content: 'See you there' })]),
      'POST /universities/4/events/11/comments': () =>
        json(201, makePost({ id: 51, content: 'See you there' })),
    })
    renderApp(ROUTES, { entry: '/events/11', retry: false })
    const form = await screen.findByRole('form', { name: 'Write a comment' })
    const submit = within(form).getByRole('button', { name: 'Comment' })
    expect(submit).toBeDisabled()
    await userEvent.type(within(form).getByRole('textbox'), 'See you there')
    await userEvent.upload(
      within(form).getByLabelText('Add an image', { selector: 'input' }),
      new File(['x'], 'pic.png', { type: 'image/png' }),
    )
    await userEvent.click(submit)
    expect(await screen.findByText('See you there', { selector: 'p *, p' })).toBeInTheDocument()
    const sent = callsTo(api, 'POST /universities/4/events/11/comments')[0] as FormData
    expect(sent.get('content')).toBe('See you there')
    expect((sent.get('image') as File).name).toBe('pic.png')
    expect(within(form).getByRole('textbox')).toHaveValue('')
  })

  it('hides the composer, attend, edit and delete when the abilities say so', async () => {
    stubApi({
      'GET /events/11': () =>
        json(
          200,
          makeEvent({
            abilities: {
              ...MANAGER_ABILITIES,
              can_comment: false,
              can_attend: false,
              can_edit: false,
              can_delete: false,
            },
          }),
        ),
      'GET /universities/4/events/11/comments': () => json(200, []),
    })
    renderApp(ROUTES, { entry: '/events/11', retry: false })
    await screen.findByRole('heading', { level: 2, name: 'Robotics night' })
    expect(screen.queryByRole('form', { name: 'Write a comment' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Attend' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /More options/ })).not.toBeInTheDocument()
  })

  it('says when the event is not there, with a way to the universities', async () => {
    stubApi({ 'GET /events/99': () => json(404, { code: 'event_not_found', detail: 'Event not found' }) })
    renderApp(ROUTES, { entry: '/events/99', retry: false })
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Universities' })).toHaveAttribute('href', '/universities')
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
  })

  it('offers a retry and the universities when the read fails', async () => {
    let calls = 0
    stubApi({
      // The app reads again once by itself (spec 000 section 9) before it shows the failure.
      'GET /events/11': () => (calls++ < 2 ? json(500, {}) : json(200, makeEvent())),
      'GET /universities/4/events/11/comments': () => json(200, []),
    })
    renderApp(ROUTES, { entry: '/events/11', retry: false })
    expect(await screen.findByText('Could not load this event', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Universities' })).toHaveAttribute('href', '/universities')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Robotics night' })).toBeInTheDocument()
  })
})

describe('the announcement page', () => {
  it('shows the university, date, content, the website link and like and save, without attend', async () => {
    const api = stubApi({
      'GET /academics/21': () => json(200, makeAnnouncement()),
      'GET /universities/4/academics/21/comments': () => json(200, []),
      'POST /universities/4/academics/21/save': () => json(200, {}),
    })
    renderApp(ROUTES, { entry: '/academics/21', retry: false })
    const article = await screen.findByRole('article', { name: 'Exam week schedule' })
    expect(within(article).getByRole('link', { name: 'METU' })).toHaveAttribute('href', '/universities/4')
    expect(within(article).getByText('Dec 10, 2026')).toBeInTheDocument()
    expect(within(article).getByText('Finals start on Monday')).toBeInTheDocument()
    expect(
      within(article).getByRole('link', { name: 'More information on the university’s website' }),
    ).toHaveAttribute('href', 'https://metu.edu.tr')
    expect(within(article).queryByRole('button', { name: 'Attend' })).not.toBeInTheDocument()
    expect(within(article).queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument()
    await userEvent.click(within(article).getByRole('button', { name: 'Save' }))
    expect(within(article).getByRole('button', { name: 'Remove from saved' })).toBeInTheDocument()
    await waitFor(() => expect(callsTo(api, 'POST /universities/4/academics/21/save')).toHaveLength(1))
  })

  it('says when the announcement is not there', async () => {
    stubApi({ 'GET /academics/5': () => json(404, { detail: 'Announcement not found' }) })
    renderApp(ROUTES, { entry: '/academics/5', retry: false })
    expect(await screen.findByRole('heading', { name: 'Announcement not found' })).toBeInTheDocument()
  })
})
