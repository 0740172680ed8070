import type { Poll } from '@agora/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { callsTo } from '@/testing/app-harness.tsx'
import { makePost } from '@/testing/builders/index.ts'
import { json, renderList, stubApi } from '../test-utils.tsx'

const open: Poll = {
  options: [
    { title: 'Çay', votes_count: null },
    { title: 'Kahve', votes_count: null },
  ],
  multiple: false,
  expires_at: new Date(Date.now() + 5 * 3600_000 + 60_000).toISOString(),
  expired: false,
  voters_count: null,
  votes_count: null,
  voted: false,
  own_votes: [],
  can_vote: true,
}

describe('a post’s poll', () => {
  it('takes one choice, votes, and then shows the shares with the reader’s choice marked', async () => {
    const user = userEvent.setup()
    const post = makePost({ id: 9, poll: open })
    const voted: Poll = {
      ...open,
      options: [
        { title: 'Çay', votes_count: 3 },
        { title: 'Kahve', votes_count: 1 },
      ],
      voters_count: 4,
      votes_count: 4,
      voted: true,
      own_votes: [1],
      can_vote: false,
    }
    const api = stubApi({ 'POST /posts/9/poll/votes': () => json(200, { ...post, poll: voted }) })
    renderList([post])
    expect(screen.getByText('5 hours left')).toBeInTheDocument()
    const vote = screen.getByRole('button', { name: 'Vote' })
    expect(vote).toBeDisabled()
    await user.click(screen.getByRole('radio', { name: 'Kahve' }))
    await user.click(vote)
    const results = await screen.findByRole('list', { name: 'Poll' })
    expect(callsTo(api, 'POST /posts/9/poll/votes')).toEqual([{ choices: [1] }])
    expect(within(results).getByText('75%')).toBeInTheDocument()
    expect(within(results).getByText('25%')).toBeInTheDocument()
    expect(within(results).getByText('(your choice)')).toBeInTheDocument()
    expect(screen.getByText(/4 votes/)).toBeInTheDocument()
    expect(screen.queryByRole('radio')).toBeNull()
  })

  it('offers checkboxes for several choices, and shows final results once closed', () => {
    renderList([
      makePost({ id: 1, poll: { ...open, multiple: true } }),
      makePost({
        id: 2,
        poll: {
          ...open,
          expired: true,
          can_vote: false,
          expires_at: new Date(Date.now() - 1000).toISOString(),
          options: [
            { title: 'Evet', votes_count: 0 },
            { title: 'Hayır', votes_count: 0 },
          ],
          voters_count: 0,
          votes_count: 0,
        },
      }),
    ])
    expect(screen.getAllByRole('checkbox')).toHaveLength(2)
    expect(screen.getByText(/Final results/)).toBeInTheDocument()
    expect(screen.getAllByText('0%')).toHaveLength(2)
  })
})
