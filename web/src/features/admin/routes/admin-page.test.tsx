import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makeMe } from '@/testing/builders/index.ts'
import { AdminPage } from './admin-page.tsx'

const ROUTES = [{ path: '/admin', element: <AdminPage /> }]
const APPLICATION = {
  id: 5,
  university_id: 4,
  university_name: 'METU',
  community_name: 'Robotik',
  manager_name: 'Ayşe',
  manager_email: 'ayse@metu.edu.tr',
  manager_phone: '+90 555',
  status: 'pending',
  applicant: { id: 9, username: 'ayse', avatar_url: null },
  reason: null,
  community_id: null,
  created_at: '2026-11-20T10:00:00Z',
  decided_at: null,
}

beforeEach(() => localStorage.setItem('access_token', 'tok'))

describe('/admin', () => {
  it('is not found for anyone but a site admin', async () => {
    stubApi({ 'GET /auth/me': () => json(200, makeMe({ role: 'UniAdmin' })) })
    renderApp(ROUTES, { entry: '/admin', retry: false })
    expect(await screen.findByText('Page not found')).toBeInTheDocument()
    expect(screen.queryByRole('tab')).not.toBeInTheDocument()
  })

  it('approves an application, and rejects one with a reason', async () => {
    const api = stubApi({
      'GET /auth/me': () => json(200, makeMe({ role: 'admin' })),
      'GET /admin/community-requests': () =>
        json(200, [APPLICATION, { ...APPLICATION, id: 6, community_name: 'Kayak' }]),
      'POST /admin/community-requests/5/approve': () => json(200, { id: 30 }),
      'POST /admin/community-requests/6/reject': () =>
        json(200, { ...APPLICATION, id: 6, status: 'rejected' }),
    })
    renderApp(ROUTES, { entry: '/admin', retry: false })
    const robotik = await screen.findByRole('article', { name: 'Robotik' })
    expect(within(robotik).getByText('METU · by @ayse')).toBeInTheDocument()
    await userEvent.click(within(robotik).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(callsTo(api, 'POST /admin/community-requests/5/approve')).toHaveLength(1))
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Kayak' })).getByRole('button', { name: 'Reject' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Reject application' })
    const confirm = within(dialog).getByRole('button', { name: 'Reject application' })
    expect(confirm).toBeDisabled()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason for rejecting' }), 'Duplicate')
    await userEvent.click(confirm)
    await waitFor(() =>
      expect(callsTo(api, 'POST /admin/community-requests/6/reject')).toEqual([{ reason: 'Duplicate' }]),
    )
  })

  it('creates a university with its domains', async () => {
    const api = stubApi({
      'GET /auth/me': () => json(200, makeMe({ role: 'admin' })),
      'GET /admin/community-requests': () => json(200, []),
      'GET /universities/': () => json(200, []),
      'POST /universities/': () => json(201, { id: 8 }),
    })
    renderApp(ROUTES, { entry: '/admin?tab=universities', retry: false })
    await userEvent.click(await screen.findByRole('button', { name: 'Add university' }))
    const form = screen.getByRole('form', { name: 'Add university' })
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Bilkent')
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Email domains (comma separated)' }),
      'bilkent.edu.tr, ug.bilkent.edu.tr',
    )
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(callsTo(api, 'POST /universities/')[0]).toMatchObject({
        name: 'Bilkent',
        domains: ['bilkent.edu.tr', 'ug.bilkent.edu.tr'],
      }),
    )
  })
})
