import type { FastifyInstance } from 'fastify'
import type { ServiceContext } from './service-context.ts'

/**
 * What a module's face (modules/<name>/index.ts) exports for app.ts: it registers the module's routes
 * on the /api scope and adds its jobs and event listeners to the context (docs/modules.md).
 */
export interface AppModule {
  name: string
  register(api: FastifyInstance, ctx: ServiceContext): Promise<void>
}
