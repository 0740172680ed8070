import { MIXED_CONNECTIONS, type MixedResult } from './mixed.ts'
import { EMBEDDED_HEADING } from './report.ts'

// What `npm run bench -- embedded` (embedded.ts) measured: its log lines and its section of docs/benchmarks.md.

/** Issue 32's target for the embedded database: at least this many requests a second of the mix, sustained. */
const TARGET_RATE = 100
/** A rate holds when its p99 is at most this, nothing fails and at least SERVED_SHARE of it is served. */
const HOLD_P99_MS = 250
const SERVED_SHARE = 0.95

/** What the seed took, kept beside the data (a later run reuses the data and reports this). */
export interface SeedRecord {
  users: number
  seconds: number
  when: string
}

/**
 * A run of the mix, with the rate actually served: its answers over `elapsed`, the seconds until the
 * last one came (an overloaded server answers the last requests long after the run's `seconds`).
 */
export interface Step extends MixedResult {
  elapsed: number
  served: number
}

export interface EmbeddedResult {
  /** Each kind's mean in ms, one request at a time, and the mix's ('Mixed load'). */
  alone: Map<string, number>
  main: Step
  /** Offered in steps of `stepSeconds` from the lowest rate up to the first that did not hold (or `maxRate`). */
  steps: Step[]
  stepSeconds: number
  maxRate: number
  users: number
  seed: SeedRecord | undefined
  data: Record<string, number>
}

export function aloneLines(alone: Map<string, number>): string[] {
  return [`One at a time (mean): ${[...alone].map(([kind, ms]) => `${kind} ${ms.toFixed(1)} ms`).join(', ')}`]
}

export const holds = (s: Step) =>
  s.overall.p99 <= HOLD_P99_MS && s.overall.failures === 0 && s.served >= s.rate * SERVED_SHARE

export function stepLine(s: Step): string {
  const o = s.overall
  return `${s.rate} req/s offered for ${s.seconds} s: ${s.served.toFixed(0)} req/s served (${share(s)}), p50 ${o.p50} ms, p95 ${o.p95} ms, p99 ${o.p99} ms, ${o.failures} failures: ${holds(s) ? 'holds' : 'does not hold'}`
}

const share = (s: Step) => `${Math.min(100, (s.served / s.rate) * 100).toFixed(0)}%`

/** The highest stepped rate that held (0 when none did). */
function sustained(r: EmbeddedResult): number {
  return Math.max(0, ...r.steps.filter(holds).map((s) => s.rate))
}

export function verdicts(r: EmbeddedResult): string[] {
  const rate = sustained(r)
  const last = r.steps.at(-1)
  const ok = rate >= TARGET_RATE && holds(r.main)
  const m = r.main.overall
  return [
    `${ok ? 'PASS' : 'FAIL'}: the embedded database sustains ${rate} req/s of the mix (the highest step that held${last && holds(last) && last.rate >= r.maxRate ? `; the steps end there` : ''}), and at ${r.main.rate} req/s for ${r.main.seconds} s serves ${r.main.served.toFixed(0)} req/s with p99 ${m.p99} ms and ${m.failures} failures (target: at least ${TARGET_RATE} req/s sustained: p99 <= ${HOLD_P99_MS} ms, no failures, ${SERVED_SHARE * 100}% served)`,
  ]
}

export function embeddedSection(
  r: EmbeddedResult,
  m: { cpus: number; loadAverage: string; when: Date },
): string[] {
  const n = (key: string) => (r.data[key] ?? 0).toLocaleString('en')
  const seeded = r.seed
    ? `seeded in ${duration(r.seed.seconds)} on ${r.seed.when.slice(0, 10)}`
    : 'seeded by an earlier run'
  return [
    EMBEDDED_HEADING,
    '',
    `Measured ${m.when.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${m.cpus} CPUs (load average ${m.loadAverage} before the run) by`,
    '`npm run bench -- embedded`, on the embedded database (PGlite, inside the server process) with the',
    `bench data shrunk by \`demo:seed --large --users ${r.seed?.users ?? r.users}\`: ${n('users')} users, ${n('posts')} posts,`,
    `${n('likes')} likes, ${n('follows')} follows (${seeded}). The same mix as on PostgreSQL (70% feed pages,`,
    '10% post pages, 10% likes and saves, 5% new posts, 5% chat messages) by twenty viewers with about',
    `150 follows, offered at ${r.main.rate} requests a second for ${r.main.seconds} s (open loop over ${MIXED_CONNECTIONS} connections; latency`,
    'counted from when each request was due):',
    '',
    '| Requests | req/s served | p50 ms | p95 ms | p99 ms | failures |',
    '|---|---:|---:|---:|---:|---:|',
    ...[r.main.overall, ...r.main.kinds].map(
      (k) =>
        `| ${k.name} | ${(k.requests / r.main.elapsed).toFixed(0)} | ${k.p50} | ${k.p95} | ${k.p99} | ${k.failures} |`,
    ),
    '',
    `The last answer came ${r.main.elapsed.toFixed(0)} s after the first request was due; req/s served is the answers over that time.`,
    '',
    `One request at a time (the cycle of the mix in turn, after one cycle to warm up), mean ms: ${[...r.alone].map(([kind, ms]) => `${kind.replace('Mixed load', 'the mix')} ${ms.toFixed(1)}`).join(', ')}.`,
    "PGlite runs its queries on the server's one JavaScript thread, between the requests' own work.",
    '',
    `Then the offered rate for ${r.stepSeconds} s at a time, from 50 req/s up by 50 until a rate does not hold (p99 over ${HOLD_P99_MS} ms,`,
    `a failure, or less than ${SERVED_SHARE * 100}% of the offered rate served), or down by 10 until one does when 50 does not:`,
    '',
    '| Offered req/s | served req/s | served | p50 ms | p95 ms | p99 ms | failures | holds |',
    '|---:|---:|---:|---:|---:|---:|---:|---|',
    ...[...r.steps]
      .sort((a, b) => a.rate - b.rate)
      .map(
        (s) =>
          `| ${s.rate} | ${s.served.toFixed(0)} | ${share(s)} | ${s.overall.p50} | ${s.overall.p95} | ${s.overall.p99} | ${s.overall.failures} | ${holds(s) ? 'yes' : 'no'} |`,
      ),
    '',
    ...verdicts(r).map((line) => `- ${line}`),
    '',
  ]
}

export function duration(seconds: number): string {
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`
}
