import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import type pg from 'pg'
import { type Call, load } from './measure.ts'

/**
 * `npm run bench -- scale` (issue 15): the cost of Following page 1 must not grow with the size of the
 * database. The same 20,000 people with their follows, once with 1,000,000 posts (the bench database)
 * and once with 10,000,000 (BENCH_SCALE=10, agora_bench_10x, seeded on first use: about half an hour).
 * Each size runs in a process of its own (`scale-one`, below), which seeds what is missing, starts the
 * server and times the page: one connection (the page's own latency) and ten (throughput).
 */
export const SCALE_HEADING = '## Following at 1,000,000 and 10,000,000 posts'
/** Issue 15's target: page 1 at 10M posts at most 1.3 times as slow as at 1M. */
export const SCALE_RATIO_TARGET = 1.3
const SCALES = [1, 10]
const RESULT = 'SCALE_RESULT '

export interface ScaleResult {
  scale: number
  posts: number
  databaseBytes: number
  single: { p50: number; p95: number; p99: number; rps: number }
  loaded: { p50: number; p99: number; rps: number }
}

/** In the process of one size: measures and prints the result line the parent reads. */
export async function measureScaleOne(
  client: pg.ClientBase,
  base: string,
  tokens: string[],
  scale: number,
  seconds: number,
  log: (line: string) => void,
): Promise<void> {
  const calls: Call[] = tokens.map((token) => ({ path: '/api/feed?tab=following&limit=25', token }))
  await load(base, 'warm-up', calls, { seconds: 3, connections: 10 })
  const single = await load(base, 'Following, page 1 (1 connection)', calls, { seconds, connections: 1 })
  const loaded = await load(base, 'Following, page 1 (10 connections)', calls, { seconds, connections: 10 })
  const { rows } = await client.query<{ posts: number; bytes: string }>(
    'SELECT (SELECT count(*) FROM posts)::int AS posts, pg_database_size(current_database())::text AS bytes',
  )
  const result: ScaleResult = {
    scale,
    posts: rows[0]!.posts,
    databaseBytes: Number(rows[0]!.bytes),
    single: { p50: single.p50, p95: single.p95, p99: single.p99, rps: single.rps },
    loaded: { p50: loaded.p50, p99: loaded.p99, rps: loaded.rps },
  }
  log(`${RESULT}${JSON.stringify(result)}`)
}

/** Runs both sizes one after the other and answers the section of docs/benchmarks.md. */
export async function runScale(log: (line: string) => void): Promise<string[]> {
  const results: ScaleResult[] = []
  for (const scale of SCALES) {
    log(`Scale ${scale}: ${(1_000_000 * scale).toLocaleString('en')} posts`)
    results.push(await runOne(scale, log))
  }
  return scaleSection(results)
}

function runOne(scale: number, log: (line: string) => void): Promise<ScaleResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'run.ts')], {
    env: { ...process.env, BENCH_ONLY: 'scale-one', BENCH_SCALE: String(scale) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let result: ScaleResult | undefined
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.startsWith(RESULT)) result = JSON.parse(line.slice(RESULT.length)) as ScaleResult
    else log(`  ${line}`)
  })
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0 && result) resolve(result)
      else reject(new Error(`The scale ${scale} run failed (exit ${code})`))
    })
  })
}

export function scaleSection(results: ScaleResult[], when = new Date()): string[] {
  const [small, large] = results
  const ratio = small && large ? large.single.p50 / small.single.p50 : Number.NaN
  const pass = ratio <= SCALE_RATIO_TARGET
  const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GB`
  return [
    SCALE_HEADING,
    '',
    `Measured ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench -- scale\`: the same`,
    '20,000 people and follows (median about 150) with 1,000,000 and with 10,000,000 posts; Following page 1',
    'for the twenty viewers, first over one connection (the latency of the page itself), then ten.',
    '',
    '| Posts | database | p50 ms (1 connection) | p95 ms | p99 ms | req/s (10 connections) | p99 ms (10) |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.posts.toLocaleString('en')} | ${gb(r.databaseBytes)} | ${r.single.p50} | ${r.single.p95} | ${r.single.p99} | ${r.loaded.rps.toFixed(0)} | ${r.loaded.p99} |`,
    ),
    '',
    `- ${pass ? 'PASS' : 'FAIL'}: Following page 1 at 10M posts takes ${ratio.toFixed(2)} times its time at 1M (p50, one connection; target <= ${SCALE_RATIO_TARGET})`,
    '',
  ]
}
