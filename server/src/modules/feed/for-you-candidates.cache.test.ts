import { describe, expect, it } from 'vitest'
import type { Executor } from '../../db/client.ts'
import type { Candidate } from './feed.ranking.ts'
import { cachedCandidates } from './for-you-candidates.cache.ts'

const candidate = (id: number): Candidate => ({
  kind: 'post',
  id,
  authorId: 1,
  createdAt: new Date(0),
  likes: 0,
  replies: 0,
  reposts: 0,
  quotes: 0,
  followed: false,
  sameUniversity: false,
  sameCommunity: false,
})

describe('For You candidates kept per snapshot', () => {
  it('reads fresh on a first page, reuses on later pages while fresh, and keeps databases apart', async () => {
    const db = {} as Executor
    const other = {} as Executor
    let loads = 0
    const load = async () => {
      loads += 1
      return [candidate(loads)]
    }
    expect(await cachedCandidates(db, 'a', false, load, 0)).toEqual([candidate(1)])
    expect(await cachedCandidates(db, 'a', true, load, 60_000)).toEqual([candidate(1)])
    // Another first page of the same snapshot reads again.
    expect(await cachedCandidates(db, 'a', false, load, 60_000)).toEqual([candidate(2)])
    // Past five minutes the cached set is read again.
    expect(await cachedCandidates(db, 'a', true, load, 60_000 + 5 * 60_000)).toEqual([candidate(3)])
    expect(await cachedCandidates(other, 'a', true, load, 0)).toEqual([candidate(4)])
    expect(loads).toBe(4)
  })
})
