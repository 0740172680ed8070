import type { FeedResponse } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser, type TestUser } from '../../../test/factories.ts'
import { block, follow } from '../../../test/graph.ts'
import { createPostAs } from '../../../test/posts.ts'
import { seedPost } from '../posts/index.ts'
import { KEEP_MS } from './for-you-first-page.ts'

/**
 * A reader's For You first page is made from a snapshot kept for KEEP_MS (issue 32). These tests open
 * the first page, change the world, and open it again inside KEEP_MS: what the reader did, and what
 * the visibility rule hides, must show at once; only other people's new posts may wait.
 */

let t: TestApp
let clockOffset = 0
const HOUR = 3_600_000
const ago = (hours: number) => new Date(Date.now() + clockOffset - hours * HOUR)

beforeAll(async () => {
  t = await buildTestApp({ clock: () => new Date(Date.now() + clockOffset) })
})
afterAll(() => t.close())

async function firstPage(token: string): Promise<number[]> {
  const res = await as(t.app, token).get('/api/feed?tab=for_you&limit=100')
  expect(res.statusCode).toBe(200)
  return (res.json() as FeedResponse).for_you.map((item) => item.id)
}

const post = async (author: TestUser, content: string, hoursAgo = 1) =>
  (await seedPost(t.database.db, { userId: author.id, content, createdAt: ago(hoursAgo) })).id

describe('For You: the first page kept for a while', () => {
  let reader: TestUser
  let token: string
  let followed: TestUser
  let posts: Record<'followed' | 'muted' | 'blocker' | 'deleted', number>
  let muted: TestUser
  let blocker: TestUser
  let deleter: TestUser

  beforeAll(async () => {
    reader = await makeUser(t)
    token = await loginAs(t.app, reader)
    followed = await makeUser(t)
    muted = await makeUser(t)
    blocker = await makeUser(t)
    deleter = await makeUser(t)
    for (const author of [followed, muted, blocker, deleter])
      await follow(t.database.db, reader.id, author.id)
    posts = {
      followed: await post(followed, 'followed'),
      muted: await post(muted, 'muted'),
      blocker: await post(blocker, 'blocker'),
      deleted: await post(deleter, 'deleted'),
    }
  })

  it("serves the kept page: another's new post waits until the snapshot is old", async () => {
    const first = await firstPage(token)
    expect(first).toEqual(expect.arrayContaining(Object.values(posts)))
    const late = await post(followed, 'written after the first page', 0)
    expect(await firstPage(token)).not.toContain(late)
    clockOffset += KEEP_MS
    expect(await firstPage(token)).toContain(late)
  })

  it("puts the reader's own new posts first at once, two of them like any author's", async () => {
    await firstPage(token)
    const mine: number[] = []
    for (const n of [1, 2, 3]) mine.push((await createPostAs(t.app, token, `mine ${n}`)).id)
    const page = await firstPage(token)
    expect(page.slice(0, 2)).toEqual([mine[2], mine[1]])
  })

  it('drops at once what the rule hides since: a deleted post, an author who blocked the reader', async () => {
    expect(await firstPage(token)).toEqual(expect.arrayContaining([posts.deleted, posts.blocker]))
    const deleterToken = await loginAs(t.app, deleter)
    expect((await as(t.app, deleterToken).delete(`/api/posts/${posts.deleted}`)).statusCode).toBe(204)
    await block(t.database.db, blocker.id, reader.id)
    const page = await firstPage(token)
    expect(page).not.toContain(posts.deleted)
    expect(page).not.toContain(posts.blocker)
  })

  it("takes a new snapshot at once after the reader's mute or follow (the graph version)", async () => {
    expect(await firstPage(token)).toContain(posts.muted)
    expect((await as(t.app, token).post(`/api/users/${muted.id}/mute`)).statusCode).toBe(200)
    expect(await firstPage(token)).not.toContain(posts.muted)

    const waiting = await post(followed, 'waits for the snapshot', 0)
    expect(await firstPage(token)).not.toContain(waiting)
    const newcomer = await makeUser(t)
    const res = await as(t.app, token).post(`/api/users/${newcomer.id}/follow`)
    expect(res.statusCode).toBe(200)
    expect(await firstPage(token)).toContain(waiting)
  })
})
