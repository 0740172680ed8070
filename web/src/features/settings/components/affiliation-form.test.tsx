import type { Faculty } from '@agora/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makeMyAccount } from '@/testing/builders/index.ts'
import { SettingsPage } from '../routes/settings-page.tsx'

const ROUTES = [{ path: '/settings', element: <SettingsPage /> }]

const ME = makeMyAccount({
  id: 3,
  username: 'deniz',
  email: 'deniz@metu.edu.tr',
  university_id: 12,
  university_name: 'METU',
  university_verified: true,
})

const FACULTIES: Faculty[] = [
  {
    id: 1,
    university_id: 12,
    name: 'Faculty of Engineering',
    members_count: null,
    departments: [{ id: 11, faculty_id: 1, name: 'Computer Engineering', members_count: null }],
  },
  {
    id: 2,
    university_id: 12,
    name: 'Fen Fakültesi',
    members_count: null,
    departments: [{ id: 21, faculty_id: 2, name: 'Fizik', members_count: null }],
  },
]

beforeEach(() => localStorage.setItem('access_token', 'tok'))
afterEach(async () => {
  await i18n.changeLanguage('en')
})

describe('Settings > Account info: faculty, department, year and alumni', () => {
  it('offers the chosen faculty’s departments and saves the four fields', async () => {
    const api = stubApi({
      'GET /users/me': () => json(200, ME),
      'GET /universities/12/faculties': () => json(200, FACULTIES),
      'PUT /users/me/profile': () => json(200, ME),
    })
    renderApp(ROUTES, { entry: '/settings?section=account', retry: false })
    const faculty = await screen.findByLabelText('Faculty')
    await waitFor(() => expect(faculty).toBeEnabled())
    expect(screen.getByLabelText('Department')).toBeDisabled()
    await userEvent.selectOptions(faculty, 'Fen Fakültesi')
    const department = screen.getByLabelText('Department')
    expect([...department.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'No department chosen',
      'Fizik',
    ])
    await userEvent.selectOptions(department, 'Fizik')
    await userEvent.selectOptions(screen.getByLabelText('Year of study'), '3rd year')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(callsTo(api, 'PUT /users/me/profile')).toEqual([
        { faculty_id: 2, department_id: 21, study_year: 3, is_alumni: false },
      ]),
    )
  })

  it('graduating (Mezunum) turns the year off and sends none, in Turkish', async () => {
    await i18n.changeLanguage('tr')
    const api = stubApi({
      'GET /users/me': () => json(200, { ...ME, affiliation: { ...ME.affiliation, study_year: 4 } }),
      'GET /universities/12/faculties': () => json(200, FACULTIES),
      'PUT /users/me/profile': () =>
        json(422, {
          code: 'validation_failed',
          detail: [
            { loc: ['body', 'faculty_id'], msg: 'x', type: 'value_error', code: 'faculty_not_in_university' },
          ],
        }),
    })
    renderApp(ROUTES, { entry: '/settings?section=account', retry: false })
    expect(await screen.findByLabelText('Sınıf')).toHaveValue('4')
    await userEvent.click(screen.getByRole('switch', { name: 'Mezunum' }))
    expect(screen.getByLabelText('Sınıf')).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }))
    expect(await screen.findByText('Bu fakülte üniversitene ait değil')).toBeInTheDocument()
    expect(callsTo(api, 'PUT /users/me/profile')).toEqual([
      { faculty_id: null, department_id: null, study_year: null, is_alumni: true },
    ])
  })
})
