import { join } from 'node:path'
import formbody from '@fastify/formbody'
import helmet from '@fastify/helmet'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance } from 'fastify'
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from './app-deps.ts'
import { activitiesModule } from './modules/activities/index.ts'
import { authModule, findViewer } from './modules/auth/index.ts'
import { chatsModule } from './modules/chats/index.ts'
import { communitiesModule } from './modules/communities/index.ts'
import { digestsModule } from './modules/digests/index.ts'
import { exportsModule } from './modules/exports/index.ts'
import { feedModule } from './modules/feed/index.ts'
import { linksModule } from './modules/links/index.ts'
import { moderationModule } from './modules/moderation/index.ts'
import { notificationsModule } from './modules/notifications/index.ts'
import { postsModule } from './modules/posts/index.ts'
import { pushModule } from './modules/push/index.ts'
import { searchModule } from './modules/search/index.ts'
import { universitiesModule } from './modules/universities/index.ts'
import { usersModule } from './modules/users/index.ts'
import { installAuth, requireAuthByDefault } from './platform/auth.ts'
import { installErrorHandler } from './platform/errors.ts'
import { clientErrorHandler, frameworkErrors } from './platform/framework-answers.ts'
import { registerHealth } from './platform/health.ts'
import { createJobs } from './platform/jobs.ts'
import { serializeRequest } from './platform/log-redaction.ts'
import { installMetrics } from './platform/metrics.ts'
import type { AppModule } from './platform/module.ts'
import { openApiTransform, openApiTransformObject } from './platform/openapi.ts'
import { createMemoryPresence, createRedisPresence } from './platform/presence.ts'
import { installThrottles } from './platform/rate-limit.ts'
import { installRealtime } from './platform/realtime.ts'
import { installRequestContext, requestIdOf, requestLogMixin } from './platform/request-context.ts'
import { createResponseSerializer } from './platform/serializer.ts'
import { createServiceContext } from './platform/service-context.ts'
import { installSlowQueryLog } from './platform/slow-queries.ts'
import { inlineScriptSources, installStaticFiles } from './platform/static-files.ts'
import { installTextChecks } from './platform/text-input.ts'
import { readAccessToken } from './platform/tokens.ts'

export type { AppDeps } from './app-deps.ts'

/** Every module of the server, registered in this order (docs/modules.md). */
const MODULES: readonly AppModule[] = [
  authModule,
  usersModule,
  universitiesModule,
  linksModule,
  postsModule,
  feedModule,
  activitiesModule,
  communitiesModule,
  notificationsModule,
  chatsModule,
  searchModule,
  moderationModule,
  exportsModule,
  digestsModule,
  pushModule,
]

export type App = FastifyInstance

export async function buildApp(deps: AppDeps) {
  const logger = deps.logger ?? { level: deps.config.logLevel }
  const app = Fastify({
    logger: logger && {
      ...(logger === true ? {} : logger),
      serializers: { req: serializeRequest },
      mixin: requestLogMixin,
    },
    genReqId: requestIdOf,
    trustProxy: trustProxyOption(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A search term in the path (/search/quick/{term}) of 100 Turkish letters is 600 characters
    // percent-encoded; Fastify's default of 100 would refuse a long Turkish name.
    routerOptions: { maxParamLength: 800 },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>()
  installRequestContext(app)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(createResponseSerializer({ validate: deps.validateResponses ?? false }))
  installErrorHandler(app)
  installTextChecks(app)

  const https = new URL(deps.config.publicUrl).protocol === 'https:'
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Media answers point at S3_PUBLIC_URL when it is set (platform/media-store-s3.ts).
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins(deps.config)],
        mediaSrc: ["'self'", 'blob:', ...mediaOrigins(deps.config)],
        // Sockets to this origin only: 'self' covers ws: and wss: of the same host in CSP 3 browsers,
        // and the public origin is named for those that do not.
        connectSrc: ["'self'", socketOrigin(deps.config.publicUrl)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // index.html's one inline script, by its hash (platform/static-files.ts).
        scriptSrc: ["'self'", ...inlineScriptSources(deps.webRoot)],
        // The installable app (issue 31): its service worker and manifest come from this origin only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // Only where the public URL is https: on http://127.0.0.1 it would send the browser to a
        // https:// that does not exist (helmet sets it by default).
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS pins the host to https for a year: never sent from a plain-http deployment.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  })
  // API answers are one person's data, and some carry tokens: no cache (browser or shared) keeps them.
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store')
  })
  await app.register(formbody)
  await installThrottles(app, { enabled: deps.throttle ?? true, redis: deps.redis })
  const jobs = createJobs(deps.database, (name, err) => app.log.error({ err, job: name }, 'a job failed'))
  installMetrics(app, { token: deps.config.metricsToken, database: deps.database, jobs })
  installSlowQueryLog(app, {
    database: deps.database,
    thresholdMs: deps.config.slowQueryMs,
    plans: deps.config.slowQueryPlans,
  })
  const presence = deps.presence ?? (deps.redis ? createRedisPresence(deps.redis) : createMemoryPresence())
  if (!deps.presence) app.addHook('onClose', () => presence.close())
  const ctx = createServiceContext({ ...deps, presence }, jobs, app.log)
  // Tests and the CLI run a job now (app.jobs.runNow) instead of waiting for its interval.
  app.decorate('jobs', jobs)
  app.addHook('onReady', async () => jobs.start())
  app.addHook('onClose', () => jobs.stop())
  app.addHook('onClose', async () => ctx.linkFetcher.close())
  installAuth(app, {
    secret: deps.config.jwtSecret,
    findViewer: (claims) => findViewer(ctx, claims),
  })
  await installRealtime(app, {
    events: deps.events,
    presence,
    authenticate: async (token) => {
      const read = await readAccessToken(deps.config.jwtSecret, token)
      if (!read || read.expired) return null
      const viewer = await findViewer(ctx, read.claims)
      return viewer?.isVerified ? viewer : null
    },
  })
  await app.register(swagger, {
    openapi: {
      info: { title: 'Agora API', version: '1.0.0' },
      servers: [{ url: '/' }],
      // The access token of POST /api/auth/login; each operation says whether it needs one.
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: openApiTransform,
    transformObject: openApiTransformObject,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })

  await app.register(
    async (api) => {
      // Every route below requires a verified viewer unless its config.access says otherwise.
      requireAuthByDefault(api)
      registerHealth(api, deps)
      api.get('/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () =>
        app.swagger(),
      )
      for (const module of MODULES) await module.register(api, ctx)
    },
    { prefix: '/api' },
  )

  await installStaticFiles(app, {
    uploadsDir: join(deps.config.dataDir, 'uploads'),
    media: deps.media,
    webRoot: deps.webRoot,
  })
  return app
}

/** The origin browsers read media from besides this one: the bucket's public URL, when set. */
function mediaOrigins(config: AppDeps['config']): string[] {
  return config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : []
}

/** ws://host of an http:// public URL, wss://host of an https:// one. */
function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl)
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`
}

/** A hop count trusts the nearest N hops, as Fastify's numeric option does (its types take a function). */
function trustProxyOption(trust: AppDeps['config']['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust
}
