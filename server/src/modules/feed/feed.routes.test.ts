import type { FeedBatchResponse, FeedResponse } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { bearer, loginAs, makeUser, type TestUser } from '../../../test/factories.ts'
import { seedPost, seedReaction, softDeletePost } from '../posts/index.ts'
import { createUniversity } from '../universities/index.ts'
import { insertFollow } from '../users/index.ts'

const HOUR = 3_600_000
const ago = (hours: number) => new Date(Date.now() - hours * HOUR)

describe('GET /api/feed', () => {
  let t: TestApp
  let viewer: TestUser
  let token: string
  let followed: TestUser
  let stranger: TestUser
  let pendingOnly: TestUser

  const feed = async (query: string, as = token) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/feed?${query}`, headers: bearer(as) })
    return { status: res.statusCode, body: res.json() as FeedResponse }
  }
  const post = (user: TestUser, content: string, extra: Partial<Parameters<typeof seedPost>[1]> = {}) =>
    seedPost(t.database.db, { userId: user.id, content, createdAt: ago(1), ...extra })
  const ids = (list: { id: number }[]) => list.map((p) => p.id)

  beforeAll(async () => {
    t = await buildTestApp()
    const university = await createUniversity(t.database.db, { name: 'Feed University', domains: [] })
    viewer = await makeUser(t, { universityId: university.id })
    followed = await makeUser(t)
    stranger = await makeUser(t)
    pendingOnly = await makeUser(t)
    await insertFollow(t.database.db, viewer.id, followed.id)
    await insertFollow(t.database.db, viewer.id, pendingOnly.id, 'pending')
    token = await loginAs(t.app, viewer)
  })
  afterAll(() => t.close())

  it('needs a verified viewer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/feed' })).statusCode).toBe(401)
    const unverified = await makeUser(t, { verified: false })
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/feed',
      headers: bearer(await loginAs(t.app, unverified)),
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ detail: 'Email not verified', code: 'email_not_verified' })
  })

  it('Following: posts and reposts of followed accounts and oneself, newest first, no replies', async () => {
    const own = await post(viewer, 'my own post')
    const theirs = await post(followed, 'followed post')
    const strangers = await post(stranger, 'stranger post')
    const pending = await post(pendingOnly, 'a request is not a follow')
    const reply = await post(followed, 'a reply', { inReplyToId: own.id })
    const repost = await post(followed, '', { repostOfId: strangers.id })
    const gone = await post(followed, 'deleted soon')
    await softDeletePost(t.database.db, gone.id)

    const { status, body } = await feed('tab=following')
    expect(status).toBe(200)
    expect(ids(body.following)).toEqual([repost.id, theirs.id, own.id])
    expect(body.for_you).toEqual([])
    expect(body.following[0]).toMatchObject({
      user_id: followed.id,
      retweeted_status_id: strangers.id,
      retweeted_status: { id: strangers.id, content: 'stranger post' },
    })
    expect(ids(body.following)).not.toContain(reply.id)
    expect(ids(body.following)).not.toContain(pending.id)
    expect(body.next_after).toBeNull()
  })

  it('Following pages by cursor without repeats or gaps, even when posts arrive between pages', async () => {
    const author = await makeUser(t)
    const reader = await makeUser(t)
    await insertFollow(t.database.db, reader.id, author.id)
    const made = []
    for (let i = 0; i < 5; i++) made.push((await post(author, `post ${i}`)).id)
    const as = await loginAs(t.app, reader)

    const first = await feed('tab=following&limit=2', as)
    expect(ids(first.body.following)).toEqual([made[4], made[3]])
    expect(first.body.next_after).toMatch(/^[A-Za-z0-9_-]+$/)
    const late = await post(author, 'arrived after page one')
    const second = await feed(`tab=following&limit=2&after=${first.body.next_after}`, as)
    expect(ids(second.body.following)).toEqual([made[2], made[1]])
    const third = await feed(`tab=following&limit=2&after=${second.body.next_after}`, as)
    expect(ids(third.body.following)).toEqual([made[0]])
    expect(third.body.next_after).toBeNull()
    // A refresh starts again from the newest.
    expect(ids((await feed('tab=following&limit=1', as)).body.following)).toEqual([late.id])
  })

  it('For You ranks engagement decayed by age, boosted by closeness, two per author per page', async () => {
    const reader = await makeUser(t)
    const friend = await makeUser(t)
    const popular = await makeUser(t)
    const quiet = await makeUser(t)
    await insertFollow(t.database.db, reader.id, friend.id)
    const hot = await post(popular, 'liked a lot', { createdAt: ago(10) })
    for (let i = 0; i < 60; i++) {
      const fan = await makeUser(t)
      await seedReaction(t.database.db, 'like', fan.id, hot.id)
    }
    const friendly = await post(friend, 'from a friend', { createdAt: ago(2) })
    const plain = await post(quiet, 'from a stranger', { createdAt: ago(2) })
    const burst = []
    for (const h of [1, 2, 3]) burst.push(await post(popular, `burst ${h}`, { createdAt: ago(0.1 * h) }))
    const [b1, b2, b3] = burst
    const old = await post(friend, 'eight days old', { createdAt: ago(24 * 8) })
    const reply = await post(friend, 'a reply', { inReplyToId: friendly.id })

    const as = await loginAs(t.app, reader)
    const { body } = await feed('tab=for_you&limit=100', as)
    const order = ids(body.for_you)
    expect(body.following).toEqual([])
    // 60 likes ten hours ago outweigh any fresh post; a friend's post outranks a stranger's of the same age.
    expect(order[0]).toBe(hot.id)
    expect(order.indexOf(friendly.id)).toBeLessThan(order.indexOf(plain.id))
    // The popular author's two slots went to the liked post and the newest of the burst.
    expect(order).toContain(b1!.id)
    expect(order).not.toContain(b2!.id)
    expect(order).not.toContain(b3!.id)
    expect(order).not.toContain(old.id)
    expect(order).not.toContain(reply.id)
    const next = await feed(`tab=for_you&limit=100&after=${body.next_after}`, as)
    // Deferred posts lead the next page (the earlier tests' prolific author waits there too).
    expect(ids(next.body.for_you).slice(0, 2)).toEqual([b2!.id, b3!.id])
    expect(ids(next.body.for_you).filter((id) => order.includes(id))).toEqual([])
  })

  it("For You boosts the viewer's university: a classmate's post outranks a stranger's of the same age", async () => {
    const classmate = await makeUser(t, { universityId: viewer.universityId })
    const outsider = await makeUser(t)
    const theirs = await post(classmate, 'from my university', { createdAt: ago(3) })
    const other = await post(outsider, 'from elsewhere', { createdAt: ago(3) })
    const { body } = await feed('tab=for_you&limit=100')
    const order = ids(body.for_you)
    expect(order).toContain(other.id)
    expect(order.indexOf(theirs.id)).toBeGreaterThanOrEqual(0)
    expect(order.indexOf(theirs.id)).toBeLessThan(order.indexOf(other.id))
  })

  it('For You never serves a post twice when counters change between pages, and waits with new posts', async () => {
    const reader = await makeUser(t)
    const as = await loginAs(t.app, reader)
    const fans = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(() => makeUser(t)))
    for (let i = 0; i < 6; i++) await post(await makeUser(t), `candidate ${i}`, { createdAt: ago(1 + i) })
    const served: number[] = []
    const arrived: number[] = []
    let after: string | null = null
    do {
      const res: { body: FeedResponse } = await feed(
        `tab=for_you&limit=2${after ? `&after=${after}` : ''}`,
        as,
      )
      served.push(...ids(res.body.for_you))
      // What was served last now has the most likes (it would rank first again), and a post arrives.
      const last = served.at(-1)!
      for (const fan of fans.splice(0, 2)) await seedReaction(t.database.db, 'like', fan.id, last)
      arrived.push((await post(reader, 'arrived mid-scroll', { createdAt: new Date() })).id)
      after = res.body.next_after
    } while (after && served.length < 500)
    expect(after).toBeNull()
    expect(new Set(served).size).toBe(served.length)
    expect(served.filter((id) => arrived.includes(id))).toEqual([])
    const refreshed = await feed('tab=for_you&limit=100', as)
    // On a refresh the new posts compete (two per author per page).
    expect(ids(refreshed.body.for_you).filter((id) => arrived.includes(id))).toHaveLength(2)
  })

  it('answers both lists under one cursor without a tab', async () => {
    const reader = await makeUser(t)
    const as = await loginAs(t.app, reader)
    await post(reader, 'one')
    await post(reader, 'two')
    const first = await feed('limit=1', as)
    expect(first.body.following).toHaveLength(1)
    expect(first.body.for_you).toHaveLength(1)
    const second = await feed(`limit=1&after=${first.body.next_after}`, as)
    expect(second.body.following).toHaveLength(1)
    expect(ids(second.body.following)).not.toEqual(ids(first.body.following))
    expect(ids(second.body.for_you)).not.toEqual(ids(first.body.for_you))
  })

  it('refuses malformed input with a 422, never a 500', async () => {
    for (const query of [
      'after=garbage!',
      `after=${Buffer.from('{"v":1,"f":{"b":"x"}}').toString('base64url')}`,
      `after=${Buffer.from('[]').toString('base64url')}`,
      'limit=0',
      'limit=101',
      'limit=ten',
      'tab=everything',
    ]) {
      const { status, body } = await feed(query)
      expect(status, query).toBe(422)
      expect(Array.isArray((body as unknown as { detail: unknown }).detail), query).toBe(true)
      expect((body as unknown as { code: unknown }).code, query).toBe('validation_failed')
    }
    const followingOnly = await feed('tab=following&limit=1')
    expect(followingOnly.body.next_after).not.toBeNull()
    const res = await feed(`tab=for_you&after=${followingOnly.body.next_after}`)
    expect(res.status).toBe(422)
    expect(res.body).toEqual({
      detail: [
        {
          loc: ['querystring', 'after'],
          msg: 'The cursor belongs to another list',
          type: 'value_error',
          code: 'cursor_mismatch',
        },
      ],
      code: 'validation_failed',
    })
  })
})

describe('GET /api/feed/batch', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('serves For You in numbered batches until none remain', async () => {
    const reader = await makeUser(t)
    const as = await loginAs(t.app, reader)
    for (let i = 0; i < 5; i++) {
      const author = await makeUser(t)
      await seedPost(t.database.db, { userId: author.id, content: `batch ${i}`, createdAt: ago(i + 1) })
    }
    const batch = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/feed/batch?${query}`, headers: bearer(as) })
      expect(res.statusCode).toBe(200)
      return res.json() as FeedBatchResponse
    }
    const first = await batch('limit=2')
    expect(first).toMatchObject({ batchIndex: 0, hasNext: true })
    expect(first.posts).toHaveLength(2)
    const second = await batch(`limit=2&after=${first.next_after}`)
    expect(second).toMatchObject({ batchIndex: 1, hasNext: true })
    const third = await batch(`limit=2&after=${second.next_after}`)
    expect(third).toMatchObject({ batchIndex: 2, hasNext: false, next_after: null })
    const all = [...first.posts, ...second.posts, ...third.posts].map((p) => p.content)
    expect(all.sort()).toEqual(['batch 0', 'batch 1', 'batch 2', 'batch 3', 'batch 4'])
    const bad = await t.app.inject({ method: 'GET', url: '/api/feed/batch?after=%7B', headers: bearer(as) })
    expect(bad.statusCode).toBe(422)
  })
})
