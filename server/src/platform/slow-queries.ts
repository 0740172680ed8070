import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client.ts'
import { currentRequestId } from './request-context.ts'

/** Plans being made at once; beyond that a slow query is logged without one rather than queued. */
const MAX_PLANS_UNDER_WAY = 4

/**
 * Logs every statement slower than SLOW_QUERY_MS as a warning with the request it served, its
 * duration and its SQL text, never its parameter values (they hold names, emails, messages). Outside
 * production a SELECT comes with its generic plan (db/instrumentation.ts), made after the statement
 * and logged with it.
 */
export function installSlowQueryLog(
  app: FastifyInstance,
  opts: { database: Database; thresholdMs: number; plans: boolean },
): void {
  const planning = new Set<Promise<unknown>>()
  const stop = opts.database.instruments.onQuery((query) => {
    if (query.durationMs < opts.thresholdMs) return
    const line = {
      reqId: currentRequestId(),
      durationMs: Math.round(query.durationMs * 10) / 10,
      sql: query.text,
      ...(query.failed && { failed: true }),
    }
    if (!opts.plans || !/^\s*(select|with)\b/i.test(query.text)) return app.log.warn(line, 'slow query')
    if (planning.size >= MAX_PLANS_UNDER_WAY) return app.log.warn({ ...line, plan: null }, 'slow query')
    const plan = opts.database.instruments.explain(query.text).then(
      (plan) => app.log.warn({ ...line, plan }, 'slow query'),
      (err: Error) => app.log.warn({ ...line, plan: null, planError: err.message }, 'slow query'),
    )
    planning.add(plan)
    void plan.finally(() => planning.delete(plan))
  })
  app.addHook('onClose', async () => {
    stop()
    await Promise.allSettled([...planning])
  })
}
