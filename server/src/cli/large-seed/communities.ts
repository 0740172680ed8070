import type { LargeSeedScale } from './scale.ts'
import { type SeedReport, type SqlExecutor, single } from './steps.ts'

/** Communities per university in the large seed. */
export const COMMUNITIES_PER_UNIVERSITY = 25

/**
 * Communities (issue 11): 25 per university, Zipf-like in size (the first of each university holds
 * most of its members, the last a handful), each run by one ComAdmin with two ComMods; every member
 * of a university joins about four of its communities, and one in ten asks and waits; 30 posts per
 * community from its members over the last month.
 */
export async function seedCommunities(
  sql: SqlExecutor,
  report: SeedReport,
  S: LargeSeedScale,
): Promise<void> {
  const C = COMMUNITIES_PER_UNIVERSITY
  const step = (title: string, text: string) => single(sql, report, title, text)
  await sql.query('SELECT setseed(0.2028)')
  await step(
    'communities',
    `INSERT INTO communities (university_id, name, description, created_by, created_at)
     SELECT u, 'Bench community ' || u || '-' || c, 'What this community does, in a few lines.',
       1 + (u - 1) * ${S.universityBlock} + c, now() - (c || ' days')::interval
     FROM generate_series(1, ${S.universities}) u, generate_series(1, ${C}) c`,
  )
  // Community rank r (1..C) inside its university: a member picks rank floor(C * random()^2) + 1, so
  // the first communities are the big ones.
  await step(
    'community memberships',
    `INSERT INTO community_memberships (community_id, user_id, status, role, requested_at, joined_at)
     SELECT DISTINCT ON (community_id, user_id) community_id, user_id,
       CASE WHEN random() < 0.1 THEN 'pending' ELSE 'member' END, 'member', now(), now()
     FROM (
       SELECT m.user_id, (SELECT id FROM communities c WHERE c.university_id = m.university_id
           ORDER BY c.id OFFSET floor(${C} * power(random(), 2))::int LIMIT 1) AS community_id
       FROM (SELECT u.id AS user_id, u.university_id
             FROM users u, generate_series(1, 4) d WHERE u.university_id IS NOT NULL) m
     ) picks
     WHERE community_id IS NOT NULL
     ON CONFLICT DO NOTHING`,
  )
  await step(
    'community staff',
    `INSERT INTO community_memberships (community_id, user_id, status, role, requested_at, joined_at)
     SELECT c.id, c.created_by + s, 'member', CASE WHEN s = 0 THEN 'ComAdmin' ELSE 'ComMod' END, now(), now()
     FROM communities c, generate_series(0, 2) s
     ON CONFLICT (community_id, user_id) DO UPDATE SET status = 'member', role = excluded.role`,
  )
  await step(
    'community posts',
    // In time order, so that ids grow with time as they do when people post.
    `INSERT INTO posts (user_id, content, community_id, created_at)
     SELECT user_id, 'A post in the community, about the next meeting.', community_id, ts
     FROM (SELECT m.user_id, m.community_id, now() - random() * interval '30 days' AS ts
       FROM (SELECT community_id, user_id, row_number() OVER (PARTITION BY community_id ORDER BY random()) AS n
             FROM community_memberships WHERE status = 'member') m, generate_series(1, 3)
       WHERE m.n <= 10) planned
     ORDER BY ts`,
  )
}
