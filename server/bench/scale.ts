import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import type pg from 'pg'
import { type Call, load } from './measure.ts'
import { POST_TERMS } from './search.ts'

/**
 * `npm run bench -- scale` (issue 15): the cost of Following page 1 must not grow with the size of the
 * database. The same 20,000 people with their follows, once with 1,000,000 posts (the bench database)
 * and once with 10,000,000 (BENCH_SCALE=10, agora_bench_10x, seeded on first use: about half an hour).
 * Each size runs in a process of its own (`scale-one`, below), which seeds what is missing, starts the
 * server and times the page: one connection (the page's own latency) and ten (throughput).
 * Issue 32 adds For You page 1 and post search (the POST_TERMS in turn), over one connection each:
 * both must stay within SCALE_RATIO_TARGET too.
 */
export const SCALE_HEADING = '## Following at 1,000,000 and 10,000,000 posts'
/** Issue 15's target: page 1 at 10M posts at most 1.3 times as slow as at 1M. */
export const SCALE_RATIO_TARGET = 1.3
const SCALES = [1, 10]
const RESULT = 'SCALE_RESULT '

interface Latency {
  p50: number
  p95: number
  p99: number
  rps: number
}

export interface ScaleResult {
  scale: number
  posts: number
  databaseBytes: number
  single: Latency
  loaded: { p50: number; p99: number; rps: number }
  /** Issue 32: For You page 1 and post search over one connection (absent in older results). */
  forYou?: Latency
  postSearch?: Latency
}

const latency = (r: Latency): Latency => ({ p50: r.p50, p95: r.p95, p99: r.p99, rps: r.rps })

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
  const forYouCalls: Call[] = tokens.map((token) => ({ path: '/api/feed?tab=for_you&limit=25', token }))
  await load(base, 'warm-up', forYouCalls, { seconds: 3, connections: 10 })
  const forYou = await load(base, 'For You, page 1 (1 connection)', forYouCalls, { seconds, connections: 1 })
  const searchCalls: Call[] = POST_TERMS.map((term, i) => ({
    path: `/api/search/detailed/${encodeURIComponent(term)}?type=posts`,
    token: tokens[i % tokens.length]!,
  }))
  await load(base, 'warm-up', searchCalls, { seconds: 3, connections: 10 })
  const postSearch = await load(base, 'Search: posts (1 connection)', searchCalls, {
    seconds,
    connections: 1,
  })
  const { rows } = await client.query<{ posts: number; bytes: string }>(
    'SELECT (SELECT count(*) FROM posts)::int AS posts, pg_database_size(current_database())::text AS bytes',
  )
  const result: ScaleResult = {
    scale,
    posts: rows[0]!.posts,
    databaseBytes: Number(rows[0]!.bytes),
    single: latency(single),
    loaded: { p50: loaded.p50, p99: loaded.p99, rps: loaded.rps },
    forYou: latency(forYou),
    postSearch: latency(postSearch),
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
  // Following is timed by its p50, as issue 15 asked. For You and post search by their mean over one
  // connection (1000 / req/s): a p50 over the terms in turn hides a term that grew tenfold.
  const verdict = (name: string, pick: (r: ScaleResult) => Latency | undefined, by: 'p50' | 'mean') => {
    const [a, b] = [small && pick(small), large && pick(large)]
    if (!a || !b) return []
    const time = (r: Latency) => (by === 'p50' ? r.p50 : 1000 / r.rps)
    const ratio = time(b) / time(a)
    const pass = ratio <= SCALE_RATIO_TARGET
    const how = by === 'p50' ? 'p50' : 'mean'
    return [
      `- ${pass ? 'PASS' : 'FAIL'}: ${name} at 10M posts takes ${ratio.toFixed(2)} times its time at 1M (${how}, one connection; target <= ${SCALE_RATIO_TARGET})`,
    ]
  }
  const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GB`
  const ms = (r: Latency | undefined) =>
    r ? `${(1000 / r.rps).toFixed(1)} / ${r.p50} / ${r.p99}` : 'not measured'
  return [
    SCALE_HEADING,
    '',
    `Measured ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench -- scale\`: the same`,
    '20,000 people and follows (median about 150) with 1,000,000 and with 10,000,000 posts; Following page 1',
    'for the twenty viewers, first over one connection (the latency of the page itself), then ten; For You',
    "page 1 (each reader's snapshot is kept 30 s, so most requests read a kept one: its rebuilds are in the",
    'p99) and post search (the search terms of the search section in turn), over one connection.',
    '',
    '| Posts | database | p50 ms (1 connection) | p95 ms | p99 ms | req/s (10 connections) | p99 ms (10) | For You p1 mean / p50 / p99 ms | post search mean / p50 / p99 ms |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.posts.toLocaleString('en')} | ${gb(r.databaseBytes)} | ${r.single.p50} | ${r.single.p95} | ${r.single.p99} | ${r.loaded.rps.toFixed(0)} | ${r.loaded.p99} | ${ms(r.forYou)} | ${ms(r.postSearch)} |`,
    ),
    '',
    ...verdict('Following page 1', (r) => r.single, 'p50'),
    ...verdict('For You page 1', (r) => r.forYou, 'mean'),
    ...verdict('Post search', (r) => r.postSearch, 'mean'),
    '',
  ]
}
