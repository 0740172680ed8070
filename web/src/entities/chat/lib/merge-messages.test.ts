import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { chatKeys } from '../api/keys.ts'
import { addMessagesToCache, flattenPages, lastMessageId, mergeMessages } from './merge-messages.ts'

const m = (id: number) => ({
  id,
  chat_id: 1,
  user_id: 1,
  content: `m${id}`,
  link_card: null,
  created_at: '2026-01-01T00:00:00Z',
})

describe('merging messages', () => {
  it('keeps each once, in order of id', () => {
    expect(mergeMessages([m(1), m(3)], [m(2), m(3), m(4)]).map((x) => x.id)).toEqual([1, 2, 3, 4])
  })

  it('adds live and caught-up messages to the newest page, never twice', () => {
    const client = new QueryClient()
    client.setQueryData(chatKeys.messages(1), {
      pages: [
        [m(3), m(4)],
        [m(1), m(2)],
      ],
      pageParams: [undefined, 3],
    })
    addMessagesToCache(client, 1, [m(4), m(5)])
    addMessagesToCache(client, 1, [m(5), m(6), m(2)])
    const data = client.getQueryData<{ pages: ReturnType<typeof m>[][] }>(chatKeys.messages(1))
    expect(flattenPages(data).map((x) => x.id)).toEqual([1, 2, 3, 4, 5, 6])
    expect(lastMessageId(client, 1)).toBe(6)
    expect(lastMessageId(client, 2)).toBeNull()
  })
})
