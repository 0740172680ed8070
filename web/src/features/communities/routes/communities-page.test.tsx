import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, queriesTo, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makeCommunity } from '@/testing/builders/index.ts'
import { CommunitiesPage } from './communities-page.tsx'

const ROUTES = [
  { path: '/communities', element: <CommunitiesPage /> },
  { path: '/communities/:id', element: <p>community page</p> },
]

beforeEach(() => localStorage.setItem('access_token', 'tok'))
afterEach(async () => {
  await i18n.changeLanguage('en')
})

describe('/communities', () => {
  it('shows the popular tab: cards with badge, member avatars, count, and Join or a disabled Pending', async () => {
    const api = stubApi({
      'GET /communities/': () =>
        json(200, [
          makeCommunity(),
          makeCommunity({
            id: 5,
            name: 'Robotik',
            description: '',
            user_role: 'ComMod',
            members_count: 1,
            university_name: 'Boğaziçi University',
          }),
          makeCommunity({ id: 6, name: 'Go Club' }),
        ]),
      'GET /communities/3/invitations/status': () => json(200, { status: 'none' }),
      'GET /communities/5/invitations/status': () => json(200, { status: 'pending' }),
      'GET /communities/6/invitations/status': () => json(500, { detail: 'down' }),
    })
    renderApp(ROUTES, { entry: '/communities', retry: false })
    const chess = await screen.findByRole('article', { name: 'Chess Club' })
    expect(within(chess).getByRole('link', { name: 'Chess Club' })).toHaveAttribute('href', '/communities/3')
    // Each card names its university: several may have a community of the same name.
    expect(within(chess).getByText('12 members · METU')).toBeInTheDocument()
    expect(await within(chess).findByRole('button', { name: 'Join' })).toBeEnabled()
    const robotik = screen.getByRole('article', { name: 'Robotik' })
    expect(within(robotik).getByText('No description yet')).toBeInTheDocument()
    expect(within(robotik).getByText('1 member · Boğaziçi University')).toBeInTheDocument()
    expect(within(robotik).getByText('Your Community')).toHaveAttribute('title', 'Community Moderator')
    expect(await within(robotik).findByRole('button', { name: 'Pending' })).toBeDisabled()
    // A failed status check falls back to none.
    expect(
      await within(screen.getByRole('article', { name: 'Go Club' })).findByRole('button', { name: 'Join' }),
    ).toBeInTheDocument()
    expect(queriesTo(api, 'GET /communities/')[0]).toMatchObject({ tab: 'popular' })
    expect(screen.getByRole('tab', { name: 'Popular', selected: true })).toBeInTheDocument()
  })

  it('joins: Pending at once; a member answer removes the mark and reloads; an error removes it too', async () => {
    let joins = 0
    const api = stubApi({
      'GET /communities/': () => json(200, [makeCommunity(), makeCommunity({ id: 7, name: 'Debate' })]),
      'GET /communities/3/invitations/status': () => json(200, { status: 'none' }),
      'GET /communities/7/invitations/status': () => json(200, { status: 'none' }),
      'POST /communities/3/join': () => json(200, { status: 'pending' }),
      'POST /communities/7/join': () => {
        joins += 1
        return json(403, { detail: 'You cannot join this community', code: 'banned_from_community' })
      },
    })
    renderApp(ROUTES, { entry: '/communities', retry: false })
    const chess = await screen.findByRole('article', { name: 'Chess Club' })
    await userEvent.click(await within(chess).findByRole('button', { name: 'Join' }))
    expect(await within(chess).findByRole('button', { name: 'Pending' })).toBeDisabled()
    expect(callsTo(api, 'POST /communities/3/join')).toHaveLength(1)

    const debate = screen.getByRole('article', { name: 'Debate' })
    await userEvent.click(await within(debate).findByRole('button', { name: 'Join' }))
    expect(await screen.findByText('You cannot join this community')).toBeInTheDocument()
    expect(await within(debate).findByRole('button', { name: 'Join' })).toBeInTheDocument()
    expect(joins).toBe(1)
  })

  it('filters by name on the server, and switches tabs through the address', async () => {
    const api = stubApi({
      'GET /communities/': () => json(200, []),
    })
    renderApp(ROUTES, { entry: '/communities?tab=mine', retry: false })
    expect(await screen.findByText('You have not joined a community yet')).toBeInTheDocument()
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search communities' }), 'ışık')
    await waitFor(() =>
      expect(queriesTo(api, 'GET /communities/').at(-1)).toMatchObject({ tab: 'mine', search: 'ışık' }),
    )
    expect(await screen.findByText('No community matches “ışık”')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: 'University' }))
    await waitFor(() =>
      expect(queriesTo(api, 'GET /communities/').at(-1)).toMatchObject({ tab: 'university' }),
    )
  })

  it('reads in Turkish', async () => {
    stubApi({
      'GET /communities/': () => json(200, [makeCommunity({ user_role: 'admin' })]),
      'GET /communities/3/invitations/status': () => json(200, { status: 'none' }),
    })
    await i18n.changeLanguage('tr')
    renderApp(ROUTES, { entry: '/communities', retry: false })
    const card = await screen.findByRole('article', { name: 'Chess Club' })
    expect(within(card).getByText('Site Yöneticisi')).toBeInTheDocument()
    expect(within(card).getByText('12 üye · METU')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Topluluklarım' })).toBeInTheDocument()
  })
})

describe('the application wizard', () => {
  it('walks six steps, Continue only when the step is valid, and submits the application', async () => {
    const api = stubApi({
      'GET /communities/': () => json(200, []),
      'GET /universities/': () => json(200, [{ id: 4, name: 'METU' }]),
      'POST /admin/community-requests': () => json(201, { id: 1, status: 'pending' }),
    })
    renderApp(ROUTES, { entry: '/communities', retry: false })
    await userEvent.click(await screen.findByRole('button', { name: 'Can’t find your community?' }))
    const dialog = await screen.findByRole('dialog', { name: 'Apply for a community' })
    const next = () => within(dialog).getByRole('button', { name: 'Continue' })
    expect(within(dialog).getByText('Step 1 of 6')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled()
    await userEvent.click(next())
    expect(next()).toBeDisabled()
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'University' }), 'met')
    await userEvent.click(await within(dialog).findByRole('button', { name: 'METU' }))
    await userEvent.click(next())
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Community name' }), '   ')
    expect(next()).toBeDisabled()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Community name' }), 'Robotik')
    await userEvent.click(next())
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    expect(within(dialog).getByRole('textbox', { name: 'Community name' })).toHaveValue('   Robotik')
    await userEvent.click(next())
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Manager name' }), 'Ayşe')
    await userEvent.click(next())
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Manager email' }), 'ayse@metu.edu.tr')
    expect(next()).toBeDisabled()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Manager phone' }), '+90 555 000 00 00')
    await userEvent.click(next())
    expect(within(dialog).getByText('Step 6 of 6')).toBeInTheDocument()
    expect(within(dialog).getByText('Robotik')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }))
    await waitFor(() =>
      expect(callsTo(api, 'POST /admin/community-requests')).toEqual([
        {
          university_id: 4,
          community_name: 'Robotik',
          manager_name: 'Ayşe',
          manager_email: 'ayse@metu.edu.tr',
          manager_phone: '+90 555 000 00 00',
        },
      ]),
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('closes even when the submission fails', async () => {
    stubApi({
      'GET /communities/': () => json(200, []),
      'GET /universities/': () => json(200, [{ id: 4, name: 'METU' }]),
      'POST /admin/community-requests': () => json(500, { detail: 'down' }),
    })
    renderApp(ROUTES, { entry: '/communities', retry: false })
    await userEvent.click(await screen.findByRole('button', { name: 'Can’t find your community?' }))
    const dialog = await screen.findByRole('dialog')
    const next = () => within(dialog).getByRole('button', { name: 'Continue' })
    await userEvent.click(next())
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'University' }), 'm')
    await userEvent.click(await within(dialog).findByRole('button', { name: 'METU' }))
    await userEvent.click(next())
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Community name' }), 'X')
    await userEvent.click(next())
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Manager name' }), 'Y')
    await userEvent.click(next())
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Manager email' }), 'a@b.co')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Manager phone' }), '5550000000')
    await userEvent.click(next())
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
