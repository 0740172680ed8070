import type { LargeSeedScale } from './scale.ts'
import { batched, type SeedReport, type SqlExecutor, single } from './steps.ts'

/** The usernames are bench_1 ... bench_N; bench/seed.ts recognises its data by them. */
export const LARGE_SEED_USERNAME_PREFIX = 'bench_'

/** Universities 1..U, and users 1..N with all the same password hash, verified, one in twenty private. */
export async function seedUniversitiesAndUsers(
  sql: SqlExecutor,
  report: SeedReport,
  S: LargeSeedScale,
  passwordHash: string,
): Promise<void> {
  await single(
    sql,
    report,
    'universities',
    `INSERT INTO universities (id, name, city) SELECT u, 'Bench University ' || u, 'City ' || (u % 12)
     FROM generate_series(1, ${S.universities}) u`,
  )
  await batched(
    sql,
    report,
    'users',
    S.users,
    5_000,
    `INSERT INTO users (id, username, email, password_hash, nickname, university_id, is_verified, is_private,
       created_at, updated_at)
     SELECT i, '${LARGE_SEED_USERNAME_PREFIX}' || i, '${LARGE_SEED_USERNAME_PREFIX}' || i || '@bench.example', $3,
       'Bench User ' || i,
       CASE WHEN i <= ${S.universities * S.universityBlock} THEN 1 + (i - 1) / ${S.universityBlock} END,
       true, i % 20 = 0, now() - interval '400 days', now()
     FROM generate_series($1::int, $2::int) i`,
    [passwordHash],
  )
}

/**
 * Follows: a log-normal count per user (median about S.medianFollows), a third within the own
 * university and the rest skewed towards prolific accounts; duplicates and self-follows are dropped.
 * Then blocks: one account in fifty has blocked someone it followed, with the follow gone as the API
 * does.
 */
export async function seedFollowsAndBlocks(
  sql: SqlExecutor,
  report: SeedReport,
  S: LargeSeedScale,
): Promise<void> {
  const members = S.universities * S.universityBlock
  await batched(
    sql,
    report,
    'follows, by follower',
    S.users,
    1_000,
    `INSERT INTO follows (follower_id, followee_id, status, created_at)
     SELECT u.i, f.followee, CASE WHEN random() < 0.02 THEN 'pending' ELSE 'accepted' END, now()
     FROM (SELECT i, greatest(${Math.min(10, S.medianFollows)}, least(${S.maxFollows}, round(${S.medianFollows * 1.08}
             * exp(0.6 * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random())))))::int AS n
           FROM generate_series($1::int, $2::int) i) u
     CROSS JOIN LATERAL (
       SELECT CASE WHEN random() < 0.33 AND u.i <= ${members}
                THEN ((u.i - 1) / ${S.universityBlock}) * ${S.universityBlock} + 1 + floor(random() * ${S.universityBlock})::int
                ELSE 1 + floor(${S.users} * power(random(), 2))::int END AS followee
       FROM generate_series(1, u.n) WHERE u.i > 0) f
     WHERE f.followee <> u.i
     ON CONFLICT DO NOTHING`,
  )
  await single(
    sql,
    report,
    'blocks',
    `WITH chosen AS (
       DELETE FROM follows f USING (
         SELECT DISTINCT ON (follower_id) follower_id, followee_id FROM follows
         WHERE follower_id % 50 = 7 ORDER BY follower_id, followee_id) c
       WHERE f.follower_id = c.follower_id AND f.followee_id = c.followee_id
       RETURNING f.follower_id, f.followee_id)
     INSERT INTO blocks (blocker_id, blocked_id, created_at)
     SELECT follower_id, followee_id, now() FROM chosen ON CONFLICT DO NOTHING`,
  )
}
