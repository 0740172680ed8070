import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { callsTo, json, queriesTo, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makeCommunity, PLAIN, STAFF } from '@/testing/builders/index.ts'
import { CommunityPage } from './community-page.tsx'

const ROUTES = [{ path: '/communities/:id', element: <CommunityPage /> }]
const ZEYNEP = {
  id: 9,
  username: 'zeynep',
  nickname: null,
  full_name: null,
  avatar_url: null,
  bio: null,
  is_admin: false,
  role: 'user',
  relation: {
    is_following: false,
    is_followed_by: false,
    is_requested: false,
    is_blocked: false,
    is_muted: false,
  },
}

beforeEach(() => localStorage.setItem('access_token', 'tok'))

describe('community invitations', () => {
  it('its staff find a person and invite them from the members tab', async () => {
    const api = stubApi({
      'GET /communities/3': () => json(200, makeCommunity({ user_role: 'ComMod', abilities: STAFF })),
      'GET /communities/3/members': () => json(200, []),
      'GET /communities/3/bans': () => json(200, []),
      'GET /communities/3/posts': () => json(200, []),
      'GET /users/': () => json(200, [ZEYNEP]),
      'POST /communities/3/invite': () => json(200, { status: 'invited' }),
    })
    renderApp(ROUTES, { entry: '/communities/3?tab=members', retry: false })
    const form = await screen.findByRole('region', { name: 'Invite someone' })
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Search people by name' }), 'zey')
    const results = await within(form).findByRole('list', { name: 'People' })
    expect(queriesTo(api, 'GET /users/').at(-1)).toEqual({ q: 'zey', limit: '5' })
    await userEvent.click(within(results).getByRole('button', { name: 'Invite' }))
    expect(await within(results).findByRole('button', { name: 'Invited' })).toBeDisabled()
    expect(callsTo(api, 'POST /communities/3/invite')).toEqual([{ user_id: 9 }])
  })

  it('an invited person accepts (a member at once) or declines', async () => {
    let status = 'invited'
    const api = stubApi({
      'GET /communities/3': () =>
        json(
          200,
          makeCommunity({ membership_status: status as 'invited', abilities: { ...PLAIN, can_join: true } }),
        ),
      'GET /communities/3/posts': () => json(200, []),
      'POST /communities/3/join': () => {
        status = 'member'
        return json(200, { status: 'member' })
      },
      'DELETE /communities/3/invitations/cancel': () => new Response(null, { status: 204 }),
    })
    renderApp(ROUTES, { entry: '/communities/3', retry: false })
    expect(await screen.findByText('You are invited to join')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }))
    await waitFor(() => expect(callsTo(api, 'DELETE /communities/3/invitations/cancel')).toHaveLength(1))
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }))
    await waitFor(() => expect(callsTo(api, 'POST /communities/3/join')).toHaveLength(1))
  })
})
