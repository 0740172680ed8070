import type pg from 'pg'
import { FACTORY_PASSWORD_HASH } from '../src/platform/passwords.ts'

/**
 * The benchmark's data, written with set-based SQL in one session (temporary tables, a fixed random
 * seed): 20,000 users in 40 universities, 1,000,000 posts over 180 days (ids grow with time, as in
 * production), a fifth of them replies, reposts and quotes, hashtags on a third, about two million
 * likes spread Zipf-like, and follows with a median of about 150 per user. It runs on a bench
 * database only (run.ts refuses one that holds anything else).
 */
export const SCALE = {
  users: 20_000,
  universities: 40,
  /** Users 1..membersWithUniversity belong to a university, in blocks of this size. */
  universityBlock: 450,
  posts: 1_000_000,
  days: 180,
  hashtags: 2_000,
  likeDraws: 2_200_000,
  medianFollows: 150,
} as const

/** The first tags are the demo's own, so that the hashtag pages read like the product. */
const NAMED_TAGS = [
  'kampüs',
  'final',
  'hackathon',
  'odtü',
  'yemekhane',
  'kütüphane',
  'staj',
  'erasmus',
  'vize',
  'bahar',
  'itü',
  'boun',
  'kariyer',
  'müzik',
  'spor',
  'ai',
  'sınav',
  'mimarlık',
  'robotik',
  'çay',
]
const WORDS = [
  'kampüs',
  'ders',
  'sınav',
  'bugün',
  'yarın',
  'proje',
  'kahve',
  'library',
  'lecture',
  'deadline',
  'friends',
  'weekend',
  'çalışma',
  'hoca',
  'notlar',
  'concert',
  'campus',
  'exam',
  'coffee',
  'team',
]

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
  const step = async (title: string, sql: string, params: unknown[] = []) => {
    const started = Date.now()
    const res = await client.query(sql, params)
    const rows = res.rowCount === null ? '' : ` (${res.rowCount.toLocaleString('en')} rows)`
    log(`  ${title}${rows}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  const S = SCALE
  await client.query('SELECT setseed(0.2026)')
  await client.query('SET synchronous_commit = off')
  // The data is consistent by construction; skipping the foreign-key triggers saves minutes. It
  // needs a superuser, so without one the seed still works, only slower.
  await client
    .query('SET session_replication_role = replica')
    .catch(() => log('  (foreign keys checked: slower)'))
  await step(
    'clear a partial earlier seed',
    'TRUNCATE users, universities, posts, hashtags RESTART IDENTITY CASCADE',
  )
  await step(
    'universities',
    `INSERT INTO universities (id, name, city) SELECT u, 'Bench University ' || u, 'City ' || (u % 12)
     FROM generate_series(1, ${S.universities}) u`,
  )
  await step(
    'users',
    `INSERT INTO users (id, username, email, password_hash, nickname, university_id, is_verified, is_private,
       created_at, updated_at)
     SELECT i, 'bench_' || i, 'bench_' || i || '@bench.example', $1, 'Bench User ' || i,
       CASE WHEN i <= ${S.universities * S.universityBlock} THEN 1 + (i - 1) / ${S.universityBlock} END,
       true, i % 20 = 0, now() - interval '400 days', now()
     FROM generate_series(1, ${S.users}) i`,
    [FACTORY_PASSWORD_HASH],
  )
  // Every fourth post is an "anchor", always a plain top-level post: replies, reposts and quotes point
  // at anchors, mostly recent ones, so that no repost embeds a repost. Authors are skewed: a few
  // people write much of the traffic, as on every network.
  await step(
    'plan the posts',
    `CREATE TEMP TABLE plan AS
     SELECT i, author, ts,
       CASE WHEN i % 4 = 0 OR i < 100 THEN 'n'
            WHEN k < 0.16 THEN 'reply' WHEN k < 0.24 THEN 'repost' WHEN k < 0.267 THEN 'quote' ELSE 'n' END AS kind,
       greatest(4, 4 * ((i - 4 - floor(20000 * power(random(), 2))::int) / 4)) AS target,
       CASE WHEN random() < 0.33 THEN 1 + floor(${S.hashtags} * power(random(), 3))::int END AS tag1,
       CASE WHEN random() < 0.10 THEN 1 + floor(${S.hashtags} * power(random(), 2))::int END AS tag2,
       CASE WHEN random() < 0.05 THEN 1 + floor(${S.users} * random())::int END AS mention,
       random() < 0.01 AS deleted,
       (SELECT string_agg(w, ' ') FROM (SELECT (ARRAY['${WORDS.join("','")}'])[1 + floor(random() * ${WORDS.length})::int + (i * 0)] AS w
         FROM generate_series(1, 3 + (i % 9))) words) AS body
     FROM (SELECT i, 1 + floor(${S.users} * power(random(), 2))::int AS author, random() AS k,
             now() - interval '${S.days} days' * (1 - i::float8 / ${S.posts}) AS ts
           FROM generate_series(1, ${S.posts}) i) s`,
  )
  await step(
    'one repost per user per post',
    `UPDATE plan SET kind = 'n' WHERE i IN (
       SELECT i FROM (SELECT i, row_number() OVER (PARTITION BY author, target ORDER BY i) AS rn
                      FROM plan WHERE kind = 'repost') d WHERE rn > 1)`,
  )
  await step(
    'hashtags',
    `INSERT INTO hashtags (id, name, created_at)
     SELECT n, coalesce((ARRAY['${NAMED_TAGS.join("','")}'])[n], 'konu' || n), now() - interval '200 days'
     FROM generate_series(1, ${S.hashtags}) n`,
  )
  // A like draw picks a post by a Zipf-like rank, scattered over the ids by a multiplicative
  // permutation (7919 is coprime to 10^6), so popular posts are of every age.
  await step(
    'plan the likes',
    `CREATE TEMP TABLE likes AS
     SELECT DISTINCT 1 + floor(${S.users} * random())::int AS user_id,
       ((floor(${S.posts} * power(random(), 3))::bigint * 7919 + 13) % ${S.posts}) + 1 AS post_id
     FROM generate_series(1, ${S.likeDraws})`,
  )
  await step(
    'posts with their counters',
    `INSERT INTO posts (id, user_id, content, in_reply_to_id, repost_of_id, quoted_status_id,
       likes_count, replies_count, repost_count, quote_count, created_at, deleted_at)
     SELECT p.i, p.author,
       CASE WHEN p.kind = 'repost' THEN '' ELSE p.body
         || coalesce(' #' || t1.name, '') || coalesce(' #' || t2.name, '') || coalesce(' @bench_' || p.mention, '') END,
       CASE WHEN p.kind = 'reply' THEN p.target END,
       CASE WHEN p.kind = 'repost' THEN p.target END,
       CASE WHEN p.kind = 'quote' THEN p.target END,
       coalesce(l.n, 0), coalesce(c.replies, 0), coalesce(c.reposts, 0), coalesce(c.quotes, 0),
       p.ts, CASE WHEN p.deleted THEN p.ts + interval '1 hour' END
     FROM plan p
     LEFT JOIN hashtags t1 ON t1.id = p.tag1 AND p.kind <> 'repost'
     LEFT JOIN hashtags t2 ON t2.id = p.tag2 AND p.kind <> 'repost' AND p.tag2 <> p.tag1
     LEFT JOIN (SELECT post_id, count(*)::int AS n FROM likes GROUP BY post_id) l ON l.post_id = p.i
     LEFT JOIN (SELECT target,
                  count(*) FILTER (WHERE kind = 'reply')::int AS replies,
                  count(*) FILTER (WHERE kind = 'repost')::int AS reposts,
                  count(*) FILTER (WHERE kind = 'quote')::int AS quotes
                FROM plan WHERE kind <> 'n' AND NOT deleted GROUP BY target) c ON c.target = p.i
     ORDER BY p.i`,
  )
  await step(
    'likes',
    `INSERT INTO post_likes (user_id, post_id, created_at) SELECT user_id, post_id, now() FROM likes`,
  )
  await step(
    'post hashtags',
    `INSERT INTO post_hashtags (post_id, hashtag_id, created_at)
     SELECT i, tag, ts FROM (SELECT i, tag1 AS tag, ts FROM plan WHERE tag1 IS NOT NULL AND kind <> 'repost'
                             UNION SELECT i, tag2, ts FROM plan WHERE tag2 IS NOT NULL AND kind <> 'repost') t`,
  )
  await step(
    'hashtag counts',
    `UPDATE hashtags SET posts_count = c.n FROM (
       SELECT hashtag_id, count(*)::int AS n FROM post_hashtags JOIN plan ON plan.i = post_id
       WHERE NOT plan.deleted GROUP BY hashtag_id) c WHERE hashtags.id = c.hashtag_id`,
  )
  await step(
    'mentions',
    `INSERT INTO post_mentions (post_id, user_id, position)
     SELECT i, mention, 0 FROM plan WHERE mention IS NOT NULL AND kind <> 'repost'`,
  )
  // Follows: a log-normal count per user (median about 150), a third within the own university and
  // the rest skewed towards prolific accounts; duplicates and self-follows are dropped.
  await step(
    'follows',
    `INSERT INTO follows (follower_id, followee_id, status, created_at)
     SELECT u.i, f.followee, CASE WHEN random() < 0.02 THEN 'pending' ELSE 'accepted' END, now()
     FROM (SELECT i, greatest(10, least(2000, round(${S.medianFollows * 1.08}
             * exp(0.6 * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random())))))::int AS n
           FROM generate_series(1, ${S.users}) i) u
     CROSS JOIN LATERAL (
       SELECT CASE WHEN random() < 0.33 AND u.i <= ${S.universities * S.universityBlock}
                THEN ((u.i - 1) / ${S.universityBlock}) * ${S.universityBlock} + 1 + floor(random() * ${S.universityBlock})::int
                ELSE 1 + floor(${S.users} * power(random(), 2))::int END AS followee
       FROM generate_series(1, u.n) WHERE u.i > 0) f
     WHERE f.followee <> u.i
     ON CONFLICT DO NOTHING`,
  )
  // Blocks: one account in fifty has blocked someone it followed, with the follow gone as the API does.
  await step(
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
  for (const table of ['universities', 'users', 'posts', 'hashtags']) {
    await client.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
    )
  }
  await client.query('DROP TABLE plan, likes')
  await client.query('SET session_replication_role = DEFAULT').catch(() => {})
  await step('vacuum and analyze', 'VACUUM ANALYZE')
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
