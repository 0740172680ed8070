import { join } from 'node:path'
import pg from 'pg'
import { FACTORY_PASSWORD_HASH } from '../src/platform/passwords.ts'
import { signIn, smallDatabase, startServer } from './bench-server.ts'
import { type Call, load, type Measurement } from './measure.ts'
import { machine, NOTIFICATIONS_HEADING, writeSection } from './report.ts'

/**
 * `npm run bench -- notifications`: on a database of its own, a university of 20,000 verified members
 * and its UniAdmin. Measures (1) an announcement to all of them: how long the request takes to answer,
 * and how long until the last of its 20,000 notifications is stored (the fan-out runs after the
 * answer, in batches); (2) GET /notifications/unread-count under load for readers holding 270
 * notifications each (likes of 30 posts, grouped, read and unread), beside /api/health.
 */
const MEMBERS = 20_000
const READERS = 20
const ANNOUNCEMENTS = 3

interface FanoutRun {
  answerMs: number
  storedMs: number
  stored: number
}

export async function runNotifications(
  url: string,
  repoRoot: string,
  opts: { seconds: number; connections: number },
  log: (line: string) => void,
): Promise<void> {
  const host = machine()
  log(`Agora notifications benchmark (load average ${host.loadAverage})`)
  const database = await smallDatabase(url, [], log)
  await database.close()
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const { child, url: base } = await startServer(url)
  try {
    const universityId = await seed(client, log)
    const admin = await signIn(base, 'bench_fanout_admin')
    const runs: FanoutRun[] = []
    for (let i = 0; i < ANNOUNCEMENTS; i++) runs.push(await announce(client, base, admin, universityId, i))
    for (const r of runs) {
      log(
        `announcement: answered in ${r.answerMs} ms; ${r.stored} notifications stored after ${r.storedMs} ms`,
      )
    }
    const readers = await Promise.all(
      Array.from({ length: READERS }, (_, i) => signIn(base, `bench_fanout_${i + 1}`)),
    )
    const calls: Call[] = readers.map((token) => ({ path: '/api/notifications/unread-count', token }))
    await load(base, 'warm-up', calls, { ...opts, seconds: 2 })
    const health = await load(base, '/api/health', [{ path: '/api/health', token: 'none' }], opts)
    const unread = await load(base, 'Unread count', calls, opts)
    log(
      `unread count: ${unread.rps.toFixed(0)} req/s (health ${health.rps.toFixed(0)}), p50 ${unread.p50} ms, p99 ${unread.p99} ms`,
    )
    writeSection(
      join(repoRoot, 'docs/benchmarks.md'),
      NOTIFICATIONS_HEADING,
      section(runs, unread, health, host),
    )
    log('Wrote the notifications section of docs/benchmarks.md')
  } finally {
    child.kill('SIGTERM')
    await client.end()
  }
}

/** The university, its members and the readers' notifications; written once. */
async function seed(client: pg.Client, log: (line: string) => void): Promise<number> {
  const found = await client.query<{ id: number }>(
    "SELECT id FROM universities WHERE name = 'Bench Fanout University'",
  )
  if (found.rows[0]) return found.rows[0].id
  log(`Seeding ${MEMBERS.toLocaleString('en')} members`)
  const { rows } = await client.query<{ id: number }>(
    "INSERT INTO universities (name) VALUES ('Bench Fanout University') RETURNING id",
  )
  const universityId = rows[0]!.id
  await client.query(
    `INSERT INTO users (username, email, password_hash, is_verified, university_id, role)
     VALUES ('bench_fanout_admin', 'admin@fanout.bench', $1, true, $2, 'UniAdmin')`,
    [FACTORY_PASSWORD_HASH, universityId],
  )
  await client.query(
    `INSERT INTO users (username, email, password_hash, is_verified, university_id)
     SELECT 'bench_fanout_' || i, 'member' || i || '@fanout.bench', $1, true, $2 FROM generate_series(1, ${MEMBERS}) i`,
    [FACTORY_PASSWORD_HASH, universityId],
  )
  // Each reader has 30 posts, each liked by 9 people (grouped), the older ones read: 270 notifications,
  // each checked against the post's visibility when counted, as live ones are.
  const readers = `${Array.from({ length: READERS }, (_, i) => `'bench_fanout_${i + 1}'`).join(', ')}`
  await client.query(
    `INSERT INTO posts (user_id, content, created_at)
     SELECT r.id, 'Bench post ' || p, now() - (p || ' hours')::interval
     FROM users r CROSS JOIN generate_series(1, 30) p WHERE r.username IN (${readers})`,
  )
  await client.query(
    `INSERT INTO notifications (recipient_id, type, actor_id, post_id, dedup_key, group_key, is_read, created_at)
     SELECT p.user_id, 'like', a.id, p.id, 'like:p' || p.id || ':a' || a.id, 'like:p' || p.id || '|1700000000',
       p.created_at < now() - interval '10 hours', p.created_at
     FROM posts p JOIN users r ON r.id = p.user_id AND r.username IN (${readers})
     CROSS JOIN LATERAL (SELECT id FROM users WHERE username LIKE 'bench_fanout_%' AND id <> p.user_id
       ORDER BY id DESC LIMIT 9) a`,
  )
  await client.query('ANALYZE users, notifications')
  return universityId
}

async function announce(
  client: pg.Client,
  base: string,
  token: string,
  universityId: number,
  i: number,
): Promise<FanoutRun> {
  const started = performance.now()
  const res = await fetch(`${base}/api/universities/${universityId}/academics`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: `Registration week ${i + 1}`,
      content: 'The dates and the offices.',
      date: '2027-02-01',
    }),
  })
  const answerMs = Math.round(performance.now() - started)
  if (res.status !== 201) throw new Error(`The announcement answered ${res.status}: ${await res.text()}`)
  const { id } = (await res.json()) as { id: number }
  let stored = 0
  for (;;) {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notifications WHERE announcement_id = $1',
      [id],
    )
    stored = rows[0]!.n
    if (stored >= MEMBERS || performance.now() - started > 120_000) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { answerMs, storedMs: Math.round(performance.now() - started), stored }
}

function section(
  runs: FanoutRun[],
  unread: Measurement,
  health: Measurement,
  m: ReturnType<typeof machine>,
): string[] {
  return [
    NOTIFICATIONS_HEADING,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${m.cpus} CPUs (load average ${m.loadAverage} before the run),`,
    'with `npm run bench -- notifications` on a database of its own. A UniAdmin publishes an announcement to',
    `a university of ${MEMBERS.toLocaleString('en')} verified members; the request answers once the announcement is stored, and the`,
    'notifications module fans it out after the commit in batches of 1,000 (docs/decisions.md, issue 12).',
    '',
    '| Announcement | request answered (ms) | last notification stored (ms after the request) | stored |',
    '| --- | --- | --- | --- |',
    ...runs.map((r, i) => `| ${i + 1} | ${r.answerMs} | ${r.storedMs} | ${r.stored.toLocaleString('en')} |`),
    '',
    `GET /api/notifications/unread-count for ${READERS} readers holding 270 notifications each (likes of 30 posts by 9 people,`,
    `read and unread), ${unread.requests.toLocaleString('en')} requests: ${unread.rps.toFixed(0)} req/s (${((unread.rps / health.rps) * 100).toFixed(0)}% of /api/health's ${health.rps.toFixed(0)}),`,
    `p50 ${unread.p50} ms, p95 ${unread.p95} ms, p99 ${unread.p99} ms, ${unread.failures} failures.`,
    '',
  ]
}
