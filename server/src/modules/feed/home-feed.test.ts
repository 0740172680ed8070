import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { makeUser } from '../../../test/factories.ts'
import { approveFollow, follow, requestFollow } from '../../../test/graph.ts'
import { queryRows } from '../../db/client.ts'
import { homeFeeds } from '../../db/schema/feed.ts'
import { findFollowingIds, seedPost } from '../posts/index.ts'
import { findHomeFeedIds } from './home-feed.repository.ts'
import { trimAllHomeFeeds } from './home-feed.trim.ts'

/**
 * The built Following feed must answer exactly what the live query answers, whatever happened since
 * it was built: new posts, follows, unfollows, approvals, deletions, and pages below its floor.
 */
describe('the built Following feed', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  let minutes = 0
  const post = (userId: number, extra: { inReplyToId?: number; repostOfId?: number } = {}) => {
    minutes += 1
    return seedPost(db(), {
      userId,
      content: `post ${minutes}`,
      createdAt: new Date(Date.now() - 1e7 + minutes * 60_000),
      ...extra,
    })
  }

  /** Every page through both, `limit` at a time: the built feed's pages equal the live query's. */
  async function expectSameAsLive(readerId: number, limit: number, buildSize?: number): Promise<number[]> {
    const built: number[] = []
    const live: number[] = []
    let before: number | null = null
    for (let i = 0; i < 50; i++) {
      const page = await findHomeFeedIds(db(), readerId, before, limit, buildSize)
      built.push(...page)
      if (page.length < limit) break
      before = page.at(-1) ?? null
    }
    before = null
    for (let i = 0; i < 50; i++) {
      const page = await findFollowingIds(db(), readerId, before, limit)
      live.push(...page)
      if (page.length < limit) break
      before = page.at(-1) ?? null
    }
    expect(built).toEqual(live)
    return built
  }

  const isBuilt = async (userId: number) =>
    (await db().select().from(homeFeeds).where(eq(homeFeeds.userId, userId))).length === 1

  it('is built on the first page and then takes in new posts, reposts and follows as they happen', async () => {
    const [reader, alice, bob] = await Promise.all([makeUser(t), makeUser(t), makeUser(t)])
    await follow(db(), reader.id, alice.id)
    const first = await post(alice.id)
    await post(alice.id, { inReplyToId: first.id })
    expect(await isBuilt(reader.id)).toBe(false)
    expect(await expectSameAsLive(reader.id, 10)).toEqual([first.id])
    expect(await isBuilt(reader.id)).toBe(true)

    const second = await post(alice.id)
    const own = await post(reader.id)
    const repost = await post(alice.id, { repostOfId: own.id })
    await post(bob.id)
    expect(await expectSameAsLive(reader.id, 10)).toEqual([repost.id, own.id, second.id, first.id])

    const bobs = await post(bob.id)
    await follow(db(), reader.id, bob.id)
    const ids = await expectSameAsLive(reader.id, 2)
    expect(ids).toContain(bobs.id)
  })

  it('drops an account on unfollow and brings it back on a new follow or an approved request', async () => {
    const [reader, alice, priv] = await Promise.all([
      makeUser(t),
      makeUser(t),
      makeUser(t, { isPrivate: true }),
    ])
    await follow(db(), reader.id, alice.id)
    const a = await post(alice.id)
    const p = await post(priv.id)
    await expectSameAsLive(reader.id, 5)

    // The users module's table, changed under it as an outside writer would: the triggers follow.
    await db().execute(sql`DELETE FROM follows WHERE follower_id = ${reader.id}`)
    expect(await expectSameAsLive(reader.id, 5)).toEqual([])
    await follow(db(), reader.id, alice.id)
    expect(await expectSameAsLive(reader.id, 5)).toEqual([a.id])

    await requestFollow(db(), reader.id, priv.id)
    expect(await expectSameAsLive(reader.id, 5)).toEqual([a.id])
    await approveFollow(db(), reader.id, priv.id)
    expect(await expectSameAsLive(reader.id, 5)).toEqual([p.id, a.id])
  })

  it('pages across its floor into the live list without a repeat or a gap', async () => {
    const [reader, alice, bob] = await Promise.all([makeUser(t), makeUser(t), makeUser(t)])
    await follow(db(), reader.id, alice.id)
    await follow(db(), reader.id, bob.id)
    for (let i = 0; i < 15; i++) await post(i % 3 === 0 ? bob.id : alice.id)
    // A feed of 6 entries: the other 9 posts lie below its floor.
    const ids = await expectSameAsLive(reader.id, 4, 6)
    expect(ids).toHaveLength(15)
    const [feed] = await queryRows<{ floor_id: number }>(
      db(),
      sql`SELECT floor_id FROM home_feeds WHERE user_id = ${reader.id}`,
    )
    expect(feed?.floor_id).toBe(ids[5])

    // Deleted and hidden posts leave the built feed as they leave the live list.
    await db().execute(sql`UPDATE posts SET deleted_at = now() WHERE id = ${ids[0]}`)
    await expectSameAsLive(reader.id, 4)
  })

  it('keeps its newest entries when trimmed, and still answers every page', async () => {
    const [reader, small, alice] = await Promise.all([makeUser(t), makeUser(t), makeUser(t)])
    await follow(db(), reader.id, alice.id)
    await follow(db(), small.id, alice.id)
    for (let i = 0; i < 5; i++) await post(alice.id)
    await expectSameAsLive(small.id, 10)
    for (let i = 0; i < 25; i++) await post(alice.id)
    const all = await expectSameAsLive(reader.id, 10)
    const entriesOf = async (userId: number) =>
      (
        await queryRows<{ n: number }>(
          db(),
          sql`SELECT count(*)::int AS n FROM home_feed_entries WHERE user_id = ${userId}`,
        )
      )[0]?.n
    expect(await entriesOf(reader.id)).toBe(30)

    // keep 10 with a slack of 5: the reader's 30 entries go down to 10, small's 30 too (it took in
    // the 25 new posts), and a feed with at most 15 would be left alone.
    expect(await trimAllHomeFeeds(db(), { keep: 10, slack: 5, batch: 2 })).toBeGreaterThanOrEqual(2)
    expect(await entriesOf(reader.id)).toBe(10)
    const [feed] = await queryRows<{ floor_id: number }>(
      db(),
      sql`SELECT floor_id FROM home_feeds WHERE user_id = ${reader.id}`,
    )
    expect(feed?.floor_id).toBe(all[9])
    expect(await expectSameAsLive(reader.id, 7)).toEqual(all)
    await expectSameAsLive(small.id, 4)
  })
})
