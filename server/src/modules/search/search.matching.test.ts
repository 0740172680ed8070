import type { DetailedSearchResponse, QuickSearchResponse } from '@agora/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { bearer, loginAs, makeUser, type TestUser } from '../../../test/factories.ts'
import { queryRows } from '../../db/client.ts'
import { foldForSearch } from '../../platform/fold.ts'
import { seedCommunity } from '../communities/index.ts'
import { seedPost } from '../posts/index.ts'
import { createUniversity } from '../universities/index.ts'

/**
 * What a Turkish or English speaker types, and what must come first: dotted and dotless I, folded
 * letters, a typo, a prefix, a stemmed word. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
describe('search finds what was meant', () => {
  let t: TestApp
  let viewer: TestUser
  let token: string
  const people: Record<string, TestUser> = {}
  const posts: Record<string, number> = {}

  const quick = async (term: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search/quick/${encodeURIComponent(term)}`,
      headers: bearer(token),
    })
    expect(res.statusCode, term).toBe(200)
    return res.json() as QuickSearchResponse
  }

  beforeAll(async () => {
    t = await buildTestApp()
    const rows: [string, Parameters<typeof makeUser>[1]][] = [
      ['ayse', { username: 'ogrenci_ayse', firstName: 'Ayşe', lastName: 'Yılmaz' }],
      ['fan', { username: 'bogaz_fan', nickname: 'İstanbullu' }],
      ['cagri', { username: 'cagri', firstName: 'Çağrı', lastName: 'Öztürk' }],
      ['ismail', { username: 'ismail', firstName: 'İsmail', lastName: 'Işık' }],
      ['kalina', { username: 'kalina', firstName: 'Kalina', lastName: 'Petrova' }],
      ['alican', { username: 'alican', firstName: 'Alican', lastName: 'Er' }],
      ['ali', { username: 'ali', firstName: 'Ali', lastName: 'Kaya' }],
      ['mehmet', { username: 'mehmet_demir', firstName: 'Mehmet', lastName: 'Demir' }],
    ]
    for (const [key, opts] of rows) people[key] = await makeUser(t, opts)
    viewer = await makeUser(t, { username: 'searcher' })
    token = await loginAs(t.app, viewer)

    const author = people.mehmet!.id
    posts.library = (
      await seedPost(t.database.db, { userId: author, content: 'Öğrenciler kütüphanede ders çalışıyor' })
    ).id
    posts.running = (
      await seedPost(t.database.db, { userId: author, content: 'Students are running to the library' })
    ).id
    posts.concert = (
      await seedPost(t.database.db, { userId: author, content: 'Kampüste bu akşam konser var' })
    ).id
    posts.island = (
      await seedPost(t.database.db, { userId: author, content: 'Istanbul boğazında ISIK festivali' })
    ).id

    const odtu = await createUniversity(t.database.db, { name: 'Orta Doğu Teknik Üniversitesi', domains: [] })
    await createUniversity(t.database.db, { name: 'İstanbul Teknik Üniversitesi', domains: [] })
    await createUniversity(t.database.db, { name: 'Boğaziçi Üniversitesi', domains: [] })
    await seedCommunity(t.database.db, { universityId: odtu.id, name: 'Robotik Kulübü', adminId: author })
    await seedCommunity(t.database.db, { universityId: odtu.id, name: 'Müzik Topluluğu', adminId: author })
  })
  afterAll(() => t.close())

  it('folds the same way in JavaScript and in the database', async () => {
    const samples = [
      'İSTANBUL',
      'ıIiİ',
      'ÖĞRENCİ öğrenci',
      'Çağrı Öztürk',
      'ÂÎÛ âîû',
      'Éclair Ñandú',
      'Straße 42',
    ]
    for (const text of samples) {
      const [row] = await queryRows<{ folded: string }>(
        t.database.db,
        sql`SELECT agora_fold(${text}) AS folded`,
      )
      expect(row!.folded, text).toBe(foldForSearch(text))
    }
  })

  const people_table: [string, string, 'username' | 'name' | 'nickname'][] = [
    ['ÖĞRENCİ', 'ogrenci_ayse', 'username'],
    ['öğrenci', 'ogrenci_ayse', 'username'],
    ['ayse', 'ogrenci_ayse', 'name'],
    ['AYŞE YILMAZ', 'ogrenci_ayse', 'name'],
    ['yilmz', 'ogrenci_ayse', 'name'], // one letter missing
    ['ogrnci', 'ogrenci_ayse', 'username'], // one letter missing
    ['istanbul', 'bogaz_fan', 'nickname'], // İ found by i
    ['İSTANBULLU', 'bogaz_fan', 'nickname'],
    ['cagri ozturk', 'cagri', 'name'],
    ['ışık', 'ismail', 'name'], // dotless ı and dotted i are one letter
    ['ISIK', 'ismail', 'name'],
    ['ismail', 'ismail', 'username'],
    ['ali', 'ali', 'username'], // the exact username before its prefix and a name inside
    ['meh', 'mehmet_demir', 'username'], // a prefix
    ['demir', 'mehmet_demir', 'name'], // a name word before the inside of a username
  ]
  it.each(people_table)('people: %s finds @%s first, matched by %s', async (term, first, matched) => {
    const { users } = await quick(term)
    expect(users[0]?.username, JSON.stringify(users.map((u) => u.username))).toBe(first)
    expect(users[0]?.matched).toBe(matched)
  })

  it('ranks exact username, then its prefix, then a name word, then inside', async () => {
    const { users } = await quick('ali')
    expect(users.map((u) => u.username)).toEqual(['ali', 'alican', 'kalina'])
  })

  const posts_table: [string, string][] = [
    ['ogrenci', 'library'], // folded prefix of "Öğrenciler"
    ['öğrencilerin', 'library'], // Turkish stem
    ['KÜTÜPHANE', 'library'],
    ['run', 'running'], // English stem and prefix
    ['library students', 'running'], // every word, any order
    ['kampus', 'concert'], // "Kampüste" without Turkish letters
    ['konserler', 'concert'], // Turkish stem
    ['istanbul ışık', 'island'], // dotless I both ways
  ]
  it.each(posts_table)('posts: %s finds the %s post first', async (term, key) => {
    const { posts: found } = await quick(term)
    expect(found[0]?.id, JSON.stringify(found.map((p) => p.content))).toBe(posts[key])
  })

  it('finds universities and communities by folded name, prefix or close spelling', async () => {
    expect((await quick('istanbul teknik')).universities.map((u) => u.name)).toEqual([
      'İstanbul Teknik Üniversitesi',
    ])
    expect((await quick('bogazici')).universities[0]?.name).toBe('Boğaziçi Üniversitesi')
    expect((await quick('teknik')).universities.map((u) => u.name).sort()).toEqual([
      'Orta Doğu Teknik Üniversitesi',
      'İstanbul Teknik Üniversitesi',
    ])
    expect((await quick('muzik')).communities[0]?.name).toBe('Müzik Topluluğu')
    expect((await quick('robotk')).communities[0]).toMatchObject({
      name: 'Robotik Kulübü',
      university_name: 'Orta Doğu Teknik Üniversitesi',
    })
  })

  it('the lists with a search box fold the same way: people, communities, universities', async () => {
    const get = async <T>(url: string) =>
      (await t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) })).json() as T
    const names = (list: { username?: string; name?: string }[]) => list.map((x) => x.username ?? x.name)
    expect(names(await get('/users/?q=ISTANBUL'))).toEqual(['bogaz_fan'])
    expect(names(await get(`/users/?q=${encodeURIComponent('ÇAĞRI')}`))).toEqual(['cagri'])
    expect(names(await get('/communities/?search=muzik'))).toEqual(['Müzik Topluluğu'])
    expect(names(await get('/universities/?search=bogazici'))).toEqual(['Boğaziçi Üniversitesi'])
  })

  it('answers 200 with empty groups for no match, a blank term and symbols only', async () => {
    for (const term of ['zzqqxx', '   ', '%_%', '&|!:*', "'; DROP TABLE users; --"]) {
      expect(await quick(term), term).toEqual({ users: [], posts: [], communities: [], universities: [] })
    }
  })

  it('a # term reads hashtags in detailed search', async () => {
    await seedPost(t.database.db, { userId: people.ali!.id, content: 'Final haftası #kampüs #KampüsHayatı' })
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search/detailed/${encodeURIComponent('#kampus')}?type=hashtags`,
      headers: bearer(token),
    })
    const body = res.json() as DetailedSearchResponse
    expect(body.hashtags.map((h) => h.name)).toEqual(['kampüs', 'kampüshayatı'])
    expect(body.users).toEqual([])
  })
})
