import { get } from './bench-server.ts'
import type { Queryable } from './calls.ts'
import { cpuPerRequest, cpuSnapshot } from './cpu.ts'
import { loadAtFixedRate } from './fixed-rate.ts'
import type { Call, Measurement } from './measure.ts'

/**
 * A mix of what people do at once (issue 15): 70% feed pages, 10% post pages, 10% likes and saves,
 * 5% new posts, 5% chat messages, offered at a steady MIXED_RATE requests a second (open loop,
 * fixed-rate.ts) by the twenty viewers. Writes change the bench data a little each run: the likes
 * and saves are set and unset in turn (the counts return), the posts and messages stay.
 */
export const MIXED_HEADING = '## Mixed load: feeds, posts, likes, new posts and chat at once'
export const MIXED_RATE = Number(process.env.BENCH_MIXED_RATE ?? 200)
export const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60)
export const MIXED_CONNECTIONS = 100
/**
 * Issue 32's targets on PostgreSQL: 200 requests a second held with p99 at most 250 ms and no errors,
 * at most 5 ms of CPU per request (the server and PostgreSQL together, cpu.ts).
 */
export const MIXED_P99_MS = 250
export const MIXED_CPU_MS = 5

export interface MixedResult {
  rate: number
  seconds: number
  overall: Measurement
  kinds: Measurement[]
  /** CPU milliseconds per answered request, of the server and of all of PostgreSQL (cpu.ts). */
  cpu?: { serverMs: number; postgresMs: number }
}

const json = (value: unknown) => ({ type: 'application/json', bytes: Buffer.from(JSON.stringify(value)) })

/** A multipart form with one text field, as the web app posts it. */
function postForm(content: string) {
  const boundary = `----agora-bench-${Math.random().toString(16).slice(2)}`
  const bytes = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  )
  return { type: `multipart/form-data; boundary=${boundary}`, bytes }
}

/** The posts the mix opens, likes and saves: the 200 newest top-level public ones. */
export async function findMixPosts(client: Queryable): Promise<number[]> {
  const { rows } = await client.query(
    `SELECT p.id FROM posts p JOIN users u ON u.id = p.user_id AND NOT u.is_private AND u.deleted_at IS NULL
     WHERE p.deleted_at IS NULL AND p.in_reply_to_id IS NULL AND p.repost_of_id IS NULL AND p.event_id IS NULL
       AND p.announcement_id IS NULL AND p.published
     ORDER BY p.id DESC LIMIT 200`,
  )
  return (rows as { id: number }[]).map((row) => row.id)
}

/**
 * The hundred requests the load cycles through, in an interleaved order so that each second carries
 * the mix: 35 Following and 35 For You pages (page 1 and page 10 alternating), 10 post pages, 10
 * like or save (set, then unset on the next cycle), 5 new posts, 5 chat messages. `posts` are
 * findMixPosts' ids.
 */
export async function mixedCalls(
  base: string,
  viewers: { id: number; token: string }[],
  feeds: Call[],
  posts: number[],
): Promise<Call[]> {
  if (posts.length === 0) throw new Error('No posts for the mixed load')
  // One one-to-one chat between each viewer and the next (created once, found again later).
  const chats: { id: number; token: string }[] = []
  for (const [i, viewer] of viewers.entries()) {
    const other = viewers[(i + 1) % viewers.length]!
    const res = await fetch(`${base}/api/chats/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${viewer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ is_group_chat: false, user_ids: [other.id] }),
    })
    if (!res.ok) throw new Error(`creating a bench chat: ${res.status} ${await res.text()}`)
    chats.push({ id: ((await res.json()) as { id: number }).id, token: viewer.token })
  }
  const calls: Call[] = []
  let post = 0
  for (let slot = 0; slot < 200; slot++) {
    const viewer = viewers[slot % viewers.length]!
    const n = slot % 20
    if (n < 14) calls.push({ ...feeds[(slot * 7) % feeds.length]!, kind: 'feed page' })
    else if (n < 16) {
      const id = posts[(slot * 13) % posts.length]!
      calls.push({ path: `/api/posts/${id}`, token: viewer.token, kind: 'post page' })
    } else if (n < 18) {
      const id = posts[post++ % posts.length]!
      const what = slot % 4 < 2 ? 'like' : 'save'
      // The first hundred slots set, the second hundred unset the same pairs.
      const method = slot < 100 ? 'POST' : 'DELETE'
      calls.push({ path: `/api/posts/${id}/${what}`, token: viewer.token, method, kind: 'like or save' })
      if (slot === 99) post = 0
    } else if (n === 18) {
      calls.push({
        path: '/api/posts/',
        token: viewer.token,
        method: 'POST',
        body: postForm(`Mixed load post ${slot}: kahve, ders, kampüs`),
        kind: 'new post',
      })
    } else {
      const chat = chats[slot % chats.length]!
      calls.push({
        path: `/api/chats/${chat.id}/messages/`,
        token: chat.token,
        method: 'POST',
        body: json({ content: `Mixed load message ${slot}` }),
        kind: 'chat message',
      })
    }
  }
  // Every read answers before it is timed (the writes are checked by the run's failure count).
  for (const call of calls) if (!call.method) await get(base, call.path, call.token)
  return calls
}

export async function measureMixed(
  base: string,
  viewers: { id: number; token: string }[],
  feeds: Call[],
  posts: number[],
  log: (line: string) => void,
  serverPid?: number,
): Promise<MixedResult> {
  const calls = await mixedCalls(base, viewers, feeds, posts)
  const before = cpuSnapshot(serverPid)
  const run = await runMix(base, calls, { rate: MIXED_RATE, seconds: MIXED_SECONDS })
  const answered = run.overall.rps * run.seconds
  const result =
    serverPid === undefined ? run : { ...run, cpu: cpuPerRequest(before, cpuSnapshot(serverPid), answered) }
  for (const line of mixedLines(result)) log(line)
  return result
}

/** The mix's calls offered at `rate` a second for `seconds`, over MIXED_CONNECTIONS connections. */
export async function runMix(
  base: string,
  calls: Call[],
  opts: { rate: number; seconds: number },
): Promise<MixedResult> {
  const { kinds, ...overall } = await loadAtFixedRate(base, 'Mixed load', calls, {
    ...opts,
    connections: MIXED_CONNECTIONS,
  })
  return { ...opts, overall, kinds }
}

function mixedLines(r: MixedResult): string[] {
  const o = r.overall
  // Held: the offered rate served (95%), within the tail's bound, without failures.
  const pass = o.p99 <= MIXED_P99_MS && o.failures === 0 && o.rps >= r.rate * 0.95
  const lines = [
    `${pass ? 'PASS' : 'FAIL'}: the mixed load at ${r.rate} req/s for ${r.seconds} s: ${o.rps.toFixed(0)} req/s served, p50 ${o.p50} ms, p95 ${o.p95} ms, p99 ${o.p99} ms, ${o.failures} failures (target: p99 <= ${MIXED_P99_MS} ms, no failures)`,
  ]
  if (r.cpu) {
    const total = r.cpu.serverMs + r.cpu.postgresMs
    lines.push(
      `${total <= MIXED_CPU_MS ? 'PASS' : 'FAIL'}: the mix costs ${total.toFixed(2)} ms of CPU per request (server ${r.cpu.serverMs.toFixed(2)}, PostgreSQL ${r.cpu.postgresMs.toFixed(2)}; target <= ${MIXED_CPU_MS} ms)`,
    )
  }
  return lines
}

/** The section of docs/benchmarks.md. */
export function mixedSection(r: MixedResult, m: { cpus: number; loadAverage: string; when: Date }): string[] {
  return [
    MIXED_HEADING,
    '',
    `Measured ${m.when.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${m.cpus} CPUs (load average ${m.loadAverage} before the run), on PostgreSQL`,
    `with the bench data, by the full run or \`npm run bench -- mixed\`: ${r.rate} requests a second offered steadily for ${r.seconds} s`,
    `(open loop over ${MIXED_CONNECTIONS} connections; latency counted from when each request was due) by the twenty viewers:`,
    '70% feed pages (Following and For You, pages 1 and 10), 10% post pages, 10% likes and saves (set,',
    'then unset), 5% new posts, 5% chat messages.',
    '',
    '| Requests | req/s | p50 ms | p95 ms | p99 ms | failures |',
    '|---|---:|---:|---:|---:|---:|',
    ...[r.overall, ...r.kinds].map(
      (k) => `| ${k.name} | ${k.rps.toFixed(0)} | ${k.p50} | ${k.p95} | ${k.p99} | ${k.failures} |`,
    ),
    '',
    ...(r.cpu
      ? [
          `CPU per answered request over the run: the server ${r.cpu.serverMs.toFixed(2)} ms, PostgreSQL ${r.cpu.postgresMs.toFixed(2)} ms`,
          '(all of its processes; docs/scaling.md sizes instances and the database from these).',
          '',
        ]
      : []),
    ...mixedLines(r).map((line) => `- ${line}`),
    '',
  ]
}
