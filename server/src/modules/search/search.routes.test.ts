import type {
  ExploreTrending,
  Post,
  QuickSearchResponse,
  SearchHistoryEntry,
  UserSummary,
} from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser, type TestUser } from '../../../test/factories.ts'
import { block, follow, markDeleted } from '../../../test/graph.ts'
import { seedPost, seedReactions } from '../posts/index.ts'
import { createUniversity } from '../universities/index.ts'

describe('/api/search', () => {
  let t: TestApp
  let me: TestUser
  let other: TestUser
  let token: string
  let otherToken: string

  /** The status and the parsed answer, as the reader's (or `who`'s) client gets them. */
  const call = async <T>(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, who = token) => {
    const res = await as(t, who).send(method, `/api${url}`, body)
    return { status: res.statusCode, body: (res.body ? res.json() : null) as T & { code?: string } }
  }

  beforeAll(async () => {
    t = await buildTestApp()
    const uni = await createUniversity(t.database.db, { name: 'Hacettepe Üniversitesi', domains: [] })
    me = await makeUser(t, { username: 'seeker', universityId: uni.id })
    other = await makeUser(t, { username: 'other_seeker' })
    token = await loginAs(t.app, me)
    otherToken = await loginAs(t.app, other)
  })
  afterAll(() => t.close())

  it('needs a signed-in viewer', async () => {
    for (const url of [
      '/search/quick/a',
      '/search/detailed/a',
      '/search/popular/users',
      '/search/popular/posts',
      '/search/trending',
      '/search/history',
    ]) {
      expect((await t.app.inject({ method: 'GET', url: `/api${url}` })).statusCode, url).toBe(401)
    }
  })

  it('refuses malformed paging and group names with 422, and cuts a long term', async () => {
    for (const url of [
      '/search/detailed/a?skip=-1',
      '/search/detailed/a?limit=0',
      '/search/detailed/a?limit=1000',
      '/search/detailed/a?type=everything',
      '/search/popular/users?limit=abc',
      '/search/popular/posts?limit=0',
    ]) {
      const res = await call('GET', url)
      expect(res.status, url).toBe(422)
      expect(res.body.code).toBe('validation_failed')
    }
    expect((await call('GET', `/search/quick/${'ş'.repeat(150)}`)).status).toBe(200)
    expect((await call('GET', `/search/quick/${'a'.repeat(401)}`)).status).toBe(422)
    expect((await call('GET', `/search/quick/${'a'.repeat(900)}`)).status).toBe(414)
  })

  it('leaves out deleted, unverified and blocking accounts', async () => {
    const gone = await makeUser(t, { username: 'zeytin_gone' })
    await markDeleted(t.database.db, gone.id)
    await makeUser(t, { username: 'zeytin_unverified', verified: false })
    const blocker = await makeUser(t, { username: 'zeytin_blocker' })
    await block(t.database.db, blocker.id, me.id)
    const blocked = await makeUser(t, { username: 'zeytin_blocked' })
    await block(t.database.db, me.id, blocked.id)
    const seen = await makeUser(t, { username: 'zeytin_seen' })
    const { body } = await call<QuickSearchResponse>('GET', '/search/quick/zeytin')
    expect(body.users.map((u) => u.id)).toEqual([seen.id])
    // The blocked side sees nothing of the blocker either.
    const back = await call<QuickSearchResponse>(
      'GET',
      '/search/quick/zeytin',
      undefined,
      await loginAs(t.app, blocker),
    )
    expect(back.body.users.map((u) => u.username)).not.toContain('seeker')
  })

  it('keeps recent searches per person: newest first, again moves up, remove one, clear all', async () => {
    for (const term of ['  kampüs ', 'final', 'kampüs']) {
      expect((await call('POST', '/search/history', { term })).status).toBe(201)
    }
    const list = (await call<SearchHistoryEntry[]>('GET', '/search/history')).body
    expect(list.map((e) => e.term)).toEqual(['kampüs', 'final'])
    // Another person's entry is missing to them, and their own list is empty.
    expect((await call('DELETE', `/search/history/${list[0]!.id}`, undefined, otherToken)).body.code).toBe(
      'search_history_not_found',
    )
    expect((await call<SearchHistoryEntry[]>('GET', '/search/history', undefined, otherToken)).body).toEqual(
      [],
    )
    expect((await call('DELETE', `/search/history/${list[0]!.id}`)).status).toBe(204)
    expect((await call('DELETE', `/search/history/${list[0]!.id}`)).status).toBe(404)
    expect((await call<SearchHistoryEntry[]>('GET', '/search/history')).body.map((e) => e.term)).toEqual([
      'final',
    ])
    expect((await call('DELETE', '/search/history')).status).toBe(204)
    expect((await call<SearchHistoryEntry[]>('GET', '/search/history')).body).toEqual([])
  })

  it('refuses an empty term for history and keeps only the newest twenty', async () => {
    const empty = await call('POST', '/search/history', { term: '   ' })
    expect(empty.status).toBe(422)
    expect(JSON.stringify(empty.body)).toContain('search_term_empty')
    expect((await call('POST', '/search/history', {})).status).toBe(422)
    expect((await call('DELETE', '/search/history/abc')).status).toBe(422)
    for (let i = 0; i < 25; i++) await call('POST', '/search/history', { term: `term ${i}` })
    const list = (await call<SearchHistoryEntry[]>('GET', '/search/history')).body
    expect(list).toHaveLength(20)
    expect(list[0]!.term).toBe('term 24')
    await call('DELETE', '/search/history')
  })

  it('popular people: the most followed first, without the viewer or a block', async () => {
    const star = await makeUser(t, { username: 'pop_star' })
    const second = await makeUser(t, { username: 'pop_second' })
    const hidden = await makeUser(t, { username: 'pop_hidden' })
    const fans = await Promise.all(Array.from({ length: 4 }, () => makeUser(t)))
    for (const [i, fan] of fans.entries()) {
      await follow(t.database.db, fan.id, star.id)
      await follow(t.database.db, fan.id, hidden.id)
      if (i < 2) await follow(t.database.db, fan.id, second.id)
    }
    await follow(t.database.db, fans[0]!.id, me.id)
    await block(t.database.db, hidden.id, me.id)
    const { body } = await call<UserSummary[]>('GET', '/search/popular/users?limit=3')
    expect(body.map((u) => u.username)).toEqual(['pop_star', 'pop_second'])
    expect(body.map((u) => u.id)).not.toContain(me.id)
  })

  it('popular posts: the most engaged of the last days that the viewer may see', async () => {
    const author = await makeUser(t)
    const secret = await makeUser(t, { isPrivate: true })
    const likers = await Promise.all(Array.from({ length: 3 }, () => makeUser(t)))
    const hot = await seedPost(t.database.db, { userId: author.id, content: 'hot' })
    const old = await seedPost(t.database.db, {
      userId: author.id,
      content: 'old',
      createdAt: new Date(Date.now() - 9 * 86_400_000),
    })
    const hid = await seedPost(t.database.db, { userId: secret.id, content: 'private hot' })
    for (const id of [hot.id, old.id, hid.id])
      await seedReactions(
        t.database.db,
        'like',
        likers.map((l) => l.id),
        id,
      )
    const { body } = await call<Post[]>('GET', '/search/popular/posts')
    expect(body[0]!.id).toBe(hot.id)
    expect(body.map((p) => p.id)).not.toContain(old.id)
    expect(body.map((p) => p.id)).not.toContain(hid.id)
    expect(body.length).toBeLessThanOrEqual(5)
  })

  it("trending: the viewer's university's tags first, then the site's others", async () => {
    const classmate = await makeUser(t, { universityId: me.universityId })
    const outsider = await makeUser(t)
    await seedPost(t.database.db, { userId: classmate.id, content: '#bahar şenliği #hacettepe' })
    await seedPost(t.database.db, { userId: outsider.id, content: '#bahar #vize' })
    await seedPost(t.database.db, { userId: outsider.id, content: '#vize haftası' })
    const { body } = await call<ExploreTrending>('GET', '/search/trending')
    expect(body.university?.name).toBe('Hacettepe Üniversitesi')
    expect(body.university?.hashtags.map((h) => h.name).sort()).toEqual(['bahar', 'hacettepe'])
    expect(body.country.map((h) => h.name)).toEqual(['vize'])
    const elsewhere = (await call<ExploreTrending>('GET', '/search/trending', undefined, otherToken)).body
    expect(elsewhere.university).toBeNull()
    expect(elsewhere.country.map((h) => h.name)).toContain('bahar')
  })
})
