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
}

export type AuthHook = (req: FastifyRequest) => Promise<void>

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate hooks; null on routes that do not use them or for anonymous callers. */
    viewer: Viewer | null
  }
  interface FastifyInstance {
    /** Signed in with a live session and a verified email; 401 otherwise, 403 "Email not verified". */
    authenticate: AuthHook
    /** Signed in with a live session; unverified accounts pass (the verification calls, /auth/me, /users/me). */
    authenticateAllowingUnverified: AuthHook
    /** Sets request.viewer when a valid token comes along, else leaves it null; never refuses. */
    identifyViewer: AuthHook
  }
}

export interface AuthOptions {
  secret: string
  /** The viewer for a token's claims, or null when the session is revoked, idle too long or gone. */
  findViewer(claims: AccessClaims): Promise<Viewer | null>
}

/**
 * Bearer authentication for routes that opt in: `onRequest: app.authenticate` (or one of its two
 * siblings). Running at onRequest refuses a stranger before the body is even read. Installed on the
 * root instance, like the error handler, so that every module sees the decorators.
 */
export function installAuth(app: FastifyInstance, opts: AuthOptions): void {
  app.decorateRequest('viewer', null)

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
    req.viewer = viewer
  })
  app.decorate('authenticateAllowingUnverified', async (req: FastifyRequest) => {
    req.viewer = await resolve(req)
  })
  app.decorate('identifyViewer', async (req: FastifyRequest) => {
    req.viewer = await resolve(req).catch((err: unknown) => {
      if (err instanceof HttpError) return null
      throw err
    })
  })
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match?.[1] ?? null
}

/** The viewer of an authenticated route; a route that forgot its hook answers 401 instead of crashing. */
export function requireViewer(req: FastifyRequest): Viewer {
  if (!req.viewer) throw unauthorized('not_authenticated')
  return req.viewer
}
