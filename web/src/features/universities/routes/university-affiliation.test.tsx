import type { Faculty, UniversityMember } from '@agora/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, queriesTo, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makeUniversity } from '@/testing/builders/index.ts'
import { UniversityPage } from './university-page.tsx'

const ROUTES = [{ path: '/universities/:id', element: <UniversityPage /> }]
const MANAGER = { can_add_content: true, can_post: true, can_edit: false, can_manage_structure: true }
const STUDENT = { can_add_content: false, can_post: true, can_edit: false, can_manage_structure: false }

const faculty = (over: Partial<Faculty> = {}): Faculty => ({
  id: 1,
  university_id: 4,
  name: 'Faculty of Engineering',
  members_count: null,
  departments: [{ id: 11, faculty_id: 1, name: 'Computer Engineering', members_count: null }],
  ...over,
})

const member: UniversityMember = {
  id: 30,
  username: 'zeynep',
  nickname: null,
  full_name: 'Zeynep Kaya',
  avatar_url: null,
  role: 'user',
  affiliation: {
    faculty: { id: 1, name: 'Faculty of Engineering' },
    department: { id: 11, name: 'Computer Engineering' },
    study_year: 2,
    is_alumni: false,
  },
}

beforeEach(() => localStorage.setItem('access_token', 'tok'))
afterEach(async () => {
  await i18n.changeLanguage('en')
})

describe('the Faculties tab', () => {
  it('lists faculties and departments for a student, with no controls to change them', async () => {
    stubApi({
      'GET /universities/4': () => json(200, makeUniversity({ abilities: STUDENT })),
      'GET /universities/4/faculties': () => json(200, [faculty()]),
    })
    renderApp(ROUTES, { entry: '/universities/4?section=faculties', retry: false })
    const list = await screen.findByRole('list', { name: 'Departments of Faculty of Engineering' })
    expect(within(list).getByText('Computer Engineering')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add faculty' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Rename Computer Engineering' })).not.toBeInTheDocument()
  })

  it('lets its administrator add a faculty, and shows a taken name in Turkish', async () => {
    await i18n.changeLanguage('tr')
    let faculties = [faculty({ members_count: 3 })]
    const api = stubApi({
      'GET /universities/4': () => json(200, makeUniversity({ abilities: MANAGER })),
      'GET /universities/4/faculties': () => json(200, faculties),
      'POST /universities/4/faculties': ({ body }) => {
        const name = (body as { name: string }).name
        if (name === 'Faculty of Engineering')
          return json(409, {
            code: 'faculty_exists',
            detail: 'This university already has a faculty with this name',
          })
        const created = faculty({ id: 2, name, members_count: 0, departments: [] })
        faculties = [...faculties, created]
        return json(201, created)
      },
    })
    renderApp(ROUTES, { entry: '/universities/4?section=faculties', retry: false })
    expect(await screen.findByText('3 üye')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Fakülte ekle' }))
    const dialog = await screen.findByRole('dialog', { name: 'Yeni fakülte' })
    await userEvent.type(within(dialog).getByLabelText('Ad'), 'Faculty of Engineering')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }))
    expect(
      await within(dialog).findByText('Bu üniversitede bu adla bir fakülte zaten var'),
    ).toBeInTheDocument()
    await userEvent.clear(within(dialog).getByLabelText('Ad'))
    await userEvent.type(within(dialog).getByLabelText('Ad'), 'Fen Fakültesi')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }))
    expect(await screen.findByRole('heading', { name: 'Fen Fakültesi' })).toBeInTheDocument()
    expect(callsTo(api, 'POST /universities/4/faculties').at(-1)).toEqual({ name: 'Fen Fakültesi' })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})

describe('the members directory', () => {
  it('shows members with their affiliation and filters by department for its administrators', async () => {
    const api = stubApi({
      'GET /universities/4': () => json(200, makeUniversity({ abilities: MANAGER })),
      'GET /universities/4/faculties': () => json(200, [faculty()]),
      'GET /universities/4/members': () =>
        new Response(JSON.stringify([member]), {
          status: 200,
          headers: { 'content-type': 'application/json', 'x-total-count': '1' },
        }),
    })
    renderApp(ROUTES, { entry: '/universities/4?section=users', retry: false })
    expect(
      await screen.findByText('Computer Engineering · Faculty of Engineering · 2nd year'),
    ).toBeInTheDocument()
    expect(screen.getByText('1 member')).toBeInTheDocument()
    await userEvent.selectOptions(screen.getByLabelText('Faculty'), 'Faculty of Engineering')
    await userEvent.selectOptions(screen.getByLabelText('Department'), 'Computer Engineering')
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Alumni')
    await waitFor(() =>
      expect(queriesTo(api, 'GET /universities/4/members').at(-1)).toMatchObject({
        faculty_id: '1',
        department_id: '11',
        alumni: 'true',
        skip: '0',
      }),
    )
    // Students see the plain members list, never this call.
    expect(queriesTo(api, 'GET /users/')).toHaveLength(0)
  })
})
