import type { MutedUser, UserSummary } from '@agora/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { callsTo, json, queriesTo, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makeUserSummary } from '@/testing/builders/index.ts'
import { MuteBlockSection } from './mute-block-section.tsx'

const summary = (id: number, username: string, nickname: string | null): UserSummary =>
  makeUserSummary(id, username, {
    nickname,
    relation: {
      is_following: false,
      is_requested: false,
      follows_you: false,
      is_blocked: true,
      is_muted: false,
    },
  })

const mutedSummary = (id: number, username: string, until: string | null = null): MutedUser => ({
  ...makeUserSummary(id, username, {
    relation: {
      is_following: false,
      is_requested: false,
      follows_you: false,
      is_blocked: false,
      is_muted: true,
    },
  }),
  mute_expires_at: until,
})

function renderSection(routes: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi({ 'GET /users/me/mutes': () => json(200, []), ...routes })
  renderApp([{ path: '/settings', element: <MuteBlockSection /> }], { entry: '/settings', retry: false })
  return { fetchMock, user: userEvent.setup() }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('MuteBlockSection', () => {
  it('lists the blocked accounts with their names, usernames and profile links', async () => {
    const { fetchMock } = renderSection({
      'GET /users/me/blocked': () => json(200, [summary(5, 'ali', 'Ali K.'), summary(9, 'zeynep', null)]),
    })
    const list = await screen.findByRole('list', { name: 'Blocked accounts' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows).toHaveLength(2)
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/users/5')
    expect(rows[0]).toHaveTextContent('Ali K.')
    expect(rows[0]).toHaveTextContent('@ali')
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '/users/9')
    expect(rows[1]).toHaveTextContent('zeynep@zeynep')
    expect(queriesTo(fetchMock, 'GET /users/me/blocked')).toEqual([{ skip: '0', limit: '20' }])
  })

  it('loads the next page as the end of the list comes into view', async () => {
    const { fetchMock } = renderSection({
      'GET /users/me/blocked': ({ url }) =>
        url.searchParams.get('skip') === '0'
          ? json(
              200,
              Array.from({ length: 20 }, (_, i) => summary(100 + i, `user${i}`, null)),
            )
          : json(200, [summary(200, 'last_one', null)]),
    })
    await screen.findByRole('list', { name: 'Blocked accounts' })
    await waitFor(() =>
      expect(queriesTo(fetchMock, 'GET /users/me/blocked')).toEqual([
        { skip: '0', limit: '20' },
        { skip: '20', limit: '20' },
      ]),
    )
  })

  it('unblocks without a confirm and removes the row', async () => {
    let blocked = [summary(5, 'ali', 'Ali K.'), summary(9, 'zeynep', null)]
    const { fetchMock, user } = renderSection({
      'GET /users/me/blocked': () => json(200, blocked),
      'DELETE /users/5/block': () => {
        blocked = blocked.filter((u) => u.id !== 5)
        return json(200, { message: 'User unblocked' })
      },
    })
    const confirm = vi.fn(() => true)
    vi.stubGlobal('confirm', confirm)
    await user.click(await screen.findByRole('button', { name: 'Unblock @ali' }))
    expect(await screen.findByText('@ali has been unblocked.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Ali K.')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Unblock @zeynep' })).toBeEnabled()
    expect(callsTo(fetchMock, 'DELETE /users/5/block')).toHaveLength(1)
    expect(confirm).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("keeps the row and shows the server's detail when unblocking fails", async () => {
    renderSection({
      'GET /users/me/blocked': () => json(200, [summary(5, 'ali', 'Ali K.')]),
      'DELETE /users/5/block': () => json(404, { detail: 'User not found', code: 'user_not_found' }),
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Unblock @ali' }))
    expect(await screen.findByText('User not found')).toBeInTheDocument()
    expect(screen.getByText('Ali K.')).toBeInTheDocument()
  })

  it('says so when no account is blocked', async () => {
    renderSection({ 'GET /users/me/blocked': () => json(200, []) })
    expect(await screen.findByText('No blocked accounts')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Blocked accounts' })).not.toBeInTheDocument()
  })

  it('shows a failed load as an empty list, only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderSection({
      'GET /users/me/blocked': () =>
        json(503, { detail: 'The database is unavailable, try again shortly', code: 'database_unavailable' }),
    })
    expect(await screen.findByText('No blocked accounts')).toBeInTheDocument()
    expect(screen.queryByText('The database is unavailable, try again shortly')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(logged).toHaveBeenCalled()
  })

  it('lists the muted accounts with when each mute ends', async () => {
    const { fetchMock } = renderSection({
      'GET /users/me/blocked': () => json(200, []),
      'GET /users/me/mutes': () =>
        json(200, [mutedSummary(4, 'can'), mutedSummary(8, 'ece', '2026-12-01T10:00:00Z')]),
    })
    const list = await screen.findByRole('list', { name: 'Muted accounts' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows).toHaveLength(2)
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/users/4')
    expect(rows[0]).not.toHaveTextContent('until')
    expect(rows[1]).toHaveTextContent(/@ece · until Dec 1, 2026/)
    expect(queriesTo(fetchMock, 'GET /users/me/mutes')).toEqual([{ skip: '0', limit: '20' }])
  })

  it('unmutes without a confirm; the row goes once the list is read again', async () => {
    let muted = [mutedSummary(4, 'can'), mutedSummary(8, 'ece')]
    const { fetchMock, user } = renderSection({
      'GET /users/me/blocked': () => json(200, []),
      'GET /users/me/mutes': () => json(200, muted),
      'DELETE /users/4/mute': () => {
        muted = muted.filter((u) => u.id !== 4)
        return json(200, { message: 'User unmuted' })
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Unmute @can' }))
    expect(await screen.findByText('@can has been unmuted.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('@can')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Unmute @ece' })).toBeEnabled()
    expect(callsTo(fetchMock, 'DELETE /users/4/mute')).toHaveLength(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("keeps the muted account and shows the server's detail when unmuting fails", async () => {
    const { user } = renderSection({
      'GET /users/me/blocked': () => json(200, []),
      'GET /users/me/mutes': () => json(200, [mutedSummary(4, 'can')]),
      'DELETE /users/4/mute': () => json(404, { detail: 'User not found', code: 'user_not_found' }),
    })
    await user.click(await screen.findByRole('button', { name: 'Unmute @can' }))
    expect(await screen.findByText('User not found')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Unmute @can' })).toBeInTheDocument()
  })

  it('says so when no account is muted', async () => {
    renderSection({ 'GET /users/me/blocked': () => json(200, []) })
    expect(await screen.findByRole('heading', { name: 'Muted accounts' })).toBeInTheDocument()
    expect(await screen.findByText('No muted accounts')).toBeInTheDocument()
  })
})
