import type { DetailedSearchResponse, FeedResponse, Post } from '@agora/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { bearer, loginAs, makeUser, type TestUser } from '../../../test/factories.ts'
import { findFollowingIds, seedPost } from '../posts/index.ts'
import { insertFollow } from '../users/index.ts'
import { findHomeFeedIds } from './home-feed.repository.ts'

/**
 * Mutes over what a reader is served (issue 16): a muted account's posts and reposts, reposts of its
 * posts, and posts with a muted word or hashtag leave the muter's Following (built and live), For
 * You, hashtag pages and search; another reader of the same accounts still gets all of it.
 */
const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000)

let t: TestApp
let reader: TestUser
let observer: TestUser
let readerToken: string
let observerToken: string
const posts: Record<string, number> = {}

async function get<T>(url: string, token: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) })
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
  return res.json() as T
}
const ids = (list: { id: number }[]) => list.map((p) => p.id)
const following = async (token: string) =>
  ids((await get<FeedResponse>('/feed?tab=following&limit=100', token)).following)
const forYou = async (token: string) =>
  ids((await get<FeedResponse>('/feed?tab=for_you&limit=100', token)).for_you)
const hashtag = async (tag: string, token: string) =>
  ids(await get<Post[]>(`/feed/hashtags/${encodeURIComponent(tag)}/posts`, token))
const search = async (term: string, token: string) =>
  ids(
    (await get<DetailedSearchResponse>(`/search/detailed/${encodeURIComponent(term)}?type=posts`, token))
      .posts,
  )
const mute = async (path: string, body?: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: bearer(readerToken),
    ...(body ? { payload: body } : {}),
  })
  if (res.statusCode >= 300) throw new Error(`${path}: ${res.statusCode} ${res.body}`)
}

beforeAll(async () => {
  t = await buildTestApp()
  reader = await makeUser(t)
  observer = await makeUser(t)
  const [muted, friend, other] = [await makeUser(t), await makeUser(t), await makeUser(t)]
  for (const r of [reader, observer]) {
    for (const a of [muted, friend, other]) await insertFollow(t.database.db, r.id, a.id)
  }
  const seed = async (name: string, user: TestUser, content: string, extra = {}) => {
    posts[name] = (
      await seedPost(t.database.db, { userId: user.id, content, createdAt: ago(1), ...extra })
    ).id
  }
  await seed('muted', muted, 'a post of the muted account about exams')
  await seed('mutedRepost', muted, '', { repostOfId: posts.muted })
  await seed('repostOfMuted', friend, '', { repostOfId: posts.muted })
  await seed('plain', friend, 'nothing to hide about exams')
  await seed('word', other, 'İSTANBUL trafiği bugün yine kötü')
  await seed('suffix', other, "Istanbul'da exams sınav haftası")
  await seed('inside', friend, 'eskiistanbul is no word, exams')
  await seed('tagged', friend, 'Finals week #Final exams')
  await seed('longerTag', other, 'and #finaller exams too')
  await seed('repostOfWord', friend, '', { repostOfId: posts.word })
  await seed('own', reader, 'my own istanbul exams post')
  readerToken = await loginAs(t.app, reader)
  observerToken = await loginAs(t.app, observer)
  // The built feeds exist before the mutes: they must apply when read.
  await following(readerToken)
  await mute(`/users/${muted.id}/mute`)
  await mute('/users/me/muted-words', { phrase: 'istanbul' })
  await mute('/users/me/muted-words', { phrase: '#final' })
})
afterAll(() => t.close())

const hidden = () => [
  posts.muted,
  posts.mutedRepost,
  posts.repostOfMuted,
  posts.word,
  posts.suffix,
  posts.tagged,
  posts.repostOfWord,
]
const kept = () => [posts.plain, posts.inside, posts.longerTag, posts.own]

describe('mutes over the lists a reader is served', () => {
  it('the built Following feed leaves muted accounts, their reposts and muted words out', async () => {
    const list = await following(readerToken)
    for (const id of hidden()) expect(list).not.toContain(id)
    expect(list).toEqual(expect.arrayContaining(kept()))
    expect(await following(observerToken)).toEqual(expect.arrayContaining(hidden()))
  })

  it('so does the live Following query below the built feed', async () => {
    const live = await findFollowingIds(t.database.db, reader.id, null, 100)
    for (const id of hidden()) expect(live).not.toContain(id)
    expect(live).toEqual(expect.arrayContaining(kept()))
    // A feed built with room for two posts: the rest of the page comes from the live query.
    await t.database.db.execute(sql`DELETE FROM home_feeds WHERE user_id = ${reader.id}`)
    await t.database.db.execute(sql`DELETE FROM home_feed_entries WHERE user_id = ${reader.id}`)
    const paged = await findHomeFeedIds(t.database.db, reader.id, null, 100, 2)
    const numeric = (list: number[]) => [...list].sort((a, b) => a - b)
    expect(numeric(paged)).toEqual(numeric(live))
  })

  it('For You leaves them out', async () => {
    const list = await forYou(readerToken)
    for (const id of hidden()) expect(list).not.toContain(id)
    // At most two a page per author: friend's two unmuted posts, other's one.
    expect(list).toEqual(expect.arrayContaining([posts.plain, posts.inside, posts.longerTag]))
    expect(await forYou(observerToken)).toContain(posts.muted)
  })

  it('a muted hashtag empties its page for the muter only; a longer tag is another tag', async () => {
    expect(await hashtag('final', readerToken)).toEqual([])
    expect(await hashtag('final', observerToken)).toEqual([posts.tagged])
    expect(await hashtag('finaller', readerToken)).toEqual([posts.longerTag])
  })

  it('search leaves out muted accounts and words (Turkish folding: istanbul hides İSTANBUL)', async () => {
    const found = await search('exams', readerToken)
    expect(found).not.toContain(posts.muted)
    expect(found).not.toContain(posts.suffix)
    expect(found).not.toContain(posts.tagged)
    expect(found).toEqual(expect.arrayContaining([posts.plain, posts.inside, posts.own]))
    expect(await search('trafiği', readerToken)).toEqual([])
    expect(await search('trafiği', observerToken)).toEqual([posts.word])
  })

  it('the muted post still opens on its own page: mutes are not the visibility rule', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/posts/${posts.muted}`,
      headers: bearer(readerToken),
    })
    expect(res.statusCode).toBe(200)
  })

  it('expired mutes stop applying', async () => {
    await t.database.db.execute(
      sql`UPDATE user_mutes SET expires_at = now() - interval '1 second' WHERE muter_id = ${reader.id}`,
    )
    await t.database.db.execute(
      sql`UPDATE muted_words SET expires_at = now() - interval '1 second' WHERE user_id = ${reader.id}`,
    )
    expect(await following(readerToken)).toEqual(expect.arrayContaining([...hidden(), ...kept()]))
    expect(await hashtag('final', readerToken)).toEqual([posts.tagged])
    expect(await search('trafiği', readerToken)).toEqual([posts.word])
  })
})
