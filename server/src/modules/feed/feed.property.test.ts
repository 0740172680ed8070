import type { FeedResponse } from '@agora/contract'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { bearer, loginAs, makeUser } from '../../../test/factories.ts'
import { seedPost, seedReaction } from '../posts/index.ts'
import { insertFollow } from '../users/index.ts'

const HOUR = 3_600_000

/** A post to write: by which of the run's authors (0 is the reader), how old, and whether it replies. */
const PostSpec = fc.record({
  author: fc.nat({ max: 3 }),
  hoursAgo: fc.double({ min: 0, max: 200, noNaN: true }),
  reply: fc.boolean(),
  repost: fc.boolean(),
})
/** What happens between two page requests: new posts, and likes that reshuffle the ranking. */
const Between = fc.record({
  posts: fc.array(PostSpec, { maxLength: 3 }),
  likes: fc.array(fc.nat(), { maxLength: 3 }),
})

const Scenario = fc.record({
  follows: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()),
  initial: fc.array(PostSpec, { maxLength: 24 }),
  limit: fc.integer({ min: 1, max: 6 }),
  between: fc.array(Between, { maxLength: 10 }),
})
type Scenario = typeof Scenario extends fc.Arbitrary<infer S> ? S : never

describe('feed paging while posts arrive (property)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  /** Writes one scenario's world for a fresh reader and three fresh authors. */
  async function world(s: Scenario) {
    const reader = await makeUser(t)
    const authors = [reader, await makeUser(t), await makeUser(t), await makeUser(t)]
    for (const [i, follows] of s.follows.entries())
      if (follows) await insertFollow(t.database.db, reader.id, authors[i + 1]!.id)
    const followedIds = new Set([
      reader.id,
      ...authors
        .slice(1)
        .filter((_, i) => s.follows[i])
        .map((a) => a.id),
    ])
    const written: { id: number; userId: number; topLevel: boolean }[] = []
    const write = async (spec: Scenario['initial'][number]) => {
      const userId = authors[spec.author]!.id
      const target = written.at(-1)
      const row = await seedPost(t.database.db, {
        userId,
        content: 'p',
        createdAt: new Date(Date.now() - spec.hoursAgo * HOUR),
        inReplyToId: spec.reply && target ? target.id : undefined,
        repostOfId: !spec.reply && spec.repost && target ? target.id : undefined,
      })
      written.push({ id: row.id, userId, topLevel: !(spec.reply && target) })
      return row.id
    }
    for (const spec of s.initial) await write(spec)
    const like = async (n: number) => {
      if (written.length === 0) return
      const fan = await makeUser(t)
      await seedReaction(t.database.db, 'like', fan.id, written[n % written.length]!.id)
    }
    return { token: await loginAs(t.app, reader), followedIds, written, write, like }
  }

  /**
   * Pages through one list, acting out the scenario between pages. Following is walked to its end;
   * For You (whose candidates include every run's posts) for one page more than the scenario acts.
   */
  async function walk(s: Scenario, tab: 'following' | 'for_you') {
    const w = await world(s)
    const existing = [...w.written]
    const served: number[] = []
    const arrived: number[] = []
    let after: string | null = null
    const pages = tab === 'following' ? 80 : s.between.length + 1
    for (let page = 0; page < pages; page++) {
      const query = `tab=${tab}&limit=${s.limit}${after ? `&after=${after}` : ''}`
      const res = await t.app.inject({ method: 'GET', url: `/api/feed?${query}`, headers: bearer(w.token) })
      expect(res.statusCode).toBe(200)
      const body = res.json() as FeedResponse
      served.push(...body[tab].map((p) => p.id))
      after = body.next_after
      if (!after) break
      const between = s.between[page]
      for (const spec of between?.posts ?? []) arrived.push(await w.write(spec))
      for (const n of between?.likes ?? []) await w.like(n)
    }
    if (tab === 'following') expect(after).toBeNull()
    return { served, arrived, existing, followedIds: w.followedIds }
  }

  it('Following never repeats a post and never skips one that existed at the first page', async () => {
    await fc.assert(
      fc.asyncProperty(Scenario, async (s) => {
        const { served, existing, followedIds } = await walk(s, 'following')
        expect(new Set(served).size).toBe(served.length)
        const expected = existing
          .filter((p) => p.topLevel && followedIds.has(p.userId))
          .map((p) => p.id)
          .sort((a, b) => b - a)
        expect(served).toEqual(expected)
      }),
      { numRuns: 20 },
    )
  }, 120_000)

  it('For You never repeats a post and holds back posts written after the first page', async () => {
    await fc.assert(
      fc.asyncProperty(Scenario, async (s) => {
        const { served, arrived } = await walk(s, 'for_you')
        expect(new Set(served).size).toBe(served.length)
        expect(served.filter((id) => arrived.includes(id))).toEqual([])
      }),
      { numRuns: 20 },
    )
  }, 120_000)
})
