import { seedFollowsAndBlocks, seedUniversitiesAndUsers } from './people.ts'
import { seedPosts } from './posts.ts'
import type { LargeSeedScale } from './scale.ts'
import type { SeedReport, SqlExecutor } from './steps.ts'

export { seedActivities } from './activities.ts'
export { COMMUNITIES_PER_UNIVERSITY, seedCommunities } from './communities.ts'
export { LARGE_SEED_USERNAME_PREFIX } from './people.ts'
export {
  BENCH_USERS,
  type LargeSeedScale,
  largeSeedScale,
  MIN_LARGE_SEED_USERS,
} from './scale.ts'
export type { SeedReport, SeedStepReport, SqlExecutor } from './steps.ts'

/**
 * The benchmark's data (bench/seed.ts), written with set-based SQL in one session (temporary tables,
 * a fixed random seed) into a database without users or universities: ids start at 1 (users 1..N,
 * posts 1..P in the order of time), and the sequences are moved past them at the end. Every account
 * gets `passwordHash`. The caller decides about transactions, triggers and VACUUM.
 */
export async function writeLargeSeed(
  sql: SqlExecutor,
  report: SeedReport,
  opts: { scale: LargeSeedScale; passwordHash: string },
): Promise<void> {
  await sql.query('SELECT setseed(0.2026)')
  await seedUniversitiesAndUsers(sql, report, opts.scale, opts.passwordHash)
  await seedPosts(sql, report, opts.scale)
  await seedFollowsAndBlocks(sql, report, opts.scale)
  for (const table of ['universities', 'users', 'posts', 'hashtags']) {
    await sql.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`)
  }
}
