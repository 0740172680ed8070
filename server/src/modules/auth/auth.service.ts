import { type ChangePasswordRequest, type LoginRequest, TIMINGS, type TokenResponse } from '@agora/contract'
import type { Executor } from '../../db/client.ts'
import type { Viewer } from '../../platform/auth.ts'
import { badRequest, notFound, unauthorized } from '../../platform/errors.ts'
import { FACTORY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../platform/passwords.ts'
import type { SessionRevokedEvent } from '../../platform/realtime.ts'
import { publishEvents, type ServiceContext } from '../../platform/service-context.ts'
import { type AccessClaims, readAccessToken, signAccessToken } from '../../platform/tokens.ts'
import { findUser, findUserForSignIn, setPasswordHash } from '../users/index.ts'
import {
  findLiveSession,
  findSessionViewer,
  insertSession,
  revokeSession,
  revokeSessionsOfUser,
  touchSession,
} from './auth.repository.ts'

export interface ClientInfo {
  ip: string
  userAgent: string | undefined
}

const DAY_MS = 24 * 60 * 60 * 1000

/** A session is alive while it is not revoked and was used within the last 30 days. */
const idleSince = (now: Date) => new Date(now.getTime() - TIMINGS.sessionIdleDays * DAY_MS)

/**
 * Username or email plus password; a new session and its first token. A missing account costs the
 * same hash check as a wrong password, and both answer the same, so neither part is revealed.
 * Unverified accounts sign in too: they need a token for the verification screens.
 */
export async function signIn(ctx: ServiceContext, input: LoginRequest, client: ClientInfo) {
  const user = await findUserForSignIn(ctx.db, input.username)
  const matches = await verifyPassword(user?.passwordHash ?? FACTORY_PASSWORD_HASH, input.password)
  // A deleted account's tombstone matches no name or password; refusing it here says so outright.
  if (!user || !matches || user.deletedAt) throw unauthorized('sign_in_failed')
  const now = ctx.clock()
  const session = await insertSession(ctx.db, {
    userId: user.id,
    now,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    ip: client.ip,
  })
  return tokenFor(ctx, { userId: user.id, sessionId: session.id }, now)
}

/**
 * A new access token for the bearer of the current one, expired or not, while its session lives;
 * using the session this way is what keeps it from going idle.
 */
export async function refreshAccessToken(ctx: ServiceContext, token: string | null): Promise<TokenResponse> {
  if (!token) throw unauthorized('not_authenticated')
  const read = await readAccessToken(ctx.config.jwtSecret, token)
  if (!read) throw unauthorized('invalid_token')
  const now = ctx.clock()
  const session = await findLiveSession(ctx.db, read.claims.sessionId, read.claims.userId, idleSince(now))
  if (!session) throw unauthorized('session_expired')
  await touchSession(ctx.db, session.id, now)
  return tokenFor(ctx, read.claims, now)
}

export async function signOut(ctx: ServiceContext, viewer: Viewer): Promise<{ message: string }> {
  await revokeSession(ctx.db, viewer.sessionId, ctx.clock())
  await publishEvents(ctx, [sessionRevoked(viewer.id, { sessionId: viewer.sessionId })])
  return { message: 'Signed out' }
}

/** The viewer behind a token's claims, or null when its session is dead or its user gone. */
export async function findViewer(ctx: ServiceContext, claims: AccessClaims): Promise<Viewer | null> {
  const row = await findSessionViewer(ctx.db, claims.sessionId, claims.userId, idleSince(ctx.clock()))
  return row ?? null
}

/**
 * Checks the current password, stores the new hash and revokes every other session: whoever else
 * held the account is signed out, the device that made the change stays signed in.
 */
export async function changePassword(
  ctx: ServiceContext,
  viewer: Viewer,
  input: ChangePasswordRequest,
): Promise<{ message: string }> {
  const user = await findUser(ctx.db, viewer.id)
  if (!user) throw notFound('user_not_found')
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw badRequest('incorrect_password')
  }
  const passwordHash = await hashPassword(input.new_password)
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash)
    await revokeSessionsOfUser(tx, user.id, ctx.clock(), viewer.sessionId)
  })
  await publishEvents(ctx, [sessionRevoked(user.id, { exceptSessionId: viewer.sessionId })])
  return { message: 'Password updated successfully' }
}

/** Account deletion (DELETE /users/me): every session of the user ends, the current one included. */
export async function revokeAllSessions(db: Executor, userId: number, now: Date): Promise<void> {
  await revokeSessionsOfUser(db, userId, now)
}

async function tokenFor(ctx: ServiceContext, claims: AccessClaims, now: Date): Promise<TokenResponse> {
  return {
    access_token: await signAccessToken(ctx.config.jwtSecret, claims, now),
    token_type: 'bearer',
  }
}

/** What auth publishes when sessions end: platform/realtime.ts closes their sockets. */
function sessionRevoked(
  userId: number,
  which: { sessionId?: number; exceptSessionId?: number },
): SessionRevokedEvent {
  return {
    type: 'session.revoked',
    user_id: userId,
    session_id: which.sessionId ?? null,
    except_session_id: which.exceptSessionId ?? null,
  }
}
