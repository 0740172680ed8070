import { MUTE_LIMITS, type MutedUser, type MutedWord, type UserProfile } from '@agora/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { block } from '../../../test/graph.ts'
import { idsOf, signedInUser } from '../../../test/users.ts'

let t: TestApp
const events: unknown[] = []
beforeAll(async () => {
  t = await buildTestApp()
  for (const channel of ['user.followed', 'user.blocked', 'user.unfollowed']) {
    await t.events.subscribe(channel, (event) => events.push(event))
  }
})
afterAll(() => t.close())

const user = (opts = {}) => signedInUser(t, opts)
const profile = async (token: string, id: number) =>
  (await as(t.app, token).get(`/api/users/${id}`)).json() as UserProfile
const mutes = async (token: string, query = '') =>
  (await as(t.app, token).get(`/api/users/me/mutes${query}`)).json() as MutedUser[]
const words = async (token: string) =>
  (await as(t.app, token).get('/api/users/me/muted-words')).json() as MutedWord[]

describe('POST and DELETE /api/users/{id}/mute, GET /api/users/me/mutes', () => {
  it('mutes and unmutes; the profile and the list say so to the muter only, and nobody is told', async () => {
    const [a, b] = [await user(), await user()]
    events.length = 0
    const res = await as(t.app, a.token).post(`/api/users/${b.id}/mute`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'User muted' })
    // Muting again changes nothing.
    expect((await as(t.app, a.token).post(`/api/users/${b.id}/mute`)).statusCode).toBe(200)

    expect(await profile(a.token, b.id)).toMatchObject({
      relation: { is_muted: true, is_blocked: false, is_following: false },
      abilities: { can_mute: true, can_follow: true },
    })
    // The muted account sees nothing different.
    expect((await profile(b.token, a.id)).relation).toEqual({
      is_following: false,
      is_requested: false,
      follows_you: false,
      is_blocked: false,
      is_muted: false,
    })
    const list = await mutes(a.token)
    expect(idsOf(list)).toEqual([b.id])
    expect(list[0]).toMatchObject({
      username: b.username,
      mute_expires_at: null,
      relation: { is_muted: true },
    })
    expect(await mutes(b.token)).toEqual([])
    expect(events).toEqual([])

    const undo = await as(t.app, a.token).delete(`/api/users/${b.id}/mute`)
    expect(undo.statusCode).toBe(200)
    expect(undo.json()).toEqual({ message: 'User unmuted' })
    expect((await profile(a.token, b.id)).relation.is_muted).toBe(false)
    expect(await mutes(a.token)).toEqual([])
    // Nothing to undo is fine too.
    expect((await as(t.app, a.token).delete(`/api/users/${b.id}/mute`)).statusCode).toBe(200)
  })

  it('mutes for a duration; an expired mute no longer applies nor lists', async () => {
    const [a, b, c] = [await user(), await user(), await user()]
    const res = await as(t.app, a.token).post(`/api/users/${b.id}/mute`, { duration: '24h' })
    expect(res.statusCode).toBe(200)
    await as(t.app, a.token).post(`/api/users/${c.id}/mute`, { duration: '7d' })
    const list = await mutes(a.token)
    expect(idsOf(list)).toEqual([c.id, b.id])
    const ends = Date.parse(list[1]!.mute_expires_at!)
    expect(Math.abs(ends - (Date.now() + 24 * 3_600_000))).toBeLessThan(60_000)

    await t.database.db.execute(
      sql`UPDATE user_mutes SET expires_at = now() - interval '1 minute' WHERE muter_id = ${a.id} AND muted_id = ${b.id}`,
    )
    expect(idsOf(await mutes(a.token))).toEqual([c.id])
    expect((await profile(a.token, b.id)).relation.is_muted).toBe(false)
    // Muting again starts a new mute.
    await as(t.app, a.token).post(`/api/users/${b.id}/mute`)
    expect((await profile(a.token, b.id)).relation.is_muted).toBe(true)
  })

  it('pages the list like the blocked list', async () => {
    const a = await user()
    const others = [await user(), await user(), await user()]
    for (const o of others) await as(t.app, a.token).post(`/api/users/${o.id}/mute`)
    expect(idsOf(await mutes(a.token, '?skip=0&limit=2'))).toEqual([others[2]!.id, others[1]!.id])
    expect(idsOf(await mutes(a.token, '?skip=2&limit=2'))).toEqual([others[0]!.id])
    expect((await as(t.app, a.token).get('/api/users/me/mutes?limit=0')).statusCode).toBe(422)
  })

  it('refuses oneself (400), a missing account and one that blocked the viewer (404)', async () => {
    const [a, blocker] = [await user(), await user()]
    const self = await as(t.app, a.token).post(`/api/users/${a.id}/mute`)
    expect(self.statusCode).toBe(400)
    expect(self.json()).toEqual({ detail: 'You cannot mute yourself', code: 'cannot_mute_self' })
    expect((await as(t.app, a.token).delete(`/api/users/${a.id}/mute`)).json().code).toBe('cannot_mute_self')

    const missing = await as(t.app, a.token).post('/api/users/2147483647/mute')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ detail: 'User not found', code: 'user_not_found' })

    await block(t.database.db, blocker.id, a.id)
    const hidden = await as(t.app, a.token).post(`/api/users/${blocker.id}/mute`)
    expect(hidden.statusCode).toBe(404)
    expect(hidden.json()).toEqual(missing.json())
    expect((await as(t.app, a.token).post('/api/users/0/mute')).statusCode).toBe(422)
    const badDuration = await as(t.app, a.token).post(`/api/users/${blocker.id}/mute`, {
      duration: '1y',
    })
    expect(badDuration.statusCode).toBe(422)
  })

  it('may mute an account one blocked', async () => {
    const [a, b] = [await user(), await user()]
    await block(t.database.db, a.id, b.id)
    expect((await as(t.app, a.token).post(`/api/users/${b.id}/mute`)).statusCode).toBe(200)
    expect((await profile(a.token, b.id)).relation).toMatchObject({ is_blocked: true, is_muted: true })
  })

  it('needs a signed-in, verified viewer', async () => {
    const b = await user()
    for (const [method, url] of [
      ['POST', `/api/users/${b.id}/mute`],
      ['DELETE', `/api/users/${b.id}/mute`],
      ['GET', '/api/users/me/mutes'],
      ['GET', '/api/users/me/muted-words'],
      ['POST', '/api/users/me/muted-words'],
      ['DELETE', '/api/users/me/muted-words/1'],
    ] as const) {
      const res = await as(t.app, null).send(method, url, method === 'POST' ? { phrase: 'x' } : undefined)
      expect(res.statusCode, `${method} ${url}`).toBe(401)
    }
    const unverified = await user({ verified: false })
    expect((await as(t.app, unverified.token).get('/api/users/me/mutes')).statusCode).toBe(403)
  })
})

describe('/api/users/me/muted-words', () => {
  const add = (token: string, phrase: unknown, duration?: string) =>
    as(t.app, token).post('/api/users/me/muted-words', duration ? { phrase, duration } : { phrase })

  it('adds, lists and removes words and hashtags, oldest first', async () => {
    const a = await user()
    const first = await add(a.token, '  spoiler   alert ')
    expect(first.statusCode).toBe(201)
    expect(first.json()).toEqual({
      id: expect.any(Number),
      phrase: 'spoiler alert',
      created_at: expect.any(String),
      expires_at: null,
    })
    const tag = await add(a.token, '#Final', '30d')
    expect(tag.statusCode).toBe(201)
    const ends = Date.parse((tag.json() as MutedWord).expires_at!)
    expect(Math.abs(ends - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000)
    expect((await words(a.token)).map((w) => w.phrase)).toEqual(['spoiler alert', '#Final'])

    const removed = await as(t.app, a.token).delete(`/api/users/me/muted-words/${first.json().id}`)
    expect(removed.statusCode).toBe(200)
    expect((await words(a.token)).map((w) => w.phrase)).toEqual(['#Final'])
  })

  it('the same word again (after Turkish folding) replaces its duration: 200, not a second row', async () => {
    const a = await user()
    const first = (await add(a.token, 'İstanbul', '24h')).json() as MutedWord
    const again = await add(a.token, 'istanbul')
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ id: first.id, phrase: 'istanbul', expires_at: null })
    expect(await words(a.token)).toHaveLength(1)
  })

  it('refuses an empty, a too long or a wordless phrase (422 with codes) and a bad duration', async () => {
    const a = await user()
    const cases: [unknown, string][] = [
      ['   ', 'muted_word_empty'],
      ['x'.repeat(MUTE_LIMITS.phraseMax + 1), 'muted_word_too_long'],
      ['#!?', 'muted_word_invalid'],
    ]
    for (const [phrase, code] of cases) {
      const res = await add(a.token, phrase)
      expect(res.statusCode).toBe(422)
      expect(res.json().code).toBe('validation_failed')
      expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'phrase'], code })
    }
    expect((await add(a.token, 'x'.repeat(MUTE_LIMITS.phraseMax))).statusCode).toBe(201)
    expect((await add(a.token, 'ok', 'forever-and-ever')).statusCode).toBe(422)
    expect((await add(a.token, 42)).statusCode).toBe(422)
  })

  it(`holds at most ${MUTE_LIMITS.wordsPerUser} running words; expired ones do not count`, async () => {
    const a = await user()
    await t.database.db.execute(sql`INSERT INTO muted_words (user_id, phrase, folded, pattern)
      SELECT ${a.id}, 'w' || i, 'w' || i, 'w' || i FROM generate_series(1, ${MUTE_LIMITS.wordsPerUser}) AS i`)
    const over = await add(a.token, 'one more')
    expect(over.statusCode).toBe(400)
    expect(over.json()).toEqual({
      detail: `You can mute at most ${MUTE_LIMITS.wordsPerUser} words and hashtags`,
      code: 'too_many_muted_words',
    })
    // An existing one may still change its duration.
    expect((await add(a.token, 'w1', '7d')).statusCode).toBe(200)
    await t.database.db.execute(
      sql`UPDATE muted_words SET expires_at = now() - interval '1 second' WHERE user_id = ${a.id} AND phrase = 'w1'`,
    )
    expect(await words(a.token)).toHaveLength(MUTE_LIMITS.wordsPerUser - 1)
    expect((await add(a.token, 'one more')).statusCode).toBe(201)
  })

  it("another person's word is neither listed nor removable (404 as a missing one)", async () => {
    const [a, b] = [await user(), await user()]
    const word = (await add(a.token, 'secret')).json() as MutedWord
    expect(await words(b.token)).toEqual([])
    const res = await as(t.app, b.token).delete(`/api/users/me/muted-words/${word.id}`)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ detail: 'Muted word not found', code: 'muted_word_not_found' })
    const missing = await as(t.app, b.token).delete('/api/users/me/muted-words/2147483647')
    expect(missing.json()).toEqual(res.json())
    expect((await words(a.token)).map((w) => w.id)).toEqual([word.id])
  })
})
