import { describe, expect, it } from 'vitest'
import { SOURCE_LIMITS } from '../posts/index.ts'
import {
  type Candidate,
  engagement,
  MAX_CANDIDATES,
  nextPage,
  rank,
  type Served,
  scoreOf,
} from './feed.ranking.ts'

const NOW = Date.parse('2026-11-20T12:00:00Z')
const hoursAgo = (h: number) => new Date(NOW - h * 3_600_000)

let nextId = 1
const candidate = (over: Partial<Candidate> = {}): Candidate => ({
  kind: 'post',
  id: nextId++,
  authorId: 1,
  createdAt: hoursAgo(1),
  likes: 0,
  replies: 0,
  reposts: 0,
  quotes: 0,
  followed: false,
  sameUniversity: false,
  sameCommunity: false,
  ...over,
})

describe('scoreOf', () => {
  it('weighs replies twice and reposts and quotes three times a like, plus one', () => {
    expect(engagement({ likes: 1, replies: 1, reposts: 1, quotes: 1 })).toBe(1 + 2 + 3 + 3 + 1)
    expect(engagement({ likes: 0, replies: 0, reposts: 0, quotes: 0 })).toBe(1)
  })

  it('decays with age as (hours + 2)^1.5', () => {
    const c = candidate({ likes: 9, createdAt: hoursAgo(2) })
    expect(scoreOf(c, NOW)).toBeCloseTo(10 / 4 ** 1.5)
    expect(scoreOf({ ...c, createdAt: hoursAgo(1) }, NOW)).toBeGreaterThan(scoreOf(c, NOW))
  })

  it('boosts followed authors twice, and the same university and a joined community by half each', () => {
    const base = candidate({ likes: 4 })
    const plain = scoreOf(base, NOW)
    expect(scoreOf({ ...base, followed: true }, NOW)).toBeCloseTo(plain * 2)
    expect(scoreOf({ ...base, sameUniversity: true }, NOW)).toBeCloseTo(plain * 1.5)
    expect(scoreOf({ ...base, followed: true, sameUniversity: true }, NOW)).toBeCloseTo(plain * 3)
    expect(scoreOf({ ...base, sameCommunity: true }, NOW)).toBeCloseTo(plain * 1.5)
    expect(scoreOf({ ...base, sameUniversity: true, sameCommunity: true }, NOW)).toBeCloseTo(plain * 2.25)
  })

  it('treats a post from the future as brand new', () => {
    const c = candidate({ createdAt: new Date(NOW + 3_600_000) })
    expect(scoreOf(c, NOW)).toBeCloseTo(1 / 2 ** 1.5)
  })
})

describe('rank', () => {
  it('puts an engaged older post above a quiet new one, and breaks ties by the newer id', () => {
    const quiet = candidate({ createdAt: hoursAgo(0) })
    const engaged = candidate({ createdAt: hoursAgo(10), likes: 100 })
    const twinA = candidate({ createdAt: hoursAgo(5) })
    const twinB = candidate({ createdAt: hoursAgo(5) })
    expect(rank([quiet, twinA, engaged, twinB], NOW).map((c) => c.id)).toEqual([
      engaged.id,
      quiet.id,
      twinB.id,
      twinA.id,
    ])
  })
})

/** What a reader was served, as forYouPage builds it from a cursor. */
const servedOf = (items: Candidate[]): Served => ({
  post: new Set(items.filter((c) => c.kind === 'post').map((c) => c.id)),
  event: new Set(items.filter((c) => c.kind === 'event').map((c) => c.id)),
  academic: new Set(items.filter((c) => c.kind === 'academic').map((c) => c.id)),
})

describe('nextPage', () => {
  it('takes at most two posts per author and defers the third to a later page', () => {
    const ranked = [
      candidate({ authorId: 7 }),
      candidate({ authorId: 7 }),
      candidate({ authorId: 7 }),
      candidate({ authorId: 8 }),
    ]
    const first = nextPage(ranked, servedOf([]), 3)
    expect(first.items.map((c) => c.id)).toEqual([ranked[0]!.id, ranked[1]!.id, ranked[3]!.id])
    expect(first.hasMore).toBe(true)
    const second = nextPage(ranked, servedOf(first.items), 3)
    expect(second.items.map((c) => c.id)).toEqual([ranked[2]!.id])
    expect(second.hasMore).toBe(false)
  })

  it('skips what was served and says when nothing remains', () => {
    const ranked = [candidate({ authorId: 1 }), candidate({ authorId: 2 })]
    expect(nextPage(ranked, servedOf([ranked[0]!]), 5)).toEqual({
      items: [ranked[1]],
      hasMore: false,
    })
    expect(nextPage(ranked, servedOf(ranked), 5)).toEqual({ items: [], hasMore: false })
  })

  it('knows an item by its kind and id: an event served does not hide the post with its id', () => {
    const post = candidate({ authorId: 1 })
    const event = candidate({ kind: 'event', id: post.id, authorId: 2 })
    const page = nextPage([event, post], servedOf([event]), 5)
    expect(page.items).toEqual([post])
  })

  it("counts an author's events and announcements with their posts against the two a page", () => {
    const ranked = [
      candidate({ kind: 'event', authorId: 9 }),
      candidate({ kind: 'academic', authorId: 9 }),
      candidate({ authorId: 9 }),
    ]
    const page = nextPage(ranked, servedOf([]), 5)
    expect(page.items.map((c) => c.kind)).toEqual(['event', 'academic'])
    expect(page.hasMore).toBe(true)
  })

  it('stops at the limit and reports more', () => {
    const ranked = [1, 2, 3].map((a) => candidate({ authorId: a }))
    expect(nextPage(ranked, servedOf([]), 2)).toMatchObject({ hasMore: true })
    expect(nextPage(ranked, servedOf([]), 2).items).toHaveLength(2)
  })
})

describe('candidate sources', () => {
  it('give together no more than MAX_CANDIDATES, which the cursor can carry as served', () => {
    const { followed, university, community, popular } = SOURCE_LIMITS
    expect(followed + university + community + popular).toBeLessThanOrEqual(MAX_CANDIDATES)
  })
})
