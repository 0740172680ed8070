import { queryRows } from '../db/client.ts'
import { type SqlSession, withSqlSession } from '../db/session.ts'
import { hashPassword } from '../platform/passwords.ts'
import { CliError, type CommandContext, positiveInt } from './command.ts'
import { DEMO_PASSWORD } from './demo-data.ts'
import {
  LARGE_SEED_USERNAME_PREFIX,
  largeSeedScale,
  MIN_LARGE_SEED_USERS,
  type SeedReport,
  seedActivities,
  seedCommunities,
  writeLargeSeed,
} from './large-seed/index.ts'

const MAX_LARGE_SEED_USERS = 1_000_000

/** --users N: a whole number the shape holds for. */
export function largeSeedUsers(value: string): number {
  const users = positiveInt(value, 'users')
  if (users < MIN_LARGE_SEED_USERS || users > MAX_LARGE_SEED_USERS) {
    throw new CliError(
      `--users must be between ${count(MIN_LARGE_SEED_USERS)} and ${count(MAX_LARGE_SEED_USERS)}, got ${value}`,
    )
  }
  return users
}

/**
 * `demo:seed --large`: the benchmark's data (src/cli/large-seed/, the same SQL as bench/seed.ts) with
 * its events and communities, for trying the product at size. Its ids start at 1, so it fills an empty
 * installation only. It is one transaction: stopped or failed part way, it leaves nothing behind and
 * can simply be run again.
 */
export function largeSeed(users: number) {
  return async (ctx: CommandContext): Promise<void> => {
    const { db, out } = ctx
    const [held] = await queryRows<{ users: number; universities: number }>(
      db,
      `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM universities)::int AS universities`,
    )
    if (held && (held.users > 0 || held.universities > 0)) {
      const what = held.users > 0 ? `${count(held.users)} users` : `${count(held.universities)} universities`
      throw new CliError(
        `The database already holds ${what}; demo:seed --large fills an empty one only (a new DATA_DIR or database)`,
      )
    }
    const scale = largeSeedScale(users)
    out(
      `Writing ${count(scale.users)} users in ${plural(scale.universities, 'university', 'universities')}, ${count(scale.posts)} posts, their likes and follows, events and communities (progress on stderr)`,
    )
    const started = Date.now()
    const passwordHash = await hashPassword(DEMO_PASSWORD)
    const report = progressReport(ctx)
    await withSqlSession(db, async (session) => {
      await session.query('BEGIN')
      try {
        await enterBulkLoad(session)
        await writeLargeSeed(session, report, { scale, passwordHash })
        await seedActivities(session, report, scale)
        await seedCommunities(session, report, scale)
        await leaveBulkLoad(session)
        await session.query('COMMIT')
      } catch (err) {
        await session.query('ROLLBACK').catch(() => {})
        throw err
      }
    })
    const vacuum = ctx.progress('vacuum and analyze', null)
    await queryRows(db, 'VACUUM ANALYZE')
    vacuum.finish()

    const [made] = await queryRows<Record<string, number>>(
      db,
      `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM posts)::int AS posts,
         (SELECT count(*) FROM post_likes)::int AS likes, (SELECT count(*) FROM follows)::int AS follows,
         (SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY n) FROM
           (SELECT count(*) AS n FROM follows WHERE status = 'accepted' GROUP BY follower_id) f)::int AS median,
         (SELECT count(*) FROM events)::int AS events, (SELECT count(*) FROM communities)::int AS communities`,
    )
    const n = (key: string) => count(made?.[key] ?? 0)
    const seconds = Math.round((Date.now() - started) / 1000)
    out(
      `Done in ${Math.floor(seconds / 60)} min ${seconds % 60} s: ${n('users')} users, ${n('posts')} posts, ${n('likes')} likes, ${n('follows')} follows (median ${n('median')} per user), ${n('events')} events, ${n('communities')} communities.`,
    )
    out(
      `Sign in as ${LARGE_SEED_USERNAME_PREFIX}1 (the busiest account; any ${LARGE_SEED_USERNAME_PREFIX}1 to ${LARGE_SEED_USERNAME_PREFIX}${scale.users} works) with the password: ${DEMO_PASSWORD}`,
    )
  }
}

/** Each step of the seed as a progress bar. */
function progressReport(ctx: CommandContext): SeedReport {
  return {
    start(title, total) {
      const bar = ctx.progress(title, total)
      return { advance: (units) => bar.advance(units), finish: () => bar.finish() }
    },
  }
}

/**
 * The data is consistent by construction and no Following feed is built yet (there were no users), so
 * the seed skips the foreign-key checks and the feed triggers, which would otherwise take minutes and,
 * for the follows, an advisory lock per followed account. Replica mode does both and needs a superuser
 * (or the right to set it); else the owner of the tables turns their triggers off, which holds posts
 * and follows locked until the commit (the installation is empty, nobody is waiting for them).
 */
async function enterBulkLoad(session: SqlSession): Promise<void> {
  await session.query('SET LOCAL synchronous_commit = off')
  const { rows } = await session.query(
    "SELECT has_parameter_privilege('session_replication_role', 'SET') AS allowed",
  )
  if (rows[0]?.allowed === true) {
    await session.query('SET LOCAL session_replication_role = replica')
    return
  }
  await session.query('ALTER TABLE posts DISABLE TRIGGER USER')
  await session.query('ALTER TABLE follows DISABLE TRIGGER USER')
}

async function leaveBulkLoad(session: SqlSession): Promise<void> {
  const { rows } = await session.query("SELECT current_setting('session_replication_role') AS role")
  if (rows[0]?.role === 'replica') return
  await session.query('ALTER TABLE posts ENABLE TRIGGER USER')
  await session.query('ALTER TABLE follows ENABLE TRIGGER USER')
}

function count(n: number): string {
  return n.toLocaleString('en')
}

function plural(n: number, one: string, many: string): string {
  return `${count(n)} ${n === 1 ? one : many}`
}
