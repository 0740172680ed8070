import { get } from './bench-server.ts'
import { loadAtFixedRate } from './fixed-rate.ts'
import { goalOf } from './goals.ts'
import { type Call, type LoadOptions, load, type Measurement } from './measure.ts'

/**
 * Search under load (issue 14): people, posts and the dropdown's quick search, each beside /api/users/me
 * like the other rows, over the bench data with SEARCH_USERS_TOTAL people (seed-search.ts) and the
 * million posts. Requests rotate over the twenty viewers and a list of terms as people type them.
 */

export const SEARCH_HEADING = '## Search: 200,000 people, a million posts'

/** The targets of issue 14: p95 under load. */
export const SEARCH_TARGETS = { peopleP95Ms: 25, postsP95Ms: 60 } as const

/**
 * "Under load" for the targets: each row offered at a steady SEARCH_RATE requests a second (open
 * loop, fixed-rate.ts) for SEARCH_RATE_SECONDS. 50 a second is a busy evening for one instance of a
 * 200,000-account campus: a third of them active in a day, a dozen searches each (the dropdown asks
 * as people type), a tenth of the day's searches in its busiest hour, all on one instance, is about
 * 20 a second; 50 leaves room. The closed-loop rows (10 connections back to back) show the most one
 * instance serves, where latency is queueing on two cores, not the query.
 */
export const SEARCH_RATE = 50
const SEARCH_RATE_SECONDS = 20
const SEARCH_RATE_CONNECTIONS = 20

/**
 * What people type looking for someone: name prefixes as the dropdown sees them, full names, the
 * names without Turkish letters or in capitals, one letter wrong, usernames and nicknames.
 */
export const PEOPLE_TERMS = [
  'meh',
  'ayş',
  'yılm',
  'zeyn',
  'özt',
  'emr',
  'şah',
  'çel',
  'jam',
  'emil',
  'Mehmet Yılmaz',
  'Ayşe Demir',
  'Zeynep Kaya',
  'Oğuzhan Çelik',
  'Emily Johnson',
  'elif kaya',
  'ozturk',
  'sukru',
  'gulsen',
  'yildirim',
  'İBRAHİM',
  'IŞIK',
  'mehmte',
  'ozdemr',
  'kaplam',
  'johnsn',
  'mehmet_yilmaz',
  'ayse2003',
  'memo',
  'ogrenci',
] as const

/**
 * What people type looking for posts: words of the bench posts (seed.ts WORDS) common and less so,
 * folded, in capitals, inflected (the stemmers), half-typed (the prefix), two words, a tag's word, a
 * rare tag, a typo and words no post holds.
 */
export const POST_TERMS = [
  'kahve',
  'sınav',
  'deadline',
  'campus',
  'proje',
  'kampus',
  'sinav',
  'calisma',
  'kutuphane',
  'bugun',
  'SINAV',
  'ÇALIŞMA',
  'dersler',
  'lectures',
  'exams',
  'kah',
  'dead',
  'çalı',
  'kahve deadline',
  'proje hoca',
  'final exam',
  'erasmus',
  'robotik',
  'mimarlık',
  'konu1500',
  'lecure',
  'ogrenci',
  'mikroekonomi',
] as const

/** The quick search's terms: what the dropdown sees, people's and posts' in turn. */
export const QUICK_TERMS = PEOPLE_TERMS.flatMap((term, i) => [term, POST_TERMS[i % POST_TERMS.length]!])

/** Each term with each viewer in turn (term i with viewer i mod 20), the terms in the order above. */
function rotate(terms: readonly string[], tokens: string[], path: (term: string) => string): Call[] {
  const count = Math.max(terms.length, tokens.length) * 2
  return Array.from({ length: count }, (_, i) => ({
    path: path(encodeURIComponent(terms[i % terms.length]!)),
    token: tokens[i % tokens.length]!,
  }))
}

export function searchCalls(tokens: string[]): Record<string, Call[]> {
  return {
    'Search: people': rotate(PEOPLE_TERMS, tokens, (t) => `/api/search/detailed/${t}?type=users`),
    'Search: posts': rotate(POST_TERMS, tokens, (t) => `/api/search/detailed/${t}?type=posts`),
    'Quick search': rotate(QUICK_TERMS, tokens, (t) => `/api/search/quick/${t}`),
  }
}

export interface SearchResult {
  rows: { target: Measurement; baseline: Measurement }[]
  /** Each row at SEARCH_RATE requests a second: the targets' measure. */
  fixed: Measurement[]
  /** Per term, what the first viewer finds on the first page (20 at most). */
  found: { term: string; people: number; posts: number }[]
}

/**
 * Checks every call answers (a fast error would flatter the figures), counts what the terms find,
 * then measures each row after a 2 s warm-up, right after /api/users/me.
 */
export async function measureSearch(
  base: string,
  tokens: string[],
  opts: LoadOptions,
  log: (line: string) => void,
): Promise<SearchResult> {
  const calls = searchCalls(tokens)
  for (const [name, list] of Object.entries(calls)) {
    for (const call of list)
      await get(base, call.path, call.token).catch((err: Error) => {
        throw new Error(`${name}: ${err.message}`)
      })
  }
  const found: SearchResult['found'] = []
  for (const term of [...new Set([...PEOPLE_TERMS, ...POST_TERMS])]) {
    const path = `/api/search/detailed/${encodeURIComponent(term)}`
    const people = (await get(base, `${path}?type=users`, tokens[0]!)) as { users: unknown[] }
    const posts = (await get(base, `${path}?type=posts`, tokens[0]!)) as { posts: unknown[] }
    found.push({ term, people: people.users.length, posts: posts.posts.length })
  }
  log(`Search terms (people, posts on the first page): ${found.map(formatFound).join(', ')}`)
  const rows: SearchResult['rows'] = []
  for (const [name, list] of Object.entries(calls)) {
    await load(base, 'warm-up', list, { ...opts, seconds: 2 })
    const me = tokens.map((token) => ({ path: '/api/users/me', token }))
    const baseline = await load(base, '/api/users/me', me, opts)
    const target = await load(base, name, list, opts)
    rows.push({ target, baseline })
    log(
      `${name}: ${target.rps.toFixed(0)} req/s (/api/users/me ${baseline.rps.toFixed(0)}), p50 ${target.p50} ms, p95 ${target.p95} ms, p99 ${target.p99} ms${target.failures ? `, ${target.failures} failures` : ''}`,
    )
  }
  const fixed: Measurement[] = []
  for (const [name, list] of Object.entries(calls)) {
    const opts = { seconds: SEARCH_RATE_SECONDS, rate: SEARCH_RATE, connections: SEARCH_RATE_CONNECTIONS }
    const run = await loadAtFixedRate(base, name, list, opts)
    fixed.push(run)
    log(
      `${name} at ${SEARCH_RATE} req/s: p50 ${run.p50} ms, p95 ${run.p95} ms, p99 ${run.p99} ms${run.failures ? `, ${run.failures} failures` : ''}`,
    )
  }
  return { rows, fixed, found }
}

const formatFound = (f: SearchResult['found'][number]) => `"${f.term}" ${f.people}/${f.posts}`

function verdicts(r: SearchResult): string[] {
  const lines: string[] = []
  const check = (name: string, label: string, target: number) => {
    const row = r.fixed.find((x) => x.name === name)
    if (!row) return
    lines.push(
      `${row.p95 <= target ? 'PASS' : 'FAIL'}: ${label} has p95 ${row.p95} ms at ${SEARCH_RATE} req/s (target <= ${target} ms)`,
    )
  }
  check('Search: people', 'people search', SEARCH_TARGETS.peopleP95Ms)
  check('Search: posts', 'post search', SEARCH_TARGETS.postsP95Ms)
  // Issue 32: each row's throughput as a share of /api/users/me's, saturated.
  for (const { target, baseline } of r.rows) {
    const wanted = goalOf(target.name)
    const share = target.rps / baseline.rps
    lines.push(
      `${share >= wanted ? 'PASS' : 'FAIL'}: ${target.name} serves ${(share * 100).toFixed(0)}% of /api/users/me's throughput (target >= ${(wanted * 100).toFixed(0)}%)`,
    )
  }
  return lines
}

export function printSearch(r: SearchResult, log: (line: string) => void): void {
  for (const line of verdicts(r)) log(line)
}

/** The section of docs/benchmarks.md, written by the full run and by `npm run bench -- search`. */
export function searchSection(
  r: SearchResult,
  m: { cpus: number; loadAverage: string; when: Date; seconds: number; connections: number },
  data: Record<string, number>,
): string[] {
  const n = (x: number | undefined) => (x ?? 0).toLocaleString('en')
  return [
    SEARCH_HEADING,
    '',
    `Measured ${m.when.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${m.cpus} CPUs (load average ${m.loadAverage} before the run), by the`,
    'full run or `npm run bench -- search` (BENCH_ONLY=search: the same database and seed, only these rows),',
    `over ${n(data.users)} users (${n(data.benchUsers)} bench users with the posts and follows, the rest people with Turkish`,
    `and English names, nicknames and usernames: seed-search.ts) and ${n(data.posts)} posts. Each row runs ${m.seconds} s`,
    `with ${m.connections} connections after a 2 s warm-up, right after /api/users/me, rotating over the twenty viewers and`,
    `the terms below. Targets (issue 14): people search p95 <= ${SEARCH_TARGETS.peopleP95Ms} ms, post search p95 <= ${SEARCH_TARGETS.postsP95Ms} ms`,
    `under load, measured with each row offered at a steady ${SEARCH_RATE} requests a second for ${SEARCH_RATE_SECONDS} s (open loop, latency`,
    'counted from when each request was due): about twice the busiest hour we expect of one instance serving',
    '200,000 accounts (bench/search.ts says how). The closed-loop rows after it show the most one instance serves.',
    '',
    `| Endpoint at ${SEARCH_RATE} req/s | p50 ms | p95 ms | p99 ms | failures |`,
    '|---|---:|---:|---:|---:|',
    ...r.fixed.map((t) => `| ${t.name} | ${t.p50} | ${t.p95} | ${t.p99} | ${t.failures} |`),
    '',
    ...verdicts(r).map((line) => `- ${line}`),
    '',
    `Saturated: ${m.connections} connections back to back.`,
    '',
    '| Endpoint | req/s | share of /api/users/me | goal | p50 ms | p95 ms | p99 ms | /api/users/me req/s | failures |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...r.rows.map(
      ({ target: t, baseline: h }) =>
        `| ${t.name} | ${t.rps.toFixed(0)} | ${((t.rps / h.rps) * 100).toFixed(0)}% | ${(goalOf(t.name) * 100).toFixed(0)}% | ${t.p50} | ${t.p95} | ${t.p99} | ${h.rps.toFixed(0)} | ${t.failures} |`,
    ),
    '',
    '- Search: people is GET /api/search/detailed/{term}?type=users (20 a page); Search: posts the same with',
    '  type=posts; Quick search is GET /api/search/quick/{term} (five people, posts, communities and',
    "  universities), over the people's and the posts' terms in turn.",
    '',
    'The terms, with what the first viewer finds on the first page (people / posts, 20 at most):',
    `${r.found.map(formatFound).join(', ')}.`,
    '',
  ]
}
