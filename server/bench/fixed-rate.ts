import { Agent, request } from 'node:http'
import { type Call, type Measurement, percentile } from './measure.ts'

/**
 * An open-loop load at a steady arrival rate, as wrk2 makes it: request i is due at start + i / rate,
 * whatever happened to the ones before, and its latency runs from when it was due to the end of its
 * answer, so time spent waiting for a free connection counts too (no coordinated omission).
 *
 * autocannon's overallRate is not this: each connection sends its share of the second back to back
 * and then pauses until the next second, so 50 connections at 4 requests each arrive as one burst of
 * 200 at every second's start, and the latencies measure how fast a burst drains, not a steady rate.
 */
export async function loadAtFixedRate(
  baseUrl: string,
  name: string,
  calls: Call[],
  opts: { seconds: number; rate: number; connections: number },
): Promise<Measurement & { kinds: Measurement[] }> {
  if (calls.length === 0) throw new Error(`No requests to send for ${name}`)
  const agent = new Agent({ keepAlive: true, maxSockets: opts.connections })
  const url = new URL(baseUrl)
  const total = Math.round(opts.seconds * opts.rate)
  const latencies: number[] = []
  let failures = 0
  const byKind = new Map<string, { latencies: number[]; failures: number }>()
  const kindOf = (call: Call) => {
    const key = call.kind ?? name
    const entry = byKind.get(key) ?? { latencies: [], failures: 0 }
    byKind.set(key, entry)
    return entry
  }
  const start = performance.now() + 50
  const pending: Promise<void>[] = []
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / opts.rate
    const wait = due - performance.now()
    if (wait > 1) await new Promise((r) => setTimeout(r, wait))
    const call = calls[i % calls.length]!
    const kind = kindOf(call)
    pending.push(
      send(agent, url, call).then(
        (status) => {
          const latency = performance.now() - due
          latencies.push(latency)
          kind.latencies.push(latency)
          if (status < 200 || status >= 300) {
            failures++
            kind.failures++
          }
        },
        () => {
          failures++
          kind.failures++
        },
      ),
    )
  }
  await Promise.all(pending)
  agent.destroy()
  const measure = (label: string, all: number[], failed: number): Measurement => {
    const sorted = all.sort((a, b) => a - b)
    return {
      name: label,
      rps: sorted.length / opts.seconds,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      requests: sorted.length,
      failures: failed,
    }
  }
  return {
    ...measure(name, latencies, failures),
    kinds: [...byKind].map(([label, k]) => measure(label, k.latencies, k.failures)),
  }
}

function send(agent: Agent, url: URL, call: Call): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: call.path,
        method: call.method ?? 'GET',
        headers: {
          authorization: `Bearer ${call.token}`,
          ...(call.body
            ? { 'content-type': call.body.type, 'content-length': String(call.body.bytes.length) }
            : {}),
        },
        timeout: 10_000,
      },
      (res) => {
        res.on('data', () => {})
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end(call.body?.bytes)
  })
}
