import autocannon from 'autocannon'

/** One request to send: the load rotates through a list of them (viewers, cursors, posts). */
export interface Call {
  path: string
  token: string
  /** GET unless set (the fixed-rate load sends writes too: bench/mixed.ts). */
  method?: 'GET' | 'POST' | 'DELETE'
  body?: { type: string; bytes: Buffer }
  /** A label to break the latencies down by (the mixed load's kinds of request). */
  kind?: string
}

export interface Measurement {
  name: string
  /** Completed requests per second over the run. */
  rps: number
  p50: number
  p95: number
  p99: number
  requests: number
  /** Answers other than 2xx, and transport errors and timeouts. */
  failures: number
}

export interface LoadOptions {
  seconds: number
  connections: number
  /** A fixed arrival rate for all connections together; unset, as fast as the server answers. */
  overallRate?: number
}

/**
 * Drives the server with autocannon. Latency percentiles are computed from every response time
 * (autocannon's own summary has no p95), so p50, p95 and p99 are exact for the run.
 */
export function load(baseUrl: string, name: string, calls: Call[], opts: LoadOptions): Promise<Measurement> {
  if (calls.length === 0) throw new Error(`No requests to send for ${name}`)
  let next = 0
  const latencies: number[] = []
  let failures = 0
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: opts.connections,
        duration: opts.seconds,
        overallRate: opts.overallRate,
        timeout: 10,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => {
              const call = calls[next++ % calls.length]!
              return {
                ...req,
                path: call.path,
                headers: { ...req.headers, authorization: `Bearer ${call.token}` },
              }
            },
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err)
        const sorted = latencies.sort((a, b) => a - b)
        resolve({
          name,
          rps: sorted.length / opts.seconds,
          p50: percentile(sorted, 0.5),
          p95: percentile(sorted, 0.95),
          p99: percentile(sorted, 0.99),
          requests: sorted.length,
          failures: failures + result.errors + result.timeouts,
        })
      },
    )
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime)
      if (status < 200 || status >= 300) failures++
    })
  })
}

/** The nearest-rank percentile of sorted values, in milliseconds to one decimal. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const value = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!
  return Math.round(value * 10) / 10
}
