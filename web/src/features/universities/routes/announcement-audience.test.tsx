import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makeAnnouncement, makeUniversity } from '@/testing/builders/index.ts'
import { UniversityPage } from './university-page.tsx'

/** Issue 17: adding an announcement for chosen faculties, departments and years. */
const ROUTES = [{ path: '/universities/:id', element: <UniversityPage /> }]
const FACULTIES = [
  {
    id: 1,
    name: 'Mühendislik',
    departments: [
      { id: 10, name: 'Bilgisayar' },
      { id: 11, name: 'Elektrik' },
    ],
  },
  { id: 2, name: 'Fen', departments: [{ id: 20, name: 'Fizik' }] },
]

beforeEach(() => localStorage.setItem('access_token', 'tok'))
afterEach(async () => {
  await i18n.changeLanguage('en')
})

function stub() {
  return stubApi({
    'GET /universities/4': () =>
      json(
        200,
        makeUniversity({
          abilities: { can_add_content: true, can_post: true, can_edit: false, can_manage_structure: true },
        }),
      ),
    'GET /posts/universities/4/posts': () => json(200, []),
    'GET /universities/4/academics': () => json(200, []),
    'GET /universities/4/faculties': () => json(200, FACULTIES),
    'POST /universities/4/academics': () => json(201, makeAnnouncement({ id: 31, title: 'Staj formları' })),
  })
}

async function openAnnouncementForm() {
  await userEvent.click(await screen.findByRole('button', { name: /Add event or announcement|Etkinlik/ }))
  await userEvent.click(screen.getByRole('radio', { name: /Announcement|Duyuru/ }))
  return screen.getByRole('form', { name: /Announcement|Duyuru/ })
}

describe('an announcement for chosen people', () => {
  it('goes to one department in year 2, asks for confirmation and has a deadline', async () => {
    const api = stub()
    renderApp(ROUTES, { entry: '/universities/4', retry: false })
    const form = await openAnnouncementForm()
    await userEvent.type(within(form).getByLabelText('Title'), 'Staj formları')
    await userEvent.type(within(form).getByLabelText('Content'), 'Teslim edin')
    await userEvent.type(within(form).getByLabelText('Date'), '2027-01-05')
    const audience = within(form).getByRole('group', { name: 'Who is it for?' })
    expect(within(audience).getByRole('radio', { name: 'The whole university' })).toBeChecked()
    await userEvent.click(
      within(audience).getByRole('radio', { name: 'Chosen faculties, departments and years' }),
    )
    expect(within(audience).getByRole('status')).toHaveTextContent('goes to the whole university')
    await userEvent.click(await within(audience).findByRole('checkbox', { name: 'Bilgisayar' }))
    await userEvent.click(within(audience).getByRole('checkbox', { name: 'Year 2' }))
    expect(within(audience).queryByRole('status')).not.toBeInTheDocument()
    await userEvent.click(within(form).getByRole('checkbox', { name: /Ask students to confirm/ }))
    await userEvent.type(within(form).getByLabelText('Deadline (optional)'), '2027-01-20')
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('Announcement added')).toBeInTheDocument()
    expect(callsTo(api, 'POST /universities/4/academics')[0]).toMatchObject({
      title: 'Staj formları',
      audience_faculty_ids: [],
      audience_department_ids: [10],
      audience_years: [2],
      requires_ack: true,
      deadline: '2027-01-20',
    })
  })

  it('a whole faculty covers its departments; in Turkish', async () => {
    await i18n.changeLanguage('tr')
    const api = stub()
    renderApp(ROUTES, { entry: '/universities/4', retry: false })
    const form = await openAnnouncementForm()
    await userEvent.type(within(form).getByLabelText('Başlık'), 'Fen duyurusu')
    await userEvent.type(within(form).getByLabelText('İçerik'), 'Laboratuvar')
    await userEvent.type(within(form).getByLabelText('Tarih'), '2027-02-01')
    const audience = within(form).getByRole('group', { name: 'Kimin için?' })
    await userEvent.click(
      within(audience).getByRole('radio', { name: 'Seçili fakülteler, bölümler ve sınıflar' }),
    )
    await userEvent.click(await within(audience).findByRole('checkbox', { name: 'Fen (tümü)' }))
    expect(within(audience).getByRole('checkbox', { name: 'Fizik' })).toBeDisabled()
    expect(within(audience).getByRole('checkbox', { name: 'Fizik' })).toBeChecked()
    await userEvent.click(within(form).getByRole('button', { name: /Yayınla/ }))
    await screen.findByText(/Duyuru eklendi/)
    expect(callsTo(api, 'POST /universities/4/academics')[0]).toMatchObject({
      audience_faculty_ids: [2],
      audience_department_ids: [],
      audience_years: [],
      requires_ack: false,
      deadline: null,
    })
  })
})
