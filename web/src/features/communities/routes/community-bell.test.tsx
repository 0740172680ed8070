import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { MEMBER, makeCommunity } from '@/testing/builders/index.ts'
import { CommunityPage } from './community-page.tsx'

const ROUTES = [{ path: '/communities/:id', element: <CommunityPage /> }]

beforeEach(() => localStorage.setItem('access_token', 'tok'))

describe('the community bell', () => {
  it('lets a member turn on notifications of new posts, and off again', async () => {
    let enabled = false
    const api = stubApi({
      'GET /communities/3': () =>
        json(200, makeCommunity({ membership_status: 'member', abilities: MEMBER })),
      'GET /communities/3/posts': () => json(200, []),
      'GET /notifications/communities/3/bell': () => json(200, { community_id: 3, enabled }),
      'PUT /notifications/communities/3/bell': ({ body }) => {
        enabled = (body as { enabled: boolean }).enabled
        return json(200, { community_id: 3, enabled })
      },
    })
    renderApp(ROUTES, { entry: '/communities/3', retry: false })
    const bell = await screen.findByRole('button', { name: 'Notify me of new posts' })
    expect(bell).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(bell)
    expect(await screen.findByRole('button', { name: 'Stop notifying me of new posts' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(callsTo(api, 'PUT /notifications/communities/3/bell')).toEqual([{ enabled: true }])
  })

  it('is not offered to someone who is not a member', async () => {
    const api = stubApi({
      'GET /communities/3': () => json(200, makeCommunity()),
      'GET /communities/3/posts': () => json(200, []),
    })
    renderApp(ROUTES, { entry: '/communities/3', retry: false })
    await screen.findByRole('heading', { level: 2, name: 'Chess Club' })
    await waitFor(() => expect(callsTo(api, 'GET /communities/3/posts')).toHaveLength(1))
    expect(screen.queryByRole('button', { name: 'Notify me of new posts' })).not.toBeInTheDocument()
    expect(callsTo(api, 'GET /notifications/communities/3/bell')).toHaveLength(0)
  })
})
