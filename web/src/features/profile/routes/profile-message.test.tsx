import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { callsTo, json } from '@/testing/app-harness.tsx'
import { makeChat, makeProfile } from '@/testing/builders/index.ts'
import { api, renderAt } from './profile-test-setup.tsx'

beforeEach(() => {
  localStorage.setItem('access_token', 'tok')
  localStorage.setItem('currentUserId', '1')
})

describe('the profile’s Message button', () => {
  it('opens the chat with the account from Message, starting it when there is none', async () => {
    const fetchMock = api({
      'GET /users/7': () => json(200, makeProfile()),
      'GET /users/7/posts': () => json(200, []),
      'POST /chats/': () => json(201, makeChat({ id: 31 })),
    })
    const { router } = renderAt('/users/7')
    await userEvent.click(await screen.findByRole('button', { name: 'Message' }))
    expect(await screen.findByText('chat screen')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/messages/31')
    expect(callsTo(fetchMock, 'POST /chats/')).toEqual([{ is_group_chat: false, user_ids: [7] }])
  })

  it('says so when the chat cannot be opened', async () => {
    api({
      'GET /users/7': () => json(200, makeProfile()),
      'GET /users/7/posts': () => json(200, []),
      'POST /chats/': () =>
        json(403, { code: 'cannot_message_user', detail: 'You cannot message this person' }),
    })
    const { router } = renderAt('/users/7')
    await userEvent.click(await screen.findByRole('button', { name: 'Message' }))
    expect(await screen.findByText('You cannot message this person')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/users/7')
  })

  it('hides the message button when the account may not be messaged', async () => {
    api({
      'GET /users/7': () =>
        json(200, makeProfile({ abilities: { ...makeProfile().abilities, can_message: false } })),
      'GET /users/7/posts': () => json(200, []),
    })
    renderAt('/users/7')
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Message' })).not.toBeInTheDocument()
  })
})
