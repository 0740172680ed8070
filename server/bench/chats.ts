import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import WebSocket from 'ws'
import { FACTORY_PASSWORD_HASH } from '../src/platform/passwords.ts'
import { signIn, smallDatabase, startServer } from './bench-server.ts'
import { CHATS_HEADING, machine, writeSection } from './report.ts'

/**
 * `npm run bench -- chats`: two server instances on one database, their event bus and presence on
 * Redis (REDIS_URL, default redis://127.0.0.1:6379), as two machines behind a load balancer would run.
 * (1) Delivery: PAIRS one-to-one chats; each sender's socket is on instance A, each receiver's on B; the
 * senders write 200 messages a second between them for BENCH_SECONDS, and the receivers time each
 * message from the moment it was sent to the moment it arrived (stored, published on Redis, forwarded
 * by B). (2) Memory: 10,000 idle chat sockets on one instance, its resident memory before and after.
 */
const PAIRS = 100
const RATE = 200
const IDLE_SOCKETS = 10_000
const CONNECT_CONCURRENCY = 100

interface Pair {
  chatId: number
  sender: string
  receiver: string
}

export interface DeliveryResult {
  sent: number
  received: number
  doubled: number
  p50: number
  p99: number
  max: number
}

export async function runChats(
  url: string,
  repoRoot: string,
  opts: { seconds: number },
  log: (line: string) => void,
): Promise<void> {
  const host = machine()
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
  log(`Agora chats benchmark (load average ${host.loadAverage}), Redis at ${redisUrl}`)
  const database = await smallDatabase(url, [], log)
  await database.close()
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const env = { REDIS_URL: redisUrl, BENCH_REDIS_PREFIX: `agora-bench-${process.pid}:` }
  const a = await startServer(url, env)
  const b = await startServer(url, env)
  try {
    await seed(client, log)
    const pairs = await openChats(client, a.url, log)
    const delivery = await measureDelivery(a.url, b.url, pairs, opts.seconds, log)
    log(
      `delivery: ${delivery.received}/${delivery.sent} received, ${delivery.doubled} doubled, p50 ${delivery.p50} ms, p99 ${delivery.p99} ms, max ${delivery.max} ms`,
    )
    const memory = await measureIdleSockets(b.child.pid!, b.url, pairs, log)
    log(`idle sockets: ${memory.open} open, resident ${memory.beforeMb} MB -> ${memory.afterMb} MB`)
    writeSection(
      join(repoRoot, 'docs/benchmarks.md'),
      CHATS_HEADING,
      section(delivery, memory, opts.seconds, host),
    )
    log('Wrote the chats section of docs/benchmarks.md')
  } finally {
    a.child.kill('SIGTERM')
    b.child.kill('SIGTERM')
    await client.end()
  }
}

/** PAIRS senders and receivers; each receiver follows its sender, so that the chat needs no accepting. */
async function seed(client: pg.Client, log: (line: string) => void): Promise<void> {
  const { rows } = await client.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM users WHERE username LIKE 'bench_chat_%'",
  )
  if (rows[0]!.n >= PAIRS * 2) return
  log(`Seeding ${PAIRS * 2} people`)
  await client.query(
    `INSERT INTO users (username, email, password_hash, is_verified)
     SELECT 'bench_chat_' || kind || '_' || i, kind || i || '@chat.bench', $1, true
     FROM generate_series(1, ${PAIRS}) i CROSS JOIN (VALUES ('s'), ('r')) k(kind)
     ON CONFLICT DO NOTHING`,
    [FACTORY_PASSWORD_HASH],
  )
  await client.query(
    `INSERT INTO follows (follower_id, followee_id)
     SELECT r.id, s.id FROM generate_series(1, ${PAIRS}) i
     JOIN users s ON s.username = 'bench_chat_s_' || i JOIN users r ON r.username = 'bench_chat_r_' || i
     ON CONFLICT DO NOTHING`,
  )
}

/** Each sender starts (or finds: POST /chats/ answers the existing one) the chat with its receiver. */
async function openChats(client: pg.Client, base: string, log: (line: string) => void): Promise<Pair[]> {
  log('Signing in and opening the chats')
  const pairs: Pair[] = []
  for (let i = 1; i <= PAIRS; i++) {
    const sender = await signIn(base, `bench_chat_s_${i}`)
    const receiver = await signIn(base, `bench_chat_r_${i}`)
    const { rows } = await client.query<{ id: number }>(
      "SELECT id FROM users WHERE username = 'bench_chat_r_' || $1",
      [i],
    )
    const res = await fetch(`${base}/api/chats/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sender}`, 'content-type': 'application/json' },
      body: JSON.stringify({ is_group_chat: false, user_ids: [rows[0]!.id] }),
    })
    if (!res.ok) throw new Error(`POST /chats/ answered ${res.status}: ${await res.text()}`)
    const chat = (await res.json()) as { id: number; state: string }
    if (chat.state !== 'active') throw new Error(`Chat ${chat.id} is ${chat.state}, not active`)
    pairs.push({ chatId: chat.id, sender, receiver })
  }
  return pairs
}

/** Opens a chat socket and resolves once the server says it is subscribed (`ready`). */
function openSocket(base: string, chatId: number, token: string): Promise<WebSocket> {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/api/ws/chat/${chatId}?token=${token}`)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Socket of chat ${chatId} not ready`)), 30_000)
    ws.once('error', reject)
    ws.on('message', function ready(data) {
      if (JSON.parse(String(data)).type !== 'ready') return
      clearTimeout(timer)
      ws.off('message', ready)
      resolve(ws)
    })
  })
}

async function inBatches<T, R>(items: T[], size: number, f: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = []
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map(f))))
  return out
}

async function measureDelivery(
  aUrl: string,
  bUrl: string,
  pairs: Pair[],
  seconds: number,
  log: (line: string) => void,
): Promise<DeliveryResult> {
  const senders = await inBatches(pairs, 20, (p) => openSocket(aUrl, p.chatId, p.sender))
  const receivers = await inBatches(pairs, 20, (p) => openSocket(bUrl, p.chatId, p.receiver))
  const total = RATE * seconds
  const sentAt = new Float64Array(total)
  const latencies: number[] = []
  const seen = new Uint8Array(total)
  let doubled = 0
  for (const ws of receivers) {
    ws.on('message', (data) => {
      const event = JSON.parse(String(data)) as { type: string; message?: { content: string } }
      if (event.type !== 'message' || !event.message) return
      const i = Number(event.message.content.slice(4))
      if (seen[i]) doubled++
      seen[i] = 1
      latencies.push(performance.now() - sentAt[i]!)
    })
  }
  log(`Sending ${total.toLocaleString('en')} messages at ${RATE}/s from instance A to instance B`)
  const start = performance.now()
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / RATE
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    sentAt[i] = performance.now()
    senders[i % senders.length]!.send(`msg ${i}`)
  }
  const deadline = performance.now() + 10_000
  while (latencies.length < total && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  for (const ws of [...senders, ...receivers]) ws.terminate()
  const sorted = [...latencies].sort((x, y) => x - y)
  const at = (q: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10
  return {
    sent: total,
    received: seen.reduce((n, v) => n + v, 0),
    doubled,
    p50: at(0.5),
    p99: at(0.99),
    max: at(1),
  }
}

function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)
  return Math.round(Number(line?.[1] ?? 0) / 1024)
}

/** IDLE_SOCKETS chat sockets on one instance, spread over the receivers' chats (several tabs each). */
async function measureIdleSockets(pid: number, base: string, pairs: Pair[], log: (line: string) => void) {
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const beforeMb = residentMb(pid)
  log(`Opening ${IDLE_SOCKETS.toLocaleString('en')} idle sockets`)
  const slots = Array.from({ length: IDLE_SOCKETS }, (_, i) => pairs[i % pairs.length]!)
  const sockets = await inBatches(slots, CONNECT_CONCURRENCY, (p) => openSocket(base, p.chatId, p.receiver))
  await new Promise((resolve) => setTimeout(resolve, 5_000))
  const afterMb = residentMb(pid)
  const open = sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length
  for (const ws of sockets) ws.terminate()
  // Let the instance release their presence before it is stopped.
  await new Promise((resolve) => setTimeout(resolve, 5_000))
  return { open, beforeMb, afterMb }
}

function section(
  d: DeliveryResult,
  m: { open: number; beforeMb: number; afterMb: number },
  seconds: number,
  host: ReturnType<typeof machine>,
): string[] {
  const perSocketKb = Math.round(((m.afterMb - m.beforeMb) * 1024) / Math.max(1, m.open))
  return [
    CHATS_HEADING,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${host.cpus} CPUs (load average ${host.loadAverage} before the run),`,
    'with `npm run bench -- chats`: two server instances on one PostgreSQL database, their event bus and',
    `presence store on Redis. ${PAIRS} one-to-one chats; each sender's chat socket is on instance A and`,
    `its receiver's on instance B. The senders write ${RATE} messages a second between them for ${seconds} s; each`,
    'message is timed from the send on A to its arrival on B (stored, published on Redis, forwarded).',
    'Target (issue 13): p99 at most 100 ms.',
    '',
    '| Messages sent | received | doubled | p50 (ms) | p99 (ms) | max (ms) |',
    '| --- | --- | --- | --- | --- | --- |',
    `| ${d.sent.toLocaleString('en')} | ${d.received.toLocaleString('en')} | ${d.doubled} | ${d.p50} | ${d.p99} | ${d.max} |`,
    '',
    `${m.open.toLocaleString('en')} idle chat sockets on instance B (target: at most 400 MB): resident memory ${m.beforeMb} MB`,
    `before, ${m.afterMb} MB with them open (about ${perSocketKb} KB a socket).`,
    '',
  ]
}
