import { LARGE_SEED_USERNAME_PREFIX } from './people.ts'
import { type LargeSeedScale, NAMED_TAGS, WORDS } from './scale.ts'
import { batched, type SeedReport, type SqlExecutor, single } from './steps.ts'

/** Posts per statement: 20 statements for the benchmark's million. */
const POST_BATCH = 50_000

/**
 * The posts, planned in a temporary table first: ids grow with time over S.days (as in production), a
 * fifth of them replies, reposts and quotes, hashtags on a third, mentions on one in twenty, one in a
 * hundred deleted; then about S.likeDraws likes spread Zipf-like, and every counter as the API keeps it.
 */
export async function seedPosts(sql: SqlExecutor, report: SeedReport, S: LargeSeedScale): Promise<void> {
  const words = `ARRAY['${WORDS.join("','")}']`
  await sql.query(
    `CREATE TEMP TABLE seed_plan (i int PRIMARY KEY, author int, ts timestamptz, kind text, target int,
       tag1 int, tag2 int, mention int, deleted boolean, body text)`,
  )
  // Every fourth post is an "anchor", always a plain top-level post: replies, reposts and quotes point
  // at anchors, mostly recent ones, so that no repost embeds a repost. Authors are skewed: a few
  // people write much of the traffic, as on every network.
  await batched(
    sql,
    report,
    'plan the posts',
    S.posts,
    POST_BATCH,
    `INSERT INTO seed_plan
     SELECT i, author, ts,
       CASE WHEN i % 4 = 0 OR i < 100 THEN 'n'
            WHEN k < 0.16 THEN 'reply' WHEN k < 0.24 THEN 'repost' WHEN k < 0.267 THEN 'quote' ELSE 'n' END,
       greatest(4, 4 * ((i - 4 - floor(${S.replyWindow} * power(random(), 2))::int) / 4)),
       CASE WHEN random() < 0.33 THEN 1 + floor(${S.hashtags} * power(random(), 3))::int END,
       CASE WHEN random() < 0.10 THEN 1 + floor(${S.hashtags} * power(random(), 2))::int END,
       CASE WHEN random() < 0.05 THEN 1 + floor(${S.users} * random())::int END,
       random() < 0.01,
       (SELECT string_agg(w, ' ') FROM (SELECT (${words})[1 + floor(random() * ${WORDS.length})::int + (i * 0)] AS w
         FROM generate_series(1, 3 + (i % 9))) words)
     FROM (SELECT i, 1 + floor(${S.users} * power(random(), 2))::int AS author, random() AS k,
             now() - interval '${S.days} days' * (1 - i::float8 / ${S.posts}) AS ts
           FROM generate_series($1::int, $2::int) i) s`,
  )
  await single(
    sql,
    report,
    'one repost per user per post',
    `UPDATE seed_plan SET kind = 'n' WHERE i IN (
       SELECT i FROM (SELECT i, row_number() OVER (PARTITION BY author, target ORDER BY i) AS rn
                      FROM seed_plan WHERE kind = 'repost') d WHERE rn > 1)`,
  )
  await single(
    sql,
    report,
    'hashtags',
    `INSERT INTO hashtags (id, name, created_at)
     SELECT n, coalesce((ARRAY['${NAMED_TAGS.join("','")}'])[n], 'konu' || n), now() - interval '200 days'
     FROM generate_series(1, ${S.hashtags}) n`,
  )
  // A like draw picks a post by a Zipf-like rank, scattered over the ids by a multiplicative
  // permutation (a prime that does not divide the number of posts), so popular posts are of every age.
  const scatter = S.posts % 7919 === 0 ? 7927 : 7919
  await single(
    sql,
    report,
    'plan the likes',
    `CREATE TEMP TABLE seed_likes AS
     SELECT DISTINCT 1 + floor(${S.users} * random())::int AS user_id,
       ((floor(${S.posts} * power(random(), 3))::bigint * ${scatter} + 13) % ${S.posts}) + 1 AS post_id
     FROM generate_series(1, ${S.likeDraws})`,
  )
  await sql.query('CREATE INDEX ON seed_likes (user_id)')
  await sql.query(
    `CREATE TEMP TABLE seed_counts AS
     SELECT i AS post_id, coalesce(l.n, 0) AS likes, coalesce(c.replies, 0) AS replies,
       coalesce(c.reposts, 0) AS reposts, coalesce(c.quotes, 0) AS quotes
     FROM (SELECT post_id AS i, count(*)::int AS n FROM seed_likes GROUP BY post_id) l
     FULL JOIN (SELECT target AS i,
                  count(*) FILTER (WHERE kind = 'reply')::int AS replies,
                  count(*) FILTER (WHERE kind = 'repost')::int AS reposts,
                  count(*) FILTER (WHERE kind = 'quote')::int AS quotes
                FROM seed_plan WHERE kind <> 'n' AND NOT deleted GROUP BY target) c USING (i)`,
  )
  await sql.query('ALTER TABLE seed_counts ADD PRIMARY KEY (post_id)')
  // Temporary tables are never analyzed on their own; the batches below join them by id.
  await sql.query('ANALYZE seed_plan, seed_likes, seed_counts')
  await batched(
    sql,
    report,
    'posts with their counters',
    S.posts,
    POST_BATCH,
    `INSERT INTO posts (id, user_id, content, in_reply_to_id, repost_of_id, quoted_status_id,
       likes_count, replies_count, repost_count, quote_count, created_at, deleted_at)
     SELECT p.i, p.author,
       CASE WHEN p.kind = 'repost' THEN '' ELSE p.body || coalesce(' #' || t1.name, '')
         || coalesce(' #' || t2.name, '') || coalesce(' @${LARGE_SEED_USERNAME_PREFIX}' || p.mention, '') END,
       CASE WHEN p.kind = 'reply' THEN p.target END,
       CASE WHEN p.kind = 'repost' THEN p.target END,
       CASE WHEN p.kind = 'quote' THEN p.target END,
       coalesce(c.likes, 0), coalesce(c.replies, 0), coalesce(c.reposts, 0), coalesce(c.quotes, 0),
       p.ts, CASE WHEN p.deleted THEN p.ts + interval '1 hour' END
     FROM seed_plan p
     LEFT JOIN hashtags t1 ON t1.id = p.tag1 AND p.kind <> 'repost'
     LEFT JOIN hashtags t2 ON t2.id = p.tag2 AND p.kind <> 'repost' AND p.tag2 <> p.tag1
     LEFT JOIN seed_counts c ON c.post_id = p.i
     WHERE p.i BETWEEN $1 AND $2
     ORDER BY p.i`,
  )
  await batched(
    sql,
    report,
    'likes, by user',
    S.users,
    1_000,
    `INSERT INTO post_likes (user_id, post_id, created_at)
     SELECT user_id, post_id, now() FROM seed_likes WHERE user_id BETWEEN $1 AND $2`,
  )
  await batched(
    sql,
    report,
    'post hashtags',
    S.posts,
    POST_BATCH * 4,
    `INSERT INTO post_hashtags (post_id, hashtag_id, created_at)
     SELECT i, tag, ts FROM (
       SELECT i, tag1 AS tag, ts FROM seed_plan WHERE tag1 IS NOT NULL AND kind <> 'repost' AND i BETWEEN $1 AND $2
       UNION SELECT i, tag2, ts FROM seed_plan WHERE tag2 IS NOT NULL AND kind <> 'repost' AND i BETWEEN $1 AND $2) t`,
  )
  await single(
    sql,
    report,
    'hashtag counts',
    `UPDATE hashtags SET posts_count = c.n FROM (
       SELECT hashtag_id, count(*)::int AS n FROM post_hashtags JOIN seed_plan ON seed_plan.i = post_id
       WHERE NOT seed_plan.deleted GROUP BY hashtag_id) c WHERE hashtags.id = c.hashtag_id`,
  )
  await single(
    sql,
    report,
    'mentions',
    `INSERT INTO post_mentions (post_id, user_id, position)
     SELECT i, mention, 0 FROM seed_plan WHERE mention IS NOT NULL AND kind <> 'repost'`,
  )
  await sql.query('DROP TABLE seed_plan, seed_likes, seed_counts')
}
