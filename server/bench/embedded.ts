import { once } from 'node:events'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEMO_PASSWORD } from '../src/cli/demo-data.ts'
import { runCli } from '../src/cli.ts'
import { openDatabase } from '../src/db/client.ts'
import { type SqlSession, withSqlSession } from '../src/db/session.ts'
import { signIn, startServer } from './bench-server.ts'
import { FEED_CALLS, feedCalls, findViewers } from './calls.ts'
import {
  aloneLines,
  duration,
  embeddedSection,
  holds,
  type SeedRecord,
  type Step,
  stepLine,
  verdicts,
} from './embedded-report.ts'
import type { Call } from './measure.ts'
import { findMixPosts, MIXED_SECONDS, mixedCalls, runMix } from './mixed.ts'
import { EMBEDDED_HEADING, machine, writeSection } from './report.ts'

/**
 * `npm run bench -- embedded` (issue 15): the mixed load of mixed.ts on the embedded database (PGlite,
 * in the server's process) instead of PostgreSQL. The data is the bench's, shrunk: `demo:seed --large
 * --users N` (src/cli/large-seed/) into a DATA_DIR of the bench's own, written once and kept between
 * runs. The mix is offered at EMBEDDED_RATE for MIXED_SECONDS, then from 50 req/s up until a rate no
 * longer holds (or down from 50 until one does), which gives the highest rate it sustains.
 * Environment: BENCH_EMBEDDED_DIR (default: agora-bench-embedded in the temporary directory),
 * BENCH_EMBEDDED_USERS (default 5,000), BENCH_EMBEDDED_RATE (default 100), BENCH_MIXED_SECONDS
 * (default 60), BENCH_EMBEDDED_STEP_SECONDS (default 20), BENCH_RESEED=1 to write the data again.
 */
const DIR = process.env.BENCH_EMBEDDED_DIR ?? join(tmpdir(), 'agora-bench-embedded')
const USERS = Number(process.env.BENCH_EMBEDDED_USERS ?? 5_000)
const EMBEDDED_RATE = Number(process.env.BENCH_EMBEDDED_RATE ?? 100)
const STEP_SECONDS = Number(process.env.BENCH_EMBEDDED_STEP_SECONDS ?? 20)
/** The stepped rates: STEP, 2 × STEP, ... up to MAX_RATE at most (or 40, 30, 20, 10 below STEP). */
const STEP = 50
const MAX_RATE = 1_000
/** What the seed took, kept beside the data: a later run reuses the data and reports this. */
const SEED_RECORD = join(DIR, 'bench-seed.json')

type Log = (line: string) => void

export async function runEmbedded(repoRoot: string, log: Log): Promise<void> {
  // Taken before the bench loads the machine itself.
  const host = machine()
  log(`Agora embedded-database benchmark in ${DIR} (load average ${host.loadAverage})`)
  const seed = await ensureSeed(log)
  // PGlite serves one process: the bench reads what it needs and closes it before the server opens it.
  const { viewers, posts, data } = await withEmbedded(async (session) => ({
    viewers: await findViewers(session),
    posts: await findMixPosts(session),
    data: await describe(session),
  }))
  log(`Data: ${JSON.stringify(data)}`)
  if (viewers.length === 0) throw new Error('No viewer with about 150 follows in the embedded data')

  const { child, url: base } = await startServer({ dataDir: DIR })
  try {
    log(`Server listening on ${base}`)
    const tokens = await Promise.all(viewers.map((v) => signIn(base, v.username, DEMO_PASSWORD)))
    const feeds = await feedCalls(base, tokens)
    const calls = await mixedCalls(
      base,
      viewers.map((v, i) => ({ id: v.id, token: tokens[i]! })),
      FEED_CALLS.flatMap((name) => feeds[name]!),
      posts,
    )
    // The cycle once to warm up, then once more timed: what each kind costs with nothing queued.
    await oneAtATime(base, calls)
    const alone = await oneAtATime(base, calls)
    for (const line of aloneLines(alone)) log(line)
    const main = await timedMix(base, calls, EMBEDDED_RATE, MIXED_SECONDS)
    log(stepLine(main))
    const steps: Step[] = []
    const tryRate = async (rate: number) => {
      await settle(base, tokens[0]!, log)
      const step = await timedMix(base, calls, rate, STEP_SECONDS)
      steps.push(step)
      log(stepLine(step))
      return holds(step)
    }
    // Up from STEP until a rate does not hold; when not even STEP holds, down by 10 until one does.
    if (await tryRate(STEP)) {
      for (let rate = 2 * STEP; rate <= MAX_RATE; rate += STEP) if (!(await tryRate(rate))) break
    } else {
      for (let rate = STEP - 10; rate >= 10; rate -= 10) if (await tryRate(rate)) break
    }
    const result = {
      alone,
      main,
      steps,
      stepSeconds: STEP_SECONDS,
      maxRate: MAX_RATE,
      users: USERS,
      seed,
      data,
    }
    for (const line of verdicts(result)) log(line)
    const lines = embeddedSection(result, { ...host, when: new Date() })
    writeSection(join(repoRoot, 'docs/benchmarks.md'), EMBEDDED_HEADING, lines)
    log('Wrote the embedded-database section of docs/benchmarks.md')
  } finally {
    // The server must close PGlite itself: killed hard, it could leave the data directory damaged.
    const exited = once(child, 'exit')
    child.kill('SIGTERM')
    await exited
  }
}

/** Seeds DIR when it holds no seed of USERS users yet; answers what the seed took. */
async function ensureSeed(log: Log): Promise<SeedRecord | undefined> {
  mkdirSync(DIR, { recursive: true })
  const held = await withEmbedded(async (session) => {
    const { rows } = await session.query(
      `SELECT (SELECT count(*) FROM users)::int AS users,
         (SELECT count(*) FROM users WHERE username LIKE 'bench\\_%')::int AS bench`,
    )
    return rows[0] as { users: number; bench: number }
  })
  if (held.users > held.bench) {
    throw new Error(
      `${DIR} holds accounts the bench did not write; give BENCH_EMBEDDED_DIR a directory of its own`,
    )
  }
  const reseed = process.env.BENCH_RESEED === '1' || (held.bench > 0 && held.bench !== USERS)
  if (held.bench > 0 && !reseed) {
    log(`Data already seeded: ${held.bench.toLocaleString('en')} users (BENCH_RESEED=1 writes it again)`)
    return existsSync(SEED_RECORD) ? (JSON.parse(readFileSync(SEED_RECORD, 'utf8')) as SeedRecord) : undefined
  }
  if (held.bench > 0) {
    log(`Removing the earlier seed of ${held.bench.toLocaleString('en')} users`)
    // Only the database and what the seed left: DIR holds nothing else of anyone's (checked above).
    for (const name of ['pglite', 'bench-seed.json'])
      rmSync(join(DIR, name), { recursive: true, force: true })
  }
  log(`Seeding ${USERS.toLocaleString('en')} users with demo:seed --large (once; progress on stderr)`)
  const started = Date.now()
  const code = await runCli(['demo:seed', '--large', '--users', String(USERS)], {
    out: (line) => log(`  ${line}`),
    err: (line) => log(`  ${line}`),
    env: { DATA_DIR: DIR },
  })
  if (code !== 0) throw new Error('demo:seed --large failed (see above)')
  const record: SeedRecord = {
    users: USERS,
    seconds: Math.round((Date.now() - started) / 1000),
    when: new Date().toISOString(),
  }
  writeFileSync(SEED_RECORD, `${JSON.stringify(record)}\n`)
  log(`Seeded in ${duration(record.seconds)}`)
  return record
}

/** The embedded database of DIR, migrated, for the length of `work`. */
async function withEmbedded<T>(work: (session: SqlSession) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: DIR })
  try {
    await database.migrate()
    return await withSqlSession(database.db, work)
  } finally {
    await database.close()
  }
}

async function describe(session: SqlSession): Promise<Record<string, number>> {
  const { rows } = await session.query(
    `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM posts)::int AS posts,
       (SELECT count(*) FROM post_likes)::int AS likes, (SELECT count(*) FROM follows)::int AS follows`,
  )
  return rows[0] as Record<string, number>
}

async function timedMix(base: string, calls: Call[], rate: number, seconds: number): Promise<Step> {
  const started = performance.now()
  const result = await runMix(base, calls, { rate, seconds })
  // loadAtFixedRate sends its first request 50 ms after it is called.
  const elapsed = Math.max(seconds, (performance.now() - started - 50) / 1000)
  return { ...result, elapsed, served: result.overall.requests / elapsed }
}

/**
 * The calls in turn, one at a time, each kind's mean in ms. The cycle sets the likes and saves in its
 * first half and unsets them in its second, so it leaves them as it found them.
 */
async function oneAtATime(base: string, calls: Call[]): Promise<Map<string, number>> {
  const times = new Map<string, number[]>()
  for (const call of calls) {
    const started = performance.now()
    const res = await fetch(base + call.path, {
      method: call.method ?? 'GET',
      headers: {
        authorization: `Bearer ${call.token}`,
        ...(call.body ? { 'content-type': call.body.type } : {}),
      },
      body: call.body?.bytes,
    })
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`${call.method ?? 'GET'} ${call.path} answered ${res.status}`)
    const kind = call.kind ?? call.path
    times.set(kind, [...(times.get(kind) ?? []), performance.now() - started])
  }
  const all = [...times.values()].flat()
  const mean = (list: number[]) => list.reduce((sum, t) => sum + t, 0) / list.length
  return new Map([
    ['Mixed load', mean(all)],
    ...[...times].map(([kind, list]) => [kind, mean(list)] as const),
  ])
}

/**
 * Waits until the server has caught up: requests the client gave up on are still worked through on
 * the server, and the next step must not start behind them. Done when two reads in a row of who the
 * viewer is answer within 100 ms (two minutes at most).
 */
async function settle(base: string, token: string, log: Log): Promise<void> {
  const until = Date.now() + 120_000
  let quick = 0
  while (quick < 2 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const started = performance.now()
    await fetch(`${base}/api/users/me`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
      r.arrayBuffer(),
    )
    quick = performance.now() - started < 100 ? quick + 1 : 0
  }
  if (quick < 2) log('  (the server was still busy after two minutes)')
}
