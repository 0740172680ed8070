import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { clonePostgresDatabase } from '../../../test/database.ts'
import { makeUser } from '../../../test/factories.ts'
import { follow } from '../../../test/graph.ts'
import { type Database, openPostgres } from '../../db/client.ts'
import { findFollowingIds, seedPost } from '../posts/index.ts'
import { findHomeFeedIds } from './home-feed.repository.ts'

/**
 * Issue 8, Faults: the two triggers that keep the built Following feed (migration 0007, the posts
 * fan-out reading follows, the follow reading posts) each ran blind to the other's uncommitted row, so
 * a post committed while its author was being followed reached neither (51 of 150 were lost). Only
 * PostgreSQL runs transactions side by side; PGlite has one connection.
 */

const POSTS = 150
const CONNECTIONS = 12

describe.skipIf(!inject('postgresTemplate'))('the built Following feed under concurrent writes', () => {
  let clone: Awaited<ReturnType<typeof clonePostgresDatabase>>
  let database: Database
  beforeAll(async () => {
    clone = await clonePostgresDatabase()
    database = openPostgres(clone.url, CONNECTIONS)
  })
  afterAll(async () => {
    await database?.close()
    await clone?.drop()
  })

  const pause = (db: Parameters<typeof seedPost>[0], seconds: number) =>
    db.execute(sql`SELECT pg_sleep(${seconds})`)

  async function everyFeedId(readerId: number, read: typeof findFollowingIds): Promise<number[]> {
    const ids: number[] = []
    let before: number | null = null
    for (;;) {
      const page = await read(database.db, readerId, before, 100)
      ids.push(...page)
      if (page.length < 100) return ids
      before = page.at(-1)!
    }
  }

  /**
   * POSTS posts by `authorId`, each its own transaction that stays open a little after its insert (as
   * the service's does while it writes hashtags and mentions), over CONNECTIONS - 2 connections; `during`
   * runs once a third of them have started. The ids made.
   */
  async function postWhile(authorId: number, during: () => Promise<unknown>): Promise<number[]> {
    const db = database.db
    let next = 0
    const made: number[] = []
    const poster = async () => {
      for (let i = next++; i < POSTS; i = next++) {
        const post = await db.transaction(async (tx) => {
          const row = await seedPost(tx, { userId: authorId, content: `post ${i}` })
          await pause(tx, Math.random() * 0.02)
          return row
        })
        made.push(post.id)
      }
    }
    const middle = async () => {
      while (next < POSTS / 3) await new Promise((resolve) => setTimeout(resolve, 5))
      await during()
    }
    await Promise.all([...Array.from({ length: CONNECTIONS - 2 }, poster), middle()])
    return made
  }

  async function expectEveryPostInBuiltFeed(readerId: number, made: number[]): Promise<void> {
    const built = await everyFeedId(readerId, findHomeFeedIds)
    const live = await everyFeedId(readerId, findFollowingIds)
    expect(live.length).toBe(POSTS)
    const lost = made.filter((id) => !built.includes(id))
    expect(lost, `${lost.length} of ${POSTS} posts never reached the built feed`).toEqual([])
    expect(built).toEqual(live)
  }

  it('holds every post made while its author is being followed', async () => {
    const db = database.db
    const [reader, author] = await Promise.all([makeUser({ database }), makeUser({ database })])
    // The reader's feed is built (empty) before any of it: from now on only the triggers fill it.
    expect(await findHomeFeedIds(db, reader.id, null, 20)).toEqual([])
    const made = await postWhile(author.id, () =>
      db.transaction(async (tx) => {
        await follow(tx, reader.id, author.id)
        await pause(tx, 0.15)
      }),
    )
    await expectEveryPostInBuiltFeed(reader.id, made)
  }, 60_000)

  it('holds every post made while the feed is being built', async () => {
    const db = database.db
    const [reader, author] = await Promise.all([makeUser({ database }), makeUser({ database })])
    await follow(db, reader.id, author.id)
    // The first page builds the feed: its row goes in, then the list is read, while posts commit.
    const made = await postWhile(author.id, () => findHomeFeedIds(db, reader.id, null, 20))
    await expectEveryPostInBuiltFeed(reader.id, made)
  }, 60_000)
})
