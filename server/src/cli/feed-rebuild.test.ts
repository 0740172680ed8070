import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app.ts'
import { runCliOn } from '../../test/cli.ts'
import { bearer, loginAs, makeUser, type TestUser } from '../../test/factories.ts'
import { follow } from '../../test/graph.ts'
import { queryRows } from '../db/client.ts'
import { seedPost } from '../modules/posts/index.ts'

describe('feed:rebuild', () => {
  let t: TestApp
  let ana: TestUser
  let ben: TestUser
  let cem: TestUser
  const posts: Record<string, number> = {}
  const run = (...argv: string[]) => runCliOn(t, ...argv)
  /** What the built feed holds, as the database has it (the feed module's table, read as a client would). */
  const entries = async (user: TestUser) =>
    (
      await queryRows<{ post_id: number }>(
        t.database.db,
        `SELECT post_id FROM home_feed_entries WHERE user_id = ${user.id} ORDER BY post_id DESC`,
      )
    ).map((r) => r.post_id)
  const builtFeeds = async () =>
    (await queryRows<{ n: number }>(t.database.db, 'SELECT count(*)::int AS n FROM home_feeds'))[0]!.n

  beforeAll(async () => {
    t = await buildTestApp()
    ana = await makeUser(t, { username: 'ana' })
    ben = await makeUser(t, { username: 'ben' })
    cem = await makeUser(t, { username: 'cem' })
    await follow(t.database.db, ana.id, ben.id)
    for (const [name, user] of [
      ['ben1', ben],
      ['ben2', ben],
      ['cem1', cem],
      ['ana1', ana],
    ] as const) {
      posts[name] = (await seedPost(t.database.db, { userId: user.id, content: name })).id
    }
  })
  afterAll(() => t.close())

  it('says so when no feed is built yet', async () => {
    const r = await run('feed:rebuild')
    expect(r).toMatchObject({ code: 0, err: [] })
    expect(r.out).toEqual([
      "No Following feed is built yet: each is built on its reader's first Following page",
    ])
    expect(r.progress).toEqual([expect.stringMatching(/^feeds: 0\/0 \(100%\) in /)])
  })

  it('builds every built feed again from who follows whom, with a bar, and can run again', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/feed?tab=following',
      headers: bearer(await loginAs(t.app, ana)),
    })
    expect(res.statusCode).toBe(200)
    const fresh = [posts.ana1, posts.ben2, posts.ben1]
    expect(await entries(ana)).toEqual(fresh)
    // A feed that drifted: an entry lost, one of an account ana does not follow.
    await queryRows(t.database.db, `DELETE FROM home_feed_entries WHERE post_id = ${posts.ben1}`)
    await queryRows(
      t.database.db,
      `INSERT INTO home_feed_entries (user_id, post_id, author_id) VALUES (${ana.id}, ${posts.cem1}, ${cem.id})`,
    )

    const r = await run('feed:rebuild')
    expect(r).toMatchObject({ code: 0, err: [], out: ['Rebuilt 1 Following feed'] })
    expect(r.progress).toEqual([expect.stringMatching(/^feeds: 1\/1 \(100%\) in \d+\.\d s$/)])
    expect(await entries(ana)).toEqual(fresh)
    expect((await run('feed:rebuild')).out).toEqual(['Rebuilt 1 Following feed'])
    expect(await entries(ana)).toEqual(fresh)
  })

  it("builds one user's feed with --user, built before or not", async () => {
    const r = await run('feed:rebuild', '--user', 'cem')
    expect(r).toMatchObject({ code: 0, err: [], out: ['Rebuilt the Following feed of cem'] })
    expect(await entries(cem)).toEqual([posts.cem1])
    expect((await run('feed:rebuild')).out).toEqual(['Rebuilt 2 Following feeds'])
  })

  it.each([
    [['--user', 'nobody'], 'No user named nobody'],
    [['--user', 'ana@example.edu'], '--user takes a username, not an email address'],
    [['--user'], '--user needs a value'],
    [['--all'], 'Unknown option --all'],
    [['ana'], 'Unexpected argument ana'],
  ])('refuses feed:rebuild %j in one line, changing nothing', async (args, reason) => {
    const before = [await builtFeeds(), await entries(ana), await entries(cem)]
    const r = await run('feed:rebuild', ...args)
    expect(r).toMatchObject({ code: 1, out: [], err: [`error: ${reason}`], progress: [] })
    expect([await builtFeeds(), await entries(ana), await entries(cem)]).toEqual(before)
  })
})
