import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { MANAGER_ABILITIES, makeAnnouncement } from '@/testing/builders/index.ts'
import { AnnouncementPage } from './announcement-page.tsx'

/** Issue 17: whom an announcement is for, "I have read this", the counts and the one reminder. */
const ROUTES = [{ path: '/academics/:id', element: <AnnouncementPage /> }]
const FOR_CE = {
  audience: { faculties: [], departments: [{ id: 10, name: 'Bilgisayar' }], years: [2] },
  requires_ack: true,
  deadline: '2027-01-20',
}

beforeEach(() => localStorage.setItem('access_token', 'tok'))
afterEach(async () => {
  await i18n.changeLanguage('en')
})

describe('an announcement that asks for confirmation', () => {
  it('a student it is for sees whom it is for and the deadline, and confirms once', async () => {
    const item = makeAnnouncement({ ...FOR_CE, abilities: { can_acknowledge: true } })
    const api = stubApi({
      'GET /academics/21': () => json(200, item),
      'GET /universities/4/academics/21/comments': () => json(200, []),
      'POST /universities/4/academics/21/acknowledge': () =>
        json(200, {
          ...item,
          acknowledged_at: '2026-12-01T09:00:00Z',
          abilities: { ...item.abilities, can_acknowledge: false },
        }),
    })
    renderApp(ROUTES, { entry: '/academics/21', retry: false })
    const facts = await screen.findByRole('list', { name: 'Who it is for' })
    expect(facts).toHaveTextContent('For: Bilgisayar · year 2')
    expect(facts).toHaveTextContent('Due Jan 20, 2027')
    expect(facts).toHaveTextContent('Confirmation requested')
    const panel = screen.getByRole('region', { name: 'Confirmation' })
    await userEvent.click(within(panel).getByRole('button', { name: 'I have read this' }))
    expect(
      await within(panel).findByText('You confirmed that you read this on Dec 1, 2026.'),
    ).toBeInTheDocument()
    expect(within(panel).queryByRole('button', { name: 'I have read this' })).not.toBeInTheDocument()
    expect(callsTo(api, 'POST /universities/4/academics/21/acknowledge')).toHaveLength(1)
    expect(screen.getByRole('list', { name: 'Who it is for' })).not.toHaveTextContent(
      'Confirmation requested',
    )
  })

  it('a student it is not for reads it without the button', async () => {
    stubApi({
      'GET /academics/21': () => json(200, makeAnnouncement({ ...FOR_CE, is_targeted: false })),
      'GET /universities/4/academics/21/comments': () => json(200, []),
    })
    renderApp(ROUTES, { entry: '/academics/21', retry: false })
    expect(await screen.findByText(/This announcement is for other students/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'I have read this' })).not.toBeInTheDocument()
  })

  it('its manager sees how many confirmed and reminds the others once, in Turkish', async () => {
    await i18n.changeLanguage('tr')
    const item = makeAnnouncement({
      ...FOR_CE,
      is_targeted: false,
      ack_stats: { acknowledged: 1, targeted: 4, reminded_at: null },
      abilities: { ...MANAGER_ABILITIES, can_remind: true },
    })
    const api = stubApi({
      'GET /academics/21': () => json(200, item),
      'GET /universities/4/academics/21/comments': () => json(200, []),
      'POST /universities/4/academics/21/remind': () =>
        json(200, {
          ...item,
          ack_stats: { acknowledged: 1, targeted: 4, reminded_at: '2026-12-02T08:00:00Z' },
          abilities: { ...item.abilities, can_remind: false },
        }),
    })
    renderApp(ROUTES, { entry: '/academics/21', retry: false })
    const panel = await screen.findByRole('region', { name: 'Onay' })
    expect(within(panel).getByText('4 kişiden 1 kişi onayladı')).toBeInTheDocument()
    expect(within(panel).getByRole('progressbar', { name: 'Onaylar' })).toHaveAttribute('aria-valuenow', '1')
    await userEvent.click(within(panel).getByRole('button', { name: 'Onaylamayanlara hatırlat' }))
    expect(await within(panel).findByText(/tarihinde hatırlatma gönderildi/)).toBeInTheDocument()
    expect(within(panel).queryByRole('button', { name: 'Onaylamayanlara hatırlat' })).not.toBeInTheDocument()
    expect(callsTo(api, 'POST /universities/4/academics/21/remind')).toHaveLength(1)
  })
})
