import type { Hashtag, Post } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { bearer, loginAs, makeUser, type TestUser } from '../../../test/factories.ts'
import { follow } from '../../../test/graph.ts'
import { seedPost, softDeletePost } from '../posts/index.ts'

const HOUR = 3_600_000
const ago = (hours: number) => new Date(Date.now() - hours * HOUR)

describe('hashtags under /api/feed/hashtags', () => {
  let t: TestApp
  let viewer: TestUser
  let author: TestUser
  let token: string

  const get = async <T>(url: string, as = token) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(as) })
    return { status: res.statusCode, body: res.json() as T }
  }
  const post = (content: string, createdAt = ago(1), extra: { published?: boolean; userId?: number } = {}) =>
    seedPost(t.database.db, { userId: author.id, content, createdAt, ...extra })

  beforeAll(async () => {
    t = await buildTestApp()
    viewer = await makeUser(t)
    author = await makeUser(t)
    token = await loginAs(t.app, viewer)
  })
  afterAll(() => t.close())

  it('need a verified viewer', async () => {
    for (const url of [
      '/api/feed/hashtags?q=a',
      '/api/feed/hashtags/trending',
      '/api/feed/hashtags/a/posts',
      '/api/feed/hashtags/a',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401)
    }
  })

  describe('suggestions', () => {
    beforeAll(async () => {
      await post('Sınav haftası #kampüs #final')
      await post('#Kampüs kafeteryası #KAMPÜSHAYATI')
      await post('#kampüs again')
      await post('#ODTÜ mezuniyet #İstanbul')
      await post('#kamp_ateşi', ago(1), { published: false })
    })

    it('match the folded prefix, most used first, with their counts', async () => {
      const { status, body } = await get<Hashtag[]>('/api/feed/hashtags?q=KAMP&limit=10')
      expect(status).toBe(200)
      // İ/ı folding: "KAMP" is "kamp"; the unpublished draft's tag is nobody else's to see.
      expect(body).toEqual([
        { name: 'kampüs', count: 3 },
        { name: 'kampüshayatı', count: 1 },
      ])
    })

    it('fold Turkish capitals the Turkish way and ignore a leading #', async () => {
      expect((await get<Hashtag[]>('/api/feed/hashtags?q=%23odt')).body).toEqual([{ name: 'odtü', count: 1 }])
      expect((await get<Hashtag[]>('/api/feed/hashtags?q=İST')).body).toEqual([
        { name: 'istanbul', count: 1 },
      ])
      expect((await get<Hashtag[]>('/api/feed/hashtags?q=IST')).body).toEqual([])
    })

    it('honour the limit, treat LIKE wildcards as text and show the draft to its author', async () => {
      expect((await get<Hashtag[]>('/api/feed/hashtags?q=kamp&limit=1')).body).toEqual([
        { name: 'kampüs', count: 3 },
      ])
      expect((await get<Hashtag[]>('/api/feed/hashtags?q=%25')).body).toEqual([])
      expect((await get<Hashtag[]>('/api/feed/hashtags?q=kamp_')).body).toEqual([])
      const own = await get<Hashtag[]>('/api/feed/hashtags?q=kamp_', await loginAs(t.app, author))
      expect(own.body).toEqual([{ name: 'kamp_ateşi', count: 1 }])
    })

    it('count only the uses the viewer may see, in suggestions and trending alike', async () => {
      const locked = await makeUser(t, { isPrivate: true })
      const follower = await makeUser(t)
      await follow(t.database.db, follower.id, locked.id)
      await post('#karışık açık')
      for (const _ of [1, 2]) await seedPost(t.database.db, { userId: locked.id, content: '#karışık gizli' })
      const counts = async (as: string) => ({
        suggested: (await get<Hashtag[]>('/api/feed/hashtags?q=karış', as)).body,
        trending: (await get<Hashtag[]>('/api/feed/hashtags/trending?limit=100', as)).body.filter(
          (h) => h.name === 'karışık',
        ),
      })
      const one = [{ name: 'karışık', count: 1 }]
      const three = [{ name: 'karışık', count: 3 }]
      expect(await counts(token)).toEqual({ suggested: one, trending: one })
      expect(await counts(await loginAs(t.app, follower))).toEqual({ suggested: three, trending: three })
    })

    it('refuse a bad limit with 422', async () => {
      for (const q of ['limit=0', 'limit=101', 'limit=x']) {
        expect((await get(`/api/feed/hashtags?q=a&${q}`)).status, q).toBe(422)
      }
    })
  })

  describe('trending', () => {
    it("ranks by the last 24 hours' uses, recent above older, and skips what the viewer cannot see", async () => {
      const fresh = await makeUser(t)
      const as = await loginAs(t.app, fresh)
      const before = (await get<Hashtag[]>('/api/feed/hashtags/trending?limit=100', as)).body
      const countOf = (list: Hashtag[], name: string) => list.find((h) => h.name === name)?.count ?? 0

      for (const h of [20, 21, 22]) await post('#eskitrend', ago(h))
      await post('#yenitrend', ago(1))
      await post('#yenitrend', ago(2))
      await post('#tooold', ago(25))
      await post('#gizli', ago(1), { published: false })
      const gone = await post('#silindi', ago(1))
      await softDeletePost(t.database.db, gone.id)

      const { status, body } = await get<Hashtag[]>('/api/feed/hashtags/trending?limit=100', as)
      expect(status).toBe(200)
      const names = body.map((h) => h.name)
      expect(countOf(body, 'yenitrend') - countOf(before, 'yenitrend')).toBe(2)
      // The window ranks; the count is the tag's posts of any age, as everywhere else.
      expect(countOf(body, 'eskitrend')).toBe(3)
      // Three uses of almost a day ago weigh less than two of the last hours.
      expect(names.indexOf('yenitrend')).toBeLessThan(names.indexOf('eskitrend'))
      expect(names).not.toContain('tooold')
      expect(names).not.toContain('gizli')
      expect(names).not.toContain('silindi')
      expect((await get<Hashtag[]>('/api/feed/hashtags/trending?limit=1', as)).body).toHaveLength(1)
    })
  })

  describe('one count per tag', () => {
    it('is the same number in trending, suggestions, search and the tag page: the posts the viewer may see', async () => {
      const locked = await makeUser(t, { isPrivate: true })
      const muted = await makeUser(t)
      await post('#ortaksayı bugün', ago(2))
      await post('#ortaksayı dün', ago(30))
      await post('#ortaksayı geçen ay', ago(24 * 30))
      await seedPost(t.database.db, { userId: locked.id, content: '#ortaksayı gizli', createdAt: ago(1) })
      await seedPost(t.database.db, { userId: muted.id, content: '#ortaksayı sessiz', createdAt: ago(1) })
      const gone = await post('#ortaksayı silinen', ago(1))
      await softDeletePost(t.database.db, gone.id)
      const reader = await makeUser(t)
      const as = await loginAs(t.app, reader)
      const mute = await t.app.inject({
        method: 'POST',
        url: `/api/users/${muted.id}/mute`,
        headers: bearer(as),
      })
      expect(mute.statusCode).toBe(200)

      const find = (list: Hashtag[]) => list.find((h) => h.name === 'ortaksayı')?.count
      const counts = {
        trending: find((await get<Hashtag[]>('/api/feed/hashtags/trending?limit=100', as)).body),
        suggested: find((await get<Hashtag[]>('/api/feed/hashtags?q=ortak', as)).body),
        searched: find((await get<{ hashtags: Hashtag[] }>('/api/search/detailed/ortak', as)).body.hashtags),
        page: (await get<Hashtag>('/api/feed/hashtags/ORTAKSAYI', as)).body.count,
        listed: (await get<Post[]>('/api/feed/hashtags/ortaksayı/posts?limit=100', as)).body.length,
      }
      // Three public posts of any age; not the private account's, the muted one's or the deleted one.
      expect(counts).toEqual({ trending: 3, suggested: 3, searched: 3, page: 3, listed: 3 })
    })

    it('answers an unknown tag with a count of 0', async () => {
      expect(await get<Hashtag>('/api/feed/hashtags/%23hi%C3%A7yok')).toEqual({
        status: 200,
        body: { name: 'hiçyok', count: 0 },
      })
    })
  })

  describe('posts of a tag', () => {
    it('lists visible posts newest first, matching the tag the Turkish way, page by page', async () => {
      const a = await post('ilk #Çay', ago(3))
      const b = await post('ikinci #çay', ago(2))
      const reply = await seedPost(t.database.db, {
        userId: viewer.id,
        content: 'yanıt #ÇAY',
        inReplyToId: a.id,
      })
      const deleted = await post('silinen #çay')
      await softDeletePost(t.database.db, deleted.id)
      await post('taslak #çay', ago(1), { published: false })

      const ids = async (url: string) => {
        const { status, body } = await get<Post[]>(url)
        expect(status).toBe(200)
        return body.map((p) => p.id)
      }
      expect(await ids('/api/feed/hashtags/%C3%87AY/posts')).toEqual([reply.id, b.id, a.id])
      expect(await ids('/api/feed/hashtags/%23%C3%A7ay/posts?skip=1&limit=1')).toEqual([b.id])
      expect(await ids('/api/feed/hashtags/hi%C3%A7yok/posts')).toEqual([])
      const first = (await get<Post[]>('/api/feed/hashtags/çay/posts?limit=1')).body[0]!
      expect(first).toMatchObject({ id: reply.id, content: 'yanıt #ÇAY', hashtags: ['çay'] })
    })

    it('refuses bad paging with 422', async () => {
      for (const q of ['skip=-1', 'limit=0', 'limit=500']) {
        expect((await get(`/api/feed/hashtags/a/posts?${q}`)).status, q).toBe(422)
      }
    })
  })
})
