import type { Role } from '@agora/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { forbidden, HttpError, unauthorized } from './errors.ts'
import { type AccessClaims, readAccessToken } from './tokens.ts'

/** Who is asking: read from the session and user rows on every request, never from the token alone. */
export interface Viewer {
  id: number
  sessionId: number
  isVerified: boolean
  role: Role
  universityId: number | null
  /**
   * users.graph_version: counts the changes to the viewer's follows, blocks, mutes and memberships, so
   * that a list kept for this viewer is kept under it and a change shows in the next request.
   */
  graphVersion: number
}

export type AuthHook = (req: FastifyRequest) => Promise<void>

/**
 * Who may call an /api route, set with the route's `config: { access }`. Every route requires a
 * signed-in, verified viewer unless it says otherwise here, so a forgotten option refuses rather than
 * exposes:
 * - `verified` (the default): a live session and a verified email; 401 otherwise, 403 "Email not verified";
 * - `unverified`: a live session; unverified accounts pass (the verification calls, /auth/me, /users/me);
 * - `optional`: anyone; `req.viewerOrNull` is the viewer when a valid token came along;
 * - `public`: anyone, and the token is not read (sign-in, registration, health, a socket that
 *   authenticates at connect).
 */
export type Access = 'verified' | 'unverified' | 'optional' | 'public'

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyRequest {
    /**
     * The signed-in viewer of a route that requires one (every /api route unless its `access` says
     * otherwise). Reading it where nobody is signed in answers 401, never a crash.
     */
    readonly viewer: Viewer
    /** The viewer when one is signed in, else null: for `optional` routes and shared hooks. */
    viewerOrNull: Viewer | null
  }
  interface FastifyInstance {
    /** Signed in with a live session and a verified email; 401 otherwise, 403 "Email not verified". */
    authenticate: AuthHook
    /** Signed in with a live session; unverified accounts pass. */
    authenticateAllowingUnverified: AuthHook
    /** Sets request.viewerOrNull when a valid token comes along, else leaves it null; never refuses. */
    identifyViewer: AuthHook
  }
}

export interface AuthOptions {
  secret: string
  /** The viewer for a token's claims, or null when the session is revoked, idle too long or gone. */
  findViewer(claims: AccessClaims): Promise<Viewer | null>
}

/**
 * Bearer authentication, by default: `requireAuthByDefault(api)` on the /api scope gives every route
 * registered there the hook its `config.access` names (`verified` when it names none). Running at
 * onRequest refuses a stranger before the body is even read. The decorators are installed on the root
 * instance, like the error handler, so that every module and socket sees them.
 */
export function installAuth(app: FastifyInstance, opts: AuthOptions): void {
  app.decorateRequest('viewerOrNull', null)
  app.decorateRequest('viewer', {
    getter(this: FastifyRequest) {
      if (!this.viewerOrNull) throw unauthorized('not_authenticated')
      return this.viewerOrNull
    },
  })

  async function resolve(req: FastifyRequest): Promise<Viewer> {
    const token = bearerToken(req)
    if (!token) throw unauthorized('not_authenticated')
    const read = await readAccessToken(opts.secret, token)
    if (!read) throw unauthorized('invalid_token')
    if (read.expired) throw unauthorized('token_expired')
    const viewer = await opts.findViewer(read.claims)
    if (!viewer) throw unauthorized('session_expired')
    return viewer
  }

  app.decorate('authenticate', async (req: FastifyRequest) => {
    const viewer = await resolve(req)
    if (!viewer.isVerified) throw forbidden('email_not_verified')
    req.viewerOrNull = viewer
  })
  app.decorate('authenticateAllowingUnverified', async (req: FastifyRequest) => {
    req.viewerOrNull = await resolve(req)
  })
  app.decorate('identifyViewer', async (req: FastifyRequest) => {
    req.viewerOrNull = await resolve(req).catch((err: unknown) => {
      if (err instanceof HttpError) return null
      throw err
    })
  })
}

/**
 * Makes authentication the default for every route registered on `scope` from now on: each gets the
 * hook of its `config.access` in front of its own onRequest hooks, and its OpenAPI operation the
 * matching `security` (none for public ones, optional for optional ones, the bearer scheme otherwise).
 */
export function requireAuthByDefault(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const access: Access = route.config?.access ?? 'verified'
    const hook = {
      verified: scope.authenticate,
      unverified: scope.authenticateAllowingUnverified,
      optional: scope.identifyViewer,
      public: null,
    }[access]
    if (hook) route.onRequest = [hook, ...[route.onRequest ?? []].flat()]
    if (route.schema) {
      const bearer = { bearerAuth: [] }
      route.schema = {
        ...route.schema,
        security: access === 'public' ? [] : access === 'optional' ? [{}, bearer] : [bearer],
      }
    }
  })
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match?.[1] ?? null
}
