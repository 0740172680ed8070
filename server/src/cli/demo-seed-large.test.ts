import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app.ts'
import { runCliOn, signInAs } from '../../test/cli.ts'
import { makeUser } from '../../test/factories.ts'
import { queryRows } from '../db/client.ts'
import { DEMO_PASSWORD } from './demo-data.ts'
import { COMMUNITIES_PER_UNIVERSITY, largeSeedScale } from './large-seed/index.ts'

const USERS = 500

describe('demo:seed --large', () => {
  let t: TestApp
  const run = (...argv: string[]) => runCliOn(t, ...argv)
  const one = async <T>(query: string) => (await queryRows<T>(t.database.db, query))[0]!
  const counts = () =>
    one<Record<string, number>>(
      `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM posts)::int AS posts,
         (SELECT count(*) FROM follows)::int AS follows, (SELECT count(*) FROM post_likes)::int AS likes`,
    )

  let seeded: Awaited<ReturnType<typeof run>>
  beforeAll(async () => {
    t = await buildTestApp()
    seeded = await run('demo:seed', '--large', '--users', String(USERS))
  }, 120_000)
  afterAll(() => t.close())

  it('writes the users, shows each step on the progress stream and ends with a sign-in line', async () => {
    expect(seeded.err).toEqual([])
    expect(seeded.code).toBe(0)
    expect(seeded.out[0]).toBe(
      'Writing 500 users in 1 university, 25,000 posts, their likes and follows, events and communities (progress on stderr)',
    )
    expect(seeded.out.at(-1)).toBe(
      `Sign in as bench_1 (the busiest account; any bench_1 to bench_500 works) with the password: ${DEMO_PASSWORD}`,
    )
    // Steps end with a line of their own; the batched ones also show their tenths, the others their rows.
    expect(seeded.progress).toContainEqual(expect.stringMatching(/^users: 500\/500 \(100%\) in \d+\.\d s$/))
    expect(seeded.progress).toContain('posts with their counters: 5,000/25,000 (20%)')
    for (const step of ['follows, by follower', 'likes, by user']) {
      expect(seeded.progress).toContainEqual(
        expect.stringMatching(new RegExp(`^${step}: 500/500 \\(100%\\) in `)),
      )
    }
    for (const [step, rows] of [
      ['blocks', 10],
      ['events', 150],
      ['communities', 25],
    ] as const) {
      expect(seeded.progress).toContainEqual(expect.stringMatching(new RegExp(`^${step}: ${rows} in \\d`)))
    }
    expect(seeded.progress.at(-1)).toMatch(/^vacuum and analyze: done in \d+\.\d s$/)
    expect(seeded.out).toHaveLength(3)
    expect(seeded.out[1]).toMatch(
      /^Done in 0 min \d+ s: 500 users, 25,\d{3} posts, [\d,]+ likes, [\d,]+ follows \(median \d+ per user\), 150 events, 25 communities\.$/,
    )
    const { status, me } = await signInAs(t, 'bench_1', DEMO_PASSWORD)
    expect(status).toBe(200)
    expect(me).toMatchObject({ username: 'bench_1', is_verified: true, university_id: 1 })
  })

  it('has the benchmark data shape in proportion: 50 posts a user, their kinds, likes and follows', async () => {
    const scale = largeSeedScale(USERS)
    const shape = await one<Record<string, number>>(
      `SELECT (SELECT count(*) FROM users)::int AS users,
         (SELECT count(*) FROM users WHERE university_id IS NOT NULL)::int AS members,
         (SELECT count(*) FROM posts WHERE event_id IS NULL AND community_id IS NULL)::int AS posts,
         (SELECT count(*) FROM posts WHERE in_reply_to_id IS NOT NULL)::float8 / ${scale.posts} AS replies,
         (SELECT count(*) FROM posts WHERE repost_of_id IS NOT NULL)::float8 / ${scale.posts} AS reposts,
         (SELECT count(*) FROM posts WHERE deleted_at IS NOT NULL)::float8 / ${scale.posts} AS deleted,
         (SELECT count(*) FROM post_likes)::float8 / ${USERS} AS likes_per_user,
         (SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY n) FROM
           (SELECT count(*) AS n FROM follows WHERE status = 'accepted' GROUP BY follower_id) f)::int AS median_follows,
         (SELECT count(*) FROM blocks)::int AS blocks,
         (SELECT count(*) FROM communities)::int AS communities,
         (SELECT count(*) FROM events)::int AS events`,
    )
    expect(shape).toMatchObject({ users: USERS, members: 450, posts: 25_000, blocks: 10, events: 150 })
    expect(shape.communities).toBe(COMMUNITIES_PER_UNIVERSITY)
    // The bench's mix: a quarter of the posts are anchors, of the rest 16% replies and 8% reposts.
    expect(shape.replies).toBeGreaterThan(0.1)
    expect(shape.replies).toBeLessThan(0.14)
    expect(shape.reposts).toBeGreaterThan(0.04)
    expect(shape.reposts).toBeLessThan(0.07)
    expect(shape.deleted).toBeLessThan(0.02)
    // 110 draws a user, fewer once the same pair drawn twice counts once.
    expect(shape.likes_per_user).toBeGreaterThan(60)
    expect(shape.likes_per_user).toBeLessThan(110)
    // A median of scale.medianFollows asked (100 here), less the duplicates of the skewed picks.
    expect(shape.median_follows).toBeGreaterThan(scale.medianFollows * 0.5)
    expect(shape.median_follows).toBeLessThanOrEqual(scale.medianFollows * 1.1)
  })

  it('keeps the counters as the API does, and new rows take ids after the seeded ones', async () => {
    const drift = await one<Record<string, number>>(
      `SELECT (SELECT count(*) FROM posts p WHERE p.likes_count <>
                 (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id))::int AS likes,
              (SELECT count(*) FROM posts p WHERE p.replies_count <> (SELECT count(*) FROM posts r
                 WHERE r.in_reply_to_id = p.id AND r.deleted_at IS NULL))::int AS replies`,
    )
    expect(drift).toEqual({ likes: 0, replies: 0 })
    const user = await makeUser(t)
    expect(user.id).toBe(USERS + 1)
  })

  it('refuses a database that already holds users, in one line, and changes nothing', async () => {
    const before = await counts()
    const again = await run('demo:seed', '--large', '--users', '100')
    expect(again).toMatchObject({ code: 1, out: [] })
    expect(again.err).toEqual([
      `error: The database already holds ${USERS + 1} users; demo:seed --large fills an empty one only (a new DATA_DIR or database)`,
    ])
    expect(await counts()).toEqual(before)
  })

  it.each([
    [['--users', '50', '--large'], '--users must be between 100 and 1,000,000, got 50'],
    [['--large', '--users', 'many'], '--users must be a positive whole number, got "many"'],
    [['--users', '200'], '--users goes with --large'],
    [['--large', 'now'], 'Unexpected argument now'],
    [['--large=yes'], '--large takes no value'],
  ])('refuses demo:seed %j in one line, changing nothing', async (args, reason) => {
    const before = await counts()
    const r = await run('demo:seed', ...args)
    expect(r).toMatchObject({ code: 1, out: [], err: [`error: ${reason}`], progress: [] })
    expect(await counts()).toEqual(before)
  })
})

describe('demo:seed --large failing part way', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())
  const users = async () =>
    (await queryRows<{ n: number }>(t.database.db, 'SELECT count(*)::int AS n FROM users'))[0]!.n

  it('leaves nothing behind, so that it can simply run again', async () => {
    // A row in its way: the seed's hashtags take ids from 1.
    await queryRows(t.database.db, "INSERT INTO hashtags (id, name) VALUES (1, 'in_the_way')")
    const failed = await runCliOn(t, 'demo:seed', '--large', '--users', '100')
    expect(failed.code).toBe(1)
    expect(failed.err).toEqual([expect.stringMatching(/^error: Unexpected error: duplicate key value/)])
    // The step that failed still ends its line, before the reason.
    expect(failed.progress.at(-1)).toMatch(/^hashtags: done in /)
    expect(await users()).toBe(0)

    await queryRows(t.database.db, 'DELETE FROM hashtags')
    const again = await runCliOn(t, 'demo:seed', '--large', '--users', '100')
    expect(again).toMatchObject({ code: 0, err: [] })
    expect(await users()).toBe(100)
  })
})
