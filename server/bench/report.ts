import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { goalOf, TARGETS } from './goals.ts'
import type { Measurement } from './measure.ts'
import { MIXED_HEADING } from './mixed.ts'
import { SCALE_HEADING } from './scale.ts'
import { SEARCH_HEADING, type SearchResult, searchSection } from './search.ts'
import { formatUploads, type UploadsResult } from './uploads.ts'
import { routeBundleLines } from './web-bundle.ts'

export interface BenchReport {
  when: Date
  machine: ReturnType<typeof machine> & { postgres: string }
  data: Record<string, number>
  seconds: number
  connections: number
  /** Each row beside GET /api/users/me (the baseline), measured right before it in the same state. */
  rows: { target: Measurement; baseline: Measurement }[]
  fixed: { rate: number; seconds: number; connections: number; result: Measurement }
  uploads: UploadsResult
  /** The search rows (search.ts); without them the section of the last search run stays. */
  search?: SearchResult
}

/** The baseline each row is compared with. */
export const BASELINE = '/api/users/me'

export function machine() {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    /** Other work on the machine skews every figure; the one-minute load average says how much. */
    loadAverage: loadavg()[0]!.toFixed(2),
  }
}

function verdicts(r: BenchReport): string[] {
  const lines: string[] = []
  const p99 = r.fixed.result.p99
  const ok = p99 <= TARGETS.followingP99Ms
  lines.push(
    `${ok ? 'PASS' : 'FAIL'}: Following page 1 at ${r.fixed.rate} req/s has p99 ${p99} ms (target <= ${TARGETS.followingP99Ms} ms)`,
  )
  for (const { target, baseline } of r.rows) {
    const wanted = goalOf(target.name)
    const share = target.rps / baseline.rps
    lines.push(
      `${share >= wanted ? 'PASS' : 'FAIL'}: ${target.name} serves ${(share * 100).toFixed(0)}% of ${BASELINE}'s throughput (target >= ${(wanted * 100).toFixed(0)}%)`,
    )
  }
  return lines
}

function table(r: BenchReport): string[] {
  const head = `| Endpoint | req/s | share of ${BASELINE} | goal | p50 ms | p95 ms | p99 ms | ${BASELINE} req/s | failures |`
  const rows = r.rows.map(
    ({ target: t, baseline: h }) =>
      `| ${t.name} | ${t.rps.toFixed(0)} | ${((t.rps / h.rps) * 100).toFixed(0)}% | ${(goalOf(t.name) * 100).toFixed(0)}% | ${t.p50} | ${t.p95} | ${t.p99} | ${h.rps.toFixed(0)} | ${t.failures} |`,
  )
  const f = r.fixed.result
  return [
    head,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `Following, page 1, offered at a fixed ${r.fixed.rate} req/s for ${r.fixed.seconds} s over ${r.fixed.connections} connections: ` +
      `${f.rps.toFixed(0)} req/s served, p50 ${f.p50} ms, p95 ${f.p95} ms, p99 ${f.p99} ms, ${f.failures} failures.`,
  ]
}

/** The built web app's JavaScript and CSS, raw and gzipped; null when web/dist is not built. */
export function bundleSize(root: string): { files: number; raw: number; gzip: number } | null {
  const dir = join(root, 'web/dist/assets')
  if (!existsSync(dir)) return null
  let raw = 0
  let gzip = 0
  let files = 0
  for (const name of readdirSync(dir)) {
    if (!/\.(js|css)$/.test(name)) continue
    const file = join(dir, name)
    raw += statSync(file).size
    gzip += gzipSync(readFileSync(file)).length
    files++
  }
  return { files, raw, gzip }
}

export function printReport(r: BenchReport, log: (line: string) => void): void {
  log('')
  for (const line of table(r)) log(line)
  log('')
  for (const line of verdicts(r)) log(line)
}

export function writeReport(r: BenchReport, file: string): void {
  const m = r.machine
  const d = r.data
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (server/bench/run.ts); the figures below are from its last run.',
    '',
    '## How to run',
    '',
    '```sh',
    'npm run bench                      # PostgreSQL at postgres://postgres@127.0.0.1:5432/agora_bench',
    'BENCH_DATABASE_URL=postgres://user:pass@host:5432/agora_bench npm run bench',
    'BENCH_SECONDS=30 BENCH_CONNECTIONS=20 npm run bench   # longer runs, more connections',
    'BENCH_RESEED=1 npm run bench       # write the data again',
    'npm run bench -- uploads           # only the image-upload run, no seed (BENCH_ONLY=uploads)',
    'npm run bench -- web               # only the web bundle per route (after npm run build)',
    'npm run bench -- notifications     # only the announcement fan-out and the unread count',
    'npm run bench -- chats             # only chat delivery across two instances (Redis) and idle sockets',
    'npm run bench -- search            # only the search rows, on the same data (BENCH_ONLY=search)',
    'npm run bench -- mixed             # only the mixed load (feeds, posts, likes, new posts, chat) on the same data',
    'npm run bench -- embedded          # the mixed load on the embedded database (PGlite), its own smaller seed',
    '```',
    '',
    'The database is created when missing, migrated, and seeded once (set-based SQL, a few minutes on two',
    'cores); later runs reuse the data. The bench refuses a database that holds accounts it did not write.',
    'The server runs in a child process (the real app through buildApp, throttles and request logs off) on',
    'a free port; autocannon drives it from the parent process on the same machine. Each endpoint is',
    `measured for ${r.seconds} s with ${r.connections} connections after a 2 s warm-up, right after`,
    `${BASELINE} (the same viewers) is measured the same way, so that both see the same machine state; a`,
    "row's share of its throughput is what the page costs beyond knowing who asks. Requests rotate over",
    "twenty viewers with about the median number of follows; page 10 uses each viewer's own cursor.",
    '',
    '## Machine',
    '',
    `- ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGb} GiB memory`,
    `- Node ${m.node}, PostgreSQL ${m.postgres}`,
    `- Server, database and load generator share the machine; load average ${m.loadAverage} when the run began.`,
    `- Run on ${r.when.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    '## Data',
    '',
    `- ${d.users?.toLocaleString('en')} users in 40 universities, ${d.posts?.toLocaleString('en')} posts over 180 days`,
    ...(d.benchUsers !== undefined && d.benchUsers < (d.users ?? 0)
      ? [
          `  (${d.benchUsers.toLocaleString('en')} bench users write the posts and follow; the other ${(d.users! - d.benchUsers).toLocaleString('en')}, with`,
          '  Turkish and English names and no posts or follows, are there for search),',
        ]
      : []),
    `  (replies, reposts and quotes among them), ${d.likes?.toLocaleString('en')} likes spread Zipf-like,`,
    `  ${d.taggedPosts?.toLocaleString('en')} hashtag uses, ${d.follows?.toLocaleString('en')} follows`,
    `  (median ${d.medianFollows} accepted follows per user).`,
    '',
    '## Results',
    '',
    ...table(r),
    '',
    ...verdicts(r).map((line) => `- ${line}`),
    '',
    ...uploadsSection(r.uploads, { ...m, when: r.when }),
    ...(r.search
      ? searchSection(r.search, { ...m, when: r.when, seconds: r.seconds, connections: r.connections }, d)
      : keptSection(file, SEARCH_HEADING)),
    // The sections of the runs that go on their own stay as their last run wrote them (the full run
    // writes the mixed load's after this, with writeSection).
    ...keptSection(file, MIXED_HEADING),
    ...keptSection(file, EMBEDDED_HEADING),
    ...keptSection(file, NOTIFICATIONS_HEADING),
    ...keptSection(file, CHATS_HEADING),
    ...keptSection(file, SCALE_HEADING),
    ...(keptSection(file, WEB_HEADING).length > 0
      ? keptSection(file, WEB_HEADING)
      : webSection(join(file, '../..'))),
  ]
  writeFileSync(file, lines.join('\n') + keptNotes(file))
}

/** Written by `npm run bench -- notifications` (notifications.ts). */
export const NOTIFICATIONS_HEADING = '## Notifications: an announcement to 20,000 members, the unread count'

/** Written by `npm run bench -- embedded` (embedded.ts). */
export const EMBEDDED_HEADING = '## Mixed load on the embedded database'

/** Written by `npm run bench -- chats` (chats.ts). */
export const CHATS_HEADING = '## Chats: delivery across two instances, 10,000 idle sockets'

/** The lines of the file's section under `heading` (up to the next one), or none. */
function keptSection(file: string, heading: string): string[] {
  if (!existsSync(file)) return []
  const text = readFileSync(file, 'utf8')
  const start = text.indexOf(`\n${heading}\n`)
  if (start < 0) return []
  const next = text.indexOf('\n## ', start + 1)
  return text
    .slice(start + 1, next < 0 ? undefined : next + 1)
    .replace(/\n$/, '')
    .split('\n')
}

const WEB_HEADING = '## Web bundle'

/** The bundle's size and what each route's first visit downloads (`npm run build` first). */
export function webSection(root: string, browser: string[] = []): string[] {
  const bundle = bundleSize(root)
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`
  return [
    WEB_HEADING,
    '',
    bundle
      ? `${bundle.files} JavaScript and CSS files in web/dist/assets: ${kb(bundle.raw)}, ${kb(bundle.gzip)} gzipped.`
      : 'web/dist was not built when the bench ran (`npm run build` first to measure it).',
    ...routeBundleLines(root),
    '',
    ...(browser.length > 0 ? ['In Chromium (`npm run bench -- web`):', '', ...browser, ''] : []),
  ]
}

/** `npm run bench -- web` rewrites only the web section (no database, a second or two). */
export function writeWebSection(file: string, root: string, browser: string[] = []): void {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n'
  const section = `${webSection(root, browser).join('\n')}\n`
  const start = text.indexOf(`\n${WEB_HEADING}\n`)
  if (start >= 0) {
    const next = text.indexOf('\n## ', start + 1)
    writeFileSync(file, `${text.slice(0, start + 1)}${section}${next < 0 ? '' : text.slice(next + 1)}`)
    return
  }
  const notes = text.indexOf('\n## Notes')
  if (notes < 0) writeFileSync(file, `${text.trimEnd()}\n\n${section}`)
  else writeFileSync(file, `${text.slice(0, notes + 1)}${section}${text.slice(notes + 1)}`)
}

const UPLOADS_HEADING = '## Image uploads beside signed-in reads'

function uploadsSection(r: UploadsResult, m: { cpus: number; loadAverage: string; when: Date }): string[] {
  return [
    UPLOADS_HEADING,
    '',
    'GET /api/auth/me (the token check and session read every signed-in request pays) measured alone,',
    'then while clients keep posting an animated GIF, each run as long as the others and with as many',
    `connections. Run on ${m.when.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${m.cpus} CPUs, load average ${m.loadAverage} when it began.`,
    '',
    ...formatUploads(r),
    '',
  ]
}

/**
 * `npm run bench -- uploads` rewrites only its own section, so that the full run's figures stay; the
 * section goes before "## Web bundle" (or "## Notes") when the file has none yet.
 */
export function writeUploadsSection(
  file: string,
  r: UploadsResult,
  m: { cpus: number; loadAverage: string; when: Date },
): void {
  writeSection(file, UPLOADS_HEADING, uploadsSection(r, m))
}

/**
 * Puts a section of its own (a `## heading` and its lines) into docs/benchmarks.md: in place of the
 * one there, else before the web bundle's section or the notes, else at the end.
 */
export function writeSection(file: string, heading: string, lines: string[]): void {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n'
  // Its lines end with an empty one; the extra newline leaves a blank line before the next heading.
  const section = `${lines.join('\n')}\n`
  const start = text.indexOf(`\n${heading}\n`)
  if (start >= 0) {
    const next = text.indexOf('\n## ', start + 1)
    writeFileSync(file, `${text.slice(0, start + 1)}${section}${next < 0 ? '' : text.slice(next + 1)}`)
    return
  }
  const before = ['\n## Web bundle', '\n## Notes'].map((h) => text.indexOf(h)).find((at) => at >= 0)
  if (before === undefined) writeFileSync(file, `${text.trimEnd()}\n\n${section}`)
  else writeFileSync(file, `${text.slice(0, before + 1)}${section}${text.slice(before + 1)}`)
}

/** A hand-written "## Notes" section at the end of the file survives the rewrite. */
function keptNotes(file: string): string {
  if (!existsSync(file)) return ''
  const text = readFileSync(file, 'utf8')
  const at = text.indexOf('\n## Notes')
  return at < 0 ? '' : text.slice(at)
}
