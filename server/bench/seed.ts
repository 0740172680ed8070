import type pg from 'pg'
import { BENCH_USERS, largeSeedScale, type SeedReport, writeLargeSeed } from '../src/cli/large-seed/index.ts'
import { FACTORY_PASSWORD_HASH } from '../src/platform/passwords.ts'

/**
 * The benchmark's data: 20,000 users in 40 universities, 1,000,000 posts over 180 days (ids grow with
 * time, as in production), a fifth of them replies, reposts and quotes, hashtags on a third, about two
 * million likes spread Zipf-like, and follows with a median of about 150 per user. The SQL lives in
 * src/cli/large-seed/, which `demo:seed --large` writes too. It runs on a bench database only (run.ts
 * refuses one that holds anything else).
 */
/**
 * BENCH_SCALE multiplies the posts (`BENCH_SCALE=10`: 10,000,000 posts by the same 20,000 people, in a
 * database of its own, agora_bench_10x): the data of `npm run bench -- scale`.
 */
export const BENCH_SCALE = Number(process.env.BENCH_SCALE ?? 1)
export const SCALE = largeSeedScale(BENCH_USERS, 50 * BENCH_SCALE)

type Log = (line: string) => void

/** True when the benchmark data is already there (a second run reuses it). */
export async function isSeeded(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ users: number; posts: number }>(
    `SELECT (SELECT count(*) FROM users WHERE username LIKE 'bench\\_%')::int AS users,
            (SELECT count(*) FROM posts)::int AS posts`,
  )
  return rows[0]!.users >= SCALE.users && rows[0]!.posts >= SCALE.posts
}

/** The domain of the addresses of the people seed-search.ts writes (their usernames are their names'). */
export const SEARCH_EMAIL_DOMAIN = 'search.bench.example'

/** True when the database holds rows the benchmark did not write: it must not be touched. */
export async function holdsOtherData(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users
     WHERE username NOT LIKE 'bench\\_%' AND email NOT LIKE '%@${SEARCH_EMAIL_DOMAIN}'`,
  )
  return rows[0]!.n > 0
}

export async function seed(client: pg.ClientBase, log: Log): Promise<void> {
  await client.query('SET synchronous_commit = off')
  // The data is consistent by construction; skipping the foreign-key triggers saves minutes. It
  // needs a superuser, so without one the seed still works, only slower.
  await client
    .query('SET session_replication_role = replica')
    .catch(() => log('  (foreign keys checked: slower)'))
  await timed(log, 'clear a partial earlier seed', () =>
    client.query('TRUNCATE users, universities, posts, hashtags RESTART IDENTITY CASCADE'),
  )
  await writeLargeSeed(client, stepLog(log), { scale: SCALE, passwordHash: FACTORY_PASSWORD_HASH })
  await client.query('SET session_replication_role = DEFAULT').catch(() => {})
  await timed(log, 'vacuum and analyze', () => client.query('VACUUM ANALYZE'))
}

/** Each step of the large seed as one line: its rows and seconds. */
export function stepLog(log: Log): SeedReport {
  return {
    start(title) {
      const started = Date.now()
      let rows = 0
      return {
        advance: (_units, written) => {
          rows += written
        },
        finish: () =>
          log(
            `  ${title} (${rows.toLocaleString('en')} rows): ${((Date.now() - started) / 1000).toFixed(1)} s`,
          ),
      }
    },
  }
}

async function timed(log: Log, title: string, work: () => Promise<unknown>): Promise<void> {
  const started = Date.now()
  await work()
  log(`  ${title}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/** What was seeded, for the report. */
export async function describeData(client: pg.ClientBase) {
  const { rows } = await client.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM users)::int AS users,
       (SELECT count(*) FROM users WHERE username LIKE 'bench\\_%')::int AS "benchUsers",
       (SELECT count(*) FROM posts)::int AS posts,
       (SELECT count(*) FROM post_likes)::int AS likes, (SELECT count(*) FROM follows)::int AS follows,
       (SELECT count(*) FROM post_hashtags)::int AS "taggedPosts",
       (SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY n) FROM
         (SELECT count(*) AS n FROM follows WHERE status = 'accepted' GROUP BY follower_id) f)::int AS "medianFollows"`,
  )
  return rows[0]!
}
