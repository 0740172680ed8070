import type { ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import pg from 'pg'
import { openPostgres } from '../src/db/client.ts'
import { ensureDatabase, signIn, smallDatabase, startServer } from './bench-server.ts'
import { FEED_CALLS, findViewers, prepareCalls, signInViewers } from './calls.ts'
import { runChats } from './chats.ts'
import { runEmbedded } from './embedded.ts'
import { loadAtFixedRate } from './fixed-rate.ts'
import { type LoadOptions, load, type Measurement } from './measure.ts'
import { findMixPosts, MIXED_HEADING, measureMixed, mixedSection } from './mixed.ts'
import { runNotifications } from './notifications.ts'
import {
  BASELINE,
  type BenchReport,
  machine,
  printReport,
  writeReport,
  writeSection,
  writeUploadsSection,
} from './report.ts'
import { measureScaleOne, runScale, SCALE_HEADING } from './scale.ts'
import { measureSearch, printSearch, SEARCH_HEADING, searchSection } from './search.ts'
import { BENCH_SCALE, describeData, holdsOtherData, isSeeded, seed } from './seed.ts'
import { hasActivities, seedActivities } from './seed-activities.ts'
import { hasCommunities, seedCommunities } from './seed-communities.ts'
import { hasSearchPeople, SEARCH_USERS_TOTAL, seedSearchPeople } from './seed-search.ts'
import { formatUploads, measureUploads } from './uploads.ts'
import { runWeb } from './web-run.ts'

/**
 * `npm run bench`: seeds a PostgreSQL database with a million posts (once), starts the server on it
 * and measures the feed, the post page and hashtag posts with autocannon, each beside /api/users/me in
 * the same run, then Following at a fixed 200 requests per second. Prints a table and writes
 * docs/benchmarks.md. Environment: BENCH_DATABASE_URL, BENCH_SECONDS (per run, default 10),
 * BENCH_CONNECTIONS (default 10), BENCH_RESEED=1 to write the data again.
 *
 * `npm run bench -- uploads` (or BENCH_ONLY=uploads) runs only the image-upload measurement
 * (uploads.ts), on a small database of its own (BENCH_UPLOADS_DATABASE_URL) without the seed, and
 * rewrites only its section of docs/benchmarks.md; `npm run bench -- web` only the web bundle's;
 * `npm run bench -- notifications` only the announcement fan-out and the unread count (notifications.ts);
 * `npm run bench -- chats` only chat delivery between two instances through Redis and idle sockets (chats.ts);
 * `npm run bench -- search` (BENCH_ONLY=search) only the search rows (search.ts), and
 * `npm run bench -- mixed` only the mixed load (mixed.ts), on the same database and seed as the full
 * run, rewriting only their section. `npm run bench -- embedded` (BENCH_ONLY=embedded) runs the mixed
 * load on the embedded database (PGlite) instead, with a smaller seed in a DATA_DIR of its own, and
 * finds the rate it sustains (embedded.ts). `npm run bench -- scale` times Following page 1 at
 * 1,000,000 and at 10,000,000 posts (scale.ts; BENCH_SCALE=10 seeds and uses agora_bench_10x).
 */
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  `postgres://postgres@127.0.0.1:5432/agora_bench${BENCH_SCALE === 1 ? '' : `_${BENCH_SCALE}x`}`
const UPLOADS_DATABASE_URL =
  process.env.BENCH_UPLOADS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/agora_bench_uploads'
const WEB_DATABASE_URL =
  process.env.BENCH_WEB_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/agora_bench_web'
const NOTIFICATIONS_DATABASE_URL =
  process.env.BENCH_NOTIFICATIONS_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/agora_bench_notifications'
const CHATS_DATABASE_URL =
  process.env.BENCH_CHATS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/agora_bench_chats'
const ONLY = process.env.BENCH_ONLY ?? process.argv[2]
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
/**
 * BENCH_ROWS="for you,post page": only the rows whose names contain one of these (any case), printed
 * and not written: for measuring one change before and after.
 */
const ROWS = process.env.BENCH_ROWS?.toLowerCase()
  .split(',')
  .map((part) => part.trim())
  .filter(Boolean)
const FIXED_RATE = 200
/**
 * The fixed-rate run (fixed-rate.ts) opens up to this many keep-alive connections; a request due while
 * all of them are busy waits for one, and that wait counts in its latency.
 */
const FIXED_RATE_CONNECTIONS = 50
const REPO_ROOT = join(import.meta.dirname, '../..')

const log = (line: string) => console.log(line)

async function main(): Promise<void> {
  if (ONLY === 'uploads') return uploadsOnly()
  if (ONLY === 'web') return runWeb(WEB_DATABASE_URL, REPO_ROOT, log)
  if (ONLY === 'notifications') {
    return runNotifications(
      NOTIFICATIONS_DATABASE_URL,
      REPO_ROOT,
      { seconds: SECONDS, connections: CONNECTIONS },
      log,
    )
  }
  if (ONLY === 'chats') return runChats(CHATS_DATABASE_URL, REPO_ROOT, { seconds: SECONDS }, log)
  if (ONLY === 'embedded') return runEmbedded(REPO_ROOT, log)
  if (ONLY === 'scale') {
    writeSection(join(REPO_ROOT, 'docs/benchmarks.md'), SCALE_HEADING, await runScale(log))
    return log('Wrote the scale section of docs/benchmarks.md')
  }
  if (ONLY && ONLY !== 'search' && ONLY !== 'mixed' && ONLY !== 'scale-one') {
    throw new Error(
      `Unknown bench run: ${ONLY} (only "uploads", "web", "notifications", "chats", "search", "mixed", "embedded" and "scale" run on their own)`,
    )
  }
  const searchOnly = ONLY === 'search'
  // Taken before the bench loads the machine itself.
  const host = machine()
  log(`Agora benchmark on ${redact(DATABASE_URL)} (load average ${host.loadAverage})`)
  await ensureDatabase(DATABASE_URL, log)
  const database = openPostgres(DATABASE_URL, 2)
  log('Migrating')
  // On a bench database seeded before issue 14, migration 0014 computes search_vector for the million
  // posts and builds its index here: minutes, once (docs/benchmarks.md, the search note).
  const migrating = Date.now()
  await database.migrate()
  log(`Migrated in ${((Date.now() - migrating) / 1000).toFixed(1)} s`)
  await database.close()

  const client = new pg.Client({ connectionString: DATABASE_URL })
  await client.connect()
  let server: ChildProcess | undefined
  try {
    if (await holdsOtherData(client)) {
      throw new Error(
        'The bench database holds accounts the bench did not write; give it a database of its own',
      )
    }
    if (process.env.BENCH_RESEED === '1' || !(await isSeeded(client))) {
      log('Seeding (a few minutes, once)')
      const started = Date.now()
      await seed(client, log)
      log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`)
    } else {
      log('Data already seeded (BENCH_RESEED=1 writes it again)')
    }
    if (!(await hasActivities(client))) {
      log('Seeding events and announcements')
      await seedActivities(client, log)
    }
    if (!(await hasCommunities(client))) {
      log('Seeding communities')
      await seedCommunities(client, log)
    }
    // After the others, so that the communities and activities stay those of the 20,000 bench users.
    if (!(await hasSearchPeople(client))) {
      log(`Seeding people for search (up to ${SEARCH_USERS_TOTAL.toLocaleString('en')} users)`)
      await seedSearchPeople(client, log)
    }
    if (process.env.BENCH_SEED_ONLY === '1') return
    const data = await describeData(client)
    const postgresVersion = (
      await client.query<{ v: string }>("SELECT current_setting('server_version') AS v")
    ).rows[0]!.v
    log(`Data: ${JSON.stringify(data)}`)

    const started = await startServer(DATABASE_URL)
    server = started.child
    const base = started.url
    log(`Server listening on ${base}`)
    const opts: LoadOptions = { seconds: SECONDS, connections: CONNECTIONS }
    if (ONLY === 'scale-one') {
      const tokens = await signInViewers(client, base)
      return await measureScaleOne(client, base, tokens, BENCH_SCALE, SECONDS, log)
    }
    if (searchOnly) {
      const search = await measureSearch(base, await signInViewers(client, base), opts, log)
      printSearch(search, log)
      const info = { ...host, when: new Date(), ...opts }
      writeSection(join(REPO_ROOT, 'docs/benchmarks.md'), SEARCH_HEADING, searchSection(search, info, data))
      log('Wrote the search section of docs/benchmarks.md')
      return
    }
    const calls = await prepareCalls(client, base)
    const mixed = async () => {
      const viewers = await findViewers(client)
      const tokens = calls['Following, page 1']!.map((call) => call.token)
      const feeds = FEED_CALLS.flatMap((name) => calls[name]!)
      const result = await measureMixed(
        base,
        viewers.map((v, i) => ({ id: v.id, token: tokens[i]! })),
        feeds,
        await findMixPosts(client),
        log,
        started.child.pid,
      )
      writeSection(
        join(REPO_ROOT, 'docs/benchmarks.md'),
        MIXED_HEADING,
        mixedSection(result, { ...host, when: new Date() }),
      )
      log('Wrote the mixed-load section of docs/benchmarks.md')
    }
    if (ONLY === 'mixed') return await mixed()

    const rows: BenchReport['rows'] = []
    const tokens = calls['Following, page 1']!.map((call) => call.token)
    const me = tokens.map((token) => ({ path: BASELINE, token }))
    for (const [name, list] of Object.entries(calls)) {
      if (ROWS && !ROWS.some((part) => name.toLowerCase().includes(part))) continue
      // A short warm-up: the JIT and PostgreSQL's caches, not the first seconds, are what serves users.
      await load(base, 'warm-up', list, { ...opts, seconds: 2 })
      const baseline = await load(base, BASELINE, me, opts)
      const run = await load(base, name, list, opts)
      rows.push({ target: run, baseline })
      log(format(run, baseline))
    }
    // Only some rows, to measure a change: printed, not written into docs/benchmarks.md.
    if (ROWS) return
    const fixedSeconds = Math.max(20, SECONDS * 2)
    const fixed = await loadAtFixedRate(base, 'Following, page 1', calls['Following, page 1']!, {
      seconds: fixedSeconds,
      connections: FIXED_RATE_CONNECTIONS,
      rate: FIXED_RATE,
    })
    log(
      `Following page 1 at ${FIXED_RATE} req/s: p50 ${fixed.p50} ms, p95 ${fixed.p95} ms, p99 ${fixed.p99} ms`,
    )
    const search = await measureSearch(base, tokens, opts, log)
    const uploads = await measureUploads(base, tokens, opts)
    for (const line of formatUploads(uploads)) log(line)

    const report: BenchReport = {
      when: new Date(),
      machine: { ...host, postgres: postgresVersion },
      data,
      seconds: SECONDS,
      connections: CONNECTIONS,
      rows,
      fixed: { rate: FIXED_RATE, seconds: fixedSeconds, connections: FIXED_RATE_CONNECTIONS, result: fixed },
      uploads,
      search,
    }
    printReport(report, log)
    printSearch(search, log)
    writeReport(report, join(REPO_ROOT, 'docs/benchmarks.md'))
    log('Wrote docs/benchmarks.md')
    await mixed()
  } finally {
    server?.kill('SIGTERM')
    await client.end()
  }
}

/** The upload measurement alone: a migrated database with a few accounts is all it needs. */
async function uploadsOnly(): Promise<void> {
  const host = machine()
  log(`Agora upload benchmark on ${redact(UPLOADS_DATABASE_URL)} (load average ${host.loadAverage})`)
  const usernames = Array.from({ length: 4 }, (_, i) => `bench_uploader_${i + 1}`)
  await (await smallDatabase(UPLOADS_DATABASE_URL, usernames, log)).close()
  const { child, url } = await startServer(UPLOADS_DATABASE_URL)
  try {
    const tokens = await Promise.all(usernames.map((username) => signIn(url, username)))
    const result = await measureUploads(url, tokens, { seconds: SECONDS, connections: CONNECTIONS })
    for (const line of formatUploads(result)) log(line)
    writeUploadsSection(join(REPO_ROOT, 'docs/benchmarks.md'), result, { ...host, when: new Date() })
    log('Wrote the uploads section of docs/benchmarks.md')
  } finally {
    child.kill('SIGTERM')
  }
}

function format(run: Measurement, baseline: Measurement): string {
  const share = ((run.rps / baseline.rps) * 100).toFixed(0)
  return `${run.name}: ${run.rps.toFixed(0)} req/s (${share}% of ${BASELINE}'s ${baseline.rps.toFixed(0)}), p50 ${run.p50} ms, p95 ${run.p95} ms, p99 ${run.p99} ms${run.failures ? `, ${run.failures} failures` : ''}`
}

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@')

main().catch((err: unknown) => {
  console.error(`bench: ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
})
