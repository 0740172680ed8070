import { existsSync } from 'node:fs'
import { join } from 'node:path'
import formbody from '@fastify/formbody'
import helmet from '@fastify/helmet'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance } from 'fastify'
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Redis } from 'ioredis'
import { z } from 'zod'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { authRoutes } from './modules/auth/auth.routes.ts'
import { findViewer } from './modules/auth/auth.service.ts'
import { feedRoutes } from './modules/feed/feed.routes.ts'
import { hashtagsRoutes } from './modules/hashtags/hashtags.routes.ts'
import { postsRoutes } from './modules/posts/posts.routes.ts'
import { usersRoutes } from './modules/users/users.routes.ts'
import { installAuth } from './platform/auth.ts'
import { HttpError, installErrorHandler } from './platform/errors.ts'
import type { EventBus } from './platform/event-bus.ts'
import { clientErrorHandler, frameworkErrors } from './platform/framework-answers.ts'
import type { Mailer } from './platform/mailer.ts'
import type { MediaStore } from './platform/media-store.ts'
import { installThrottles } from './platform/rate-limit.ts'
import { createResponseSerializer } from './platform/serializer.ts'
import { installTextChecks } from './platform/text-input.ts'

export interface AppDeps {
  config: Config
  database: Database
  mailer: Mailer
  events: EventBus
  media: MediaStore
  /** Shared state of all instances (rate-limit counters) when REDIS_URL is set. */
  redis?: Redis
  /** Rate limits (platform/rate-limit.ts); on unless false, which most tests pass. */
  throttle?: boolean
  /** The built web app (web/dist); served at / with every client route falling back to index.html. */
  webRoot?: string
  logger?: boolean | { level: string }
  /** Check every answer against its zod schema before sending it (tests); production only serializes. */
  validateResponses?: boolean
}

export type App = FastifyInstance

export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(createResponseSerializer({ validate: deps.validateResponses ?? false }))
  installErrorHandler(app)
  installTextChecks(app)

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  })
  await app.register(formbody)
  await installThrottles(app, { enabled: deps.throttle ?? true, redis: deps.redis })
  installAuth(app, {
    secret: deps.config.jwtSecret,
    findViewer: (claims) => findViewer(deps.database.db, claims),
  })
  await app.register(swagger, {
    openapi: { info: { title: 'Agora API', version: '1.0.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })

  await app.register(
    async (api) => {
      api.get(
        '/health',
        { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
        async () => ({
          status: 'ok' as const,
        }),
      )
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
      await api.register(authRoutes(deps))
      await api.register(usersRoutes(deps))
      await api.register(postsRoutes(deps))
      await api.register(feedRoutes(deps))
      await api.register(hashtagsRoutes(deps))
    },
    { prefix: '/api' },
  )

  const uploads = join(deps.config.dataDir, 'uploads')
  await app.register(fastifyStatic, { root: uploads, prefix: '/static/uploads/', decorateReply: false })
  const hasWebApp = !!deps.webRoot && existsSync(join(deps.webRoot, 'index.html'))
  if (hasWebApp) await app.register(fastifyStatic, { root: deps.webRoot!, prefix: '/', wildcard: false })
  installNotFound(app, hasWebApp)
  return app
}

/** Client routes fall back to index.html; /api and /static paths, and files, stay JSON 404s. */
function installNotFound(app: FastifyInstance, hasWebApp: boolean): void {
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/'
    const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/static/')
    if (hasWebApp && req.method === 'GET' && !isApi && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.type('text/html').sendFile('index.html')
    }
    return reply.code(404).send(new HttpError('not_found').body)
  })
}
