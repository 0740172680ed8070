import type { UserSummary } from '@agora/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { callsTo, json, queriesTo, renderRoutes, stubApi } from '@/testing/app-harness.tsx'
import { makeUserSummary } from '@/testing/fixtures.ts'
import { MuteBlockSection } from './mute-block-section.tsx'

const summary = (id: number, username: string, nickname: string | null): UserSummary =>
  makeUserSummary(id, username, {
    nickname,
    relation: { is_following: false, is_requested: false, follows_you: false, is_blocked: true },
  })

function renderSection(routes: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi(routes)
  renderRoutes([{ path: '/settings', element: <MuteBlockSection /> }], '/settings', { retry: false })
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

  it('shows mute as coming soon and disabled', async () => {
    renderSection({ 'GET /users/me/blocked': () => json(200, []) })
    expect(await screen.findByRole('heading', { name: 'Muted accounts' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mute' })).toBeDisabled()
    expect(screen.getByText('Coming soon')).toBeInTheDocument()
  })
})
