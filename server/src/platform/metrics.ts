import { createHash, timingSafeEqual } from 'node:crypto'
import { ERRORS } from '@agora/contract'
import type { FastifyInstance } from 'fastify'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { Database } from '../db/client.ts'
import { unauthorized } from './errors.ts'
import { onEventDelivered } from './event-envelope.ts'
import { imageWork } from './image-work.ts'
import type { Jobs } from './jobs.ts'

/** Seconds, from a millisecond up to the longest a request may reasonably take. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * Prometheus metrics at GET /metrics (issue 15; names and labels in docs/decisions.md). Only with
 * METRICS_TOKEN, and only for a bearer of it: the figures tell how busy the server is and which routes
 * fail, which is no one else's business. Without the token nothing is collected and /metrics does not
 * exist. Install it before any route, so that its hooks see them all.
 */
export function installMetrics(
  app: FastifyInstance,
  opts: { token: string | undefined; database: Database; jobs: Jobs },
): void {
  if (!opts.token) return
  const expected = digest(opts.token)
  const register = new Registry()
  collectDefaultMetrics({ register })

  const requests = new Histogram({
    name: 'agora_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [register],
  })
  const errors = new Counter({
    name: 'agora_http_errors_total',
    help: 'Error answers by the code of the error catalogue they carry, and status code',
    labelNames: ['code', 'status_code'] as const,
    registers: [register],
  })
  app.addHook('onSend', async (_req, reply, payload) => {
    if (reply.statusCode >= 400) {
      errors.inc({ code: errorCodeOf(payload), status_code: String(reply.statusCode) })
    }
    return payload
  })
  app.addHook('onResponse', async (req, reply) => {
    requests.observe(
      {
        method: req.method,
        // The template (/api/posts/:id), never the URL: one series per route, not per post.
        route: req.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    )
  })

  const queries = new Histogram({
    name: 'agora_db_query_duration_seconds',
    help: 'Time from sending a statement to its answer, by its first keyword (select, insert...)',
    labelNames: ['operation'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [register],
  })
  const stopQueries = opts.database.instruments.onQuery((query) =>
    queries.observe({ operation: operationOf(query.text) }, query.durationMs / 1000),
  )
  const driver = opts.database.kind
  const poolGauge = (
    name: string,
    help: string,
    read: (use: ReturnType<Database['instruments']['pool']>) => number,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['driver'] as const,
      registers: [register],
      collect() {
        this.set({ driver }, read(opts.database.instruments.pool()))
      },
    })
  poolGauge(
    'agora_db_pool_connections',
    'Database connections open (PGlite: its one connection)',
    (u) => u.total,
  )
  poolGauge('agora_db_pool_idle_connections', 'Database connections open and unused', (u) => u.idle)
  poolGauge('agora_db_pool_waiting', 'Callers waiting for a database connection', (u) => u.waiting)

  const lag = new Histogram({
    name: 'agora_event_bus_lag_seconds',
    help: 'Time from publishing an event to its delivery here, by channel kind (user, chat, post.liked...)',
    labelNames: ['channel'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [register],
  })
  const stopLag = onEventDelivered((delivery) =>
    lag.observe({ channel: delivery.channel }, delivery.lagMs / 1000),
  )

  const sockets = app as { websocketServer?: { clients: Set<unknown> } }
  gauge(
    register,
    'agora_open_sockets',
    'WebSockets open on this instance',
    () => sockets.websocketServer?.clients.size ?? 0,
  )
  gauge(register, 'agora_jobs', 'Recurring jobs registered', () => opts.jobs.counts().registered)
  gauge(
    register,
    'agora_jobs_running',
    'Recurring job runs under way on this instance',
    () => opts.jobs.counts().running,
  )
  gauge(register, 'agora_image_work_running', 'Images being decoded or encoded', () => imageWork.running)
  gauge(
    register,
    'agora_image_work_waiting',
    'Images waiting for their turn in the queue',
    () => imageWork.waiting,
  )

  app.addHook('onClose', async () => {
    stopQueries()
    stopLag()
    register.clear()
  })

  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1]
    if (!given) throw unauthorized('not_authenticated')
    if (!timingSafeEqual(digest(given), expected)) throw unauthorized('invalid_token')
    return reply
      .type(register.contentType)
      .header('cache-control', 'no-store')
      .send(await register.metrics())
  })
}

/** Equal lengths for timingSafeEqual, whatever was sent. */
function digest(token: string): Buffer {
  return createHash('sha256').update(token).digest()
}

function gauge(register: Registry, name: string, help: string, read: () => number): void {
  new Gauge({
    name,
    help,
    registers: [register],
    collect() {
      this.set(read())
    },
  })
}

/** The catalogue code of an error answer; `other` for anything else, so that labels stay few. */
function errorCodeOf(payload: unknown): string {
  if (typeof payload !== 'string') return 'other'
  try {
    const code = (JSON.parse(payload) as { code?: unknown } | null)?.code
    return typeof code === 'string' && Object.hasOwn(ERRORS, code) ? code : 'other'
  } catch {
    return 'other'
  }
}

const OPERATIONS = new Set(['select', 'insert', 'update', 'delete', 'with', 'begin', 'commit', 'rollback'])
function operationOf(text: string): string {
  const word = /^\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase() ?? ''
  return OPERATIONS.has(word) ? word : 'other'
}
