import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { MEMBER, makeCommunity, STAFF } from '@/testing/builders/index.ts'
import { CommunityPage } from './community-page.tsx'

const ROUTES = [
  { path: '/communities/:id', element: <CommunityPage /> },
  { path: '/communities', element: <p>communities list</p> },
]
const LISTS = {
  'GET /communities/3/posts': () => json(200, []),
  'GET /communities/3/members': () =>
    json(200, [
      {
        id: 1,
        username: 'ayse',
        nickname: null,
        full_name: null,
        avatar_url: null,
        bio: null,
        is_admin: true,
        role: 'ComAdmin',
        created_at: '2026-11-01T10:00:00Z',
      },
      {
        id: 2,
        username: 'mehmet',
        nickname: null,
        full_name: null,
        avatar_url: null,
        bio: null,
        is_admin: false,
        role: 'member',
        created_at: '2026-11-02T10:00:00Z',
      },
    ]),
  'GET /communities/3/events': () => json(200, []),
}

beforeEach(() => localStorage.setItem('access_token', 'tok'))
afterEach(async () => {
  await i18n.changeLanguage('en')
})

describe('/communities/:id', () => {
  it('shows a non-member Join, the posts without a composer, and only the public tabs', async () => {
    const api = stubApi({
      'GET /communities/3': () => json(200, makeCommunity()),
      'POST /communities/3/join': () => json(200, { status: 'pending' }),
      ...LISTS,
    })
    renderApp(ROUTES, { entry: '/communities/3', retry: false })
    expect(await screen.findByRole('heading', { level: 2, name: 'Chess Club' })).toBeInTheDocument()
    expect(screen.getByText('Every Tuesday in the library')).toBeInTheDocument()
    expect(screen.getByText(/12 members/)).toBeInTheDocument()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Posts', 'Members', 'Events'])
    expect(await screen.findByText('No posts yet')).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Post to the community' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Join' }))
    await waitFor(() => expect(callsTo(api, 'POST /communities/3/join')).toHaveLength(1))
  })

  it('lets a pending person cancel after a confirm', async () => {
    const api = stubApi({
      'GET /communities/3': () =>
        json(
          200,
          makeCommunity({
            membership_status: 'pending',
            abilities: { ...MEMBER, can_post: false, can_leave: false },
          }),
        ),
      'DELETE /communities/3/invitations/cancel': () => new Response(null, { status: 204 }),
      ...LISTS,
    })
    renderApp(ROUTES, { entry: '/communities/3', retry: false })
    expect(await screen.findByRole('button', { name: 'Pending' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your request?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }))
    await waitFor(() => expect(callsTo(api, 'DELETE /communities/3/invitations/cancel')).toHaveLength(1))
  })

  it('gives a member the composer (posting with community_id) and Leave', async () => {
    const api = stubApi({
      'GET /communities/3': () =>
        json(200, makeCommunity({ membership_status: 'member', is_member: true, abilities: MEMBER })),
      'POST /posts/': () => json(201, { id: 99 }),
      ...LISTS,
    })
    renderApp(ROUTES, { entry: '/communities/3', retry: false })
    const composer = await screen.findByRole('form', { name: 'Post to the community' })
    await userEvent.type(within(composer).getByRole('textbox'), 'First move')
    await userEvent.click(within(composer).getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(callsTo(api, 'POST /posts/')).toHaveLength(1))
    const body = callsTo(api, 'POST /posts/')[0] as FormData
    expect(body.get('community_id')).toBe('3')
    expect(body.get('content')).toBe('First move')
    expect(screen.getByRole('button', { name: 'Leave' })).toBeInTheDocument()
  })

  it('gives its staff the requests and the log, and accepts a request', async () => {
    const api = stubApi({
      'GET /communities/3': () =>
        json(
          200,
          makeCommunity({
            membership_status: 'admin_or_mod',
            is_member: true,
            user_role: 'ComMod',
            abilities: STAFF,
          }),
        ),
      'GET /communities/3/invitations': () =>
        json(200, [
          {
            id: 41,
            user: {
              id: 9,
              username: 'zeynep',
              avatar_url: null,
              first_name: 'Zeynep',
              last_name: 'Kaya',
              role: 'user',
              bio: null,
            },
            user_id: 9,
            community_id: 3,
            created_at: '2026-11-20T10:00:00Z',
          },
        ]),
      'POST /communities/3/invitations/41/respond': () => new Response(null, { status: 204 }),
      'GET /communities/3/moderation-log': () =>
        json(200, [
          {
            id: 1,
            action: 'post_removed',
            actor: { id: 1, username: 'ayse', avatar_url: null },
            target_user: { id: 2, username: 'mehmet', avatar_url: null },
            post_id: 5,
            reason: 'Off topic',
            detail: null,
            created_at: '2026-11-20T10:00:00Z',
          },
        ]),
      ...LISTS,
    })
    renderApp(ROUTES, { entry: '/communities/3', retry: false })
    await userEvent.click(await screen.findByRole('tab', { name: 'Requests' }))
    const list = await screen.findByRole('list', { name: 'Requests' })
    expect(within(list).getByText('Zeynep Kaya')).toBeInTheDocument()
    await userEvent.click(within(list).getByRole('button', { name: 'Accept' }))
    await waitFor(() =>
      expect(callsTo(api, 'POST /communities/3/invitations/41/respond')).toEqual([{ action: 'accept' }]),
    )
    await userEvent.click(screen.getByRole('tab', { name: 'Moderation log' }))
    expect(await screen.findByText('@ayse removed a post by @mehmet')).toBeInTheDocument()
    expect(screen.getByText('Reason: Off topic')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit community' })).toBeInTheDocument()
  })

  it('lets a site admin delete it after a confirm, then opens the list', async () => {
    const api = stubApi({
      'GET /communities/3': () =>
        json(
          200,
          makeCommunity({
            user_role: 'admin',
            abilities: { ...STAFF, can_delete: true, can_manage_roles: true },
          }),
        ),
      'DELETE /communities/3': () => new Response(null, { status: 204 }),
      ...LISTS,
    })
    renderApp(ROUTES, { entry: '/communities/3', retry: false })
    await userEvent.click(await screen.findByRole('button', { name: 'Delete community' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Chess Club?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('communities list')).toBeInTheDocument()
    expect(callsTo(api, 'DELETE /communities/3')).toHaveLength(1)
  })

  it('lists the banned under the members for its staff, and lifts a ban', async () => {
    const api = stubApi({
      'GET /communities/3': () => json(200, makeCommunity({ user_role: 'ComMod', abilities: STAFF })),
      'GET /communities/3/bans': () =>
        json(200, [
          {
            user: { id: 7, username: 'troll', avatar_url: null },
            reason: 'Spam',
            created_at: '2026-11-20T10:00:00Z',
            banned_by: { id: 1, username: 'ayse', avatar_url: null },
          },
        ]),
      'DELETE /communities/3/bans/7': () => new Response(null, { status: 204 }),
      ...LISTS,
    })
    renderApp(ROUTES, { entry: '/communities/3?tab=members', retry: false })
    const banned = await screen.findByRole('region', { name: 'Banned' })
    expect(within(banned).getByText('@troll')).toBeInTheDocument()
    expect(within(banned).getByText('Reason: Spam')).toBeInTheDocument()
    await userEvent.click(within(banned).getByRole('button', { name: 'Unban' }))
    await waitFor(() => expect(callsTo(api, 'DELETE /communities/3/bans/7')).toHaveLength(1))
  })

  it('shows no delete to its own staff', async () => {
    stubApi({
      'GET /communities/3': () => json(200, makeCommunity({ user_role: 'creator', abilities: STAFF })),
      ...LISTS,
    })
    renderApp(ROUTES, { entry: '/communities/3', retry: false })
    expect(await screen.findByRole('button', { name: 'Edit community' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete community' })).not.toBeInTheDocument()
  })

  it('says when the community does not exist, with a way back to the list, in Turkish too', async () => {
    stubApi({
      'GET /communities/3': () => json(404, { detail: 'Community not found', code: 'community_not_found' }),
    })
    await i18n.changeLanguage('tr')
    renderApp(ROUTES, { entry: '/communities/3', retry: false })
    expect(await screen.findByText('Topluluk bulunamadı')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Topluluklara git' })).toHaveAttribute('href', '/communities')
  })
})
