import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { z } from 'zod'
import type { Database } from '../db/client.ts'

/** How long readiness waits for each service before calling it down. */
const CHECK_TIMEOUT_MS = 2000

const Check = z.enum(['ok', 'down', 'off'])
const Readiness = z.object({ status: z.enum(['ok', 'unavailable']), database: Check, redis: Check })

/**
 * Liveness and readiness, for a balancer or an orchestrator (docs/deploy.md):
 *
 * - GET /api/health: the process answers. It touches nothing, so a slow database never gets a live
 *   instance restarted.
 * - GET /api/ready: the database answers a query and Redis (when REDIS_URL is set) a PING, each
 *   within two seconds; 503 names the one that did not. While the instance shuts down, Fastify answers
 *   every request with 503 (return503OnClosing) and the listener is closed, so a balancer's check
 *   takes it out at once.
 */
export function registerHealth(api: FastifyInstance, deps: { database: Database; redis?: Redis }): void {
  api.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'checkHealth',
        summary: 'Check that the server process answers',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({
      status: 'ok' as const,
    }),
  )
  api.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'checkReadiness',
        summary: 'Check that the database and Redis answer',
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (_req, reply) => {
      const [database, redis] = await Promise.all([
        probe(() => deps.database.db.execute(sql`SELECT 1`)),
        deps.redis ? probe(() => deps.redis!.ping()) : Promise.resolve('off' as const),
      ])
      const ready = database === 'ok' && redis !== 'down'
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', database, redis })
    },
  )
}

async function probe(check: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), CHECK_TIMEOUT_MS)
  })
  try {
    return await Promise.race([check().then(() => 'ok' as const), timeout])
  } catch {
    return 'down'
  } finally {
    clearTimeout(timer)
  }
}
