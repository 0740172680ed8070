import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { makeUser } from '../../../test/factories.ts'
import { findForYouCandidates } from './posts.feed.repository.ts'
import { findNewestPostId } from './posts.feed-snapshot.repository.ts'
import { POOL_TTL_MS, popularPool } from './posts.popular-pool.ts'
import { seedPost, seedReactions } from './posts.seed.ts'

const DAY = 86_400_000

describe("For You's pool of widely engaged posts", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('ranks the window by engagement, keeps the pool for its time, and reads newer posts live', async () => {
    const db = t.database.db
    const [writer, reader, ...fans] = await Promise.all(Array.from({ length: 5 }, () => makeUser(t)))
    const quiet = await seedPost(db, { userId: writer!.id, content: 'no likes' })
    const liked = await seedPost(db, { userId: writer!.id, content: 'three likes' })
    const old = await seedPost(db, {
      userId: writer!.id,
      content: 'too old',
      createdAt: new Date(Date.now() - 9 * DAY),
    })
    const reply = await seedPost(db, { userId: writer!.id, content: 'a reply', inReplyToId: liked.id })
    await seedReactions(
      db,
      'like',
      fans.map((f) => f.id),
      liked.id,
    )
    await seedReactions(
      db,
      'like',
      fans.map((f) => f.id),
      old.id,
    )
    await seedReactions(
      db,
      'like',
      fans.map((f) => f.id),
      reply.id,
    )
    const since = new Date(Date.now() - 3 * DAY)
    const now = Date.now()

    const pool = await popularPool(db, since, now)
    expect(pool.ids).toEqual([liked.id, quiet.id])
    expect(pool.newestId).toBe(reply.id)

    // A post written after the pool was made is not in it until the pool is read again...
    const fresh = await seedPost(db, { userId: writer!.id, content: 'just now' })
    expect((await popularPool(db, since, now + 1000)).ids).toEqual([liked.id, quiet.id])
    // ...but the candidate query reads it live, after the pool's posts.
    const candidates = await findForYouCandidates(db, {
      viewerId: reader!.id,
      universityId: null,
      communityIds: [],
      maxId: await findNewestPostId(db),
      since: new Date(Date.now() - 7 * DAY),
      popularSince: since,
    })
    expect(candidates.map((c) => c.id).sort((a, b) => a - b)).toEqual([quiet.id, liked.id, fresh.id])

    const later = await popularPool(db, since, now + POOL_TTL_MS + 1)
    expect(later.ids).toEqual([liked.id, fresh.id, quiet.id])
    expect(later.newestId).toBe(fresh.id)
  })
})
