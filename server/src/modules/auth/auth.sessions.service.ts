import { type ActiveSessionList, type MessageBody, TIMINGS, type TokenResponse } from '@agora/contract'
import type { Executor } from '../../db/client.ts'
import type { Viewer } from '../../platform/auth.ts'
import { notFound } from '../../platform/errors.ts'
import type { SessionRevokedEvent } from '../../platform/realtime.ts'
import { publishEvents, type ServiceContext } from '../../platform/service-context.ts'
import { type AccessClaims, signAccessToken } from '../../platform/tokens.ts'
import {
  insertSession,
  listLiveSessions,
  revokeSessionOfUser,
  revokeSessionsOfUser,
} from './auth.repository.ts'
import { presentSession } from './auth.sessions.presenter.ts'

export interface ClientInfo {
  ip: string
  userAgent: string | undefined
}

const DAY_MS = 24 * 60 * 60 * 1000

/** A session is alive while it is not revoked and was used within the last 30 days. */
export const idleSince = (now: Date) => new Date(now.getTime() - TIMINGS.sessionIdleDays * DAY_MS)

/** A new session for a user who proved who they are (a password, and a code when two-factor is on). */
export async function startSession(
  ctx: ServiceContext,
  userId: number,
  client: ClientInfo,
  now: Date,
): Promise<TokenResponse> {
  const session = await insertSession(ctx.db, {
    userId,
    now,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    ip: client.ip,
  })
  return tokenFor(ctx, { userId, sessionId: session.id }, now)
}

export async function tokenFor(ctx: ServiceContext, claims: AccessClaims, now: Date): Promise<TokenResponse> {
  return {
    access_token: await signAccessToken(ctx.config.jwtSecret, claims, now),
    token_type: 'bearer',
  }
}

/** GET /auth/sessions: the viewer's live sessions, theirs only. */
export async function listSessions(ctx: ServiceContext, viewer: Viewer): Promise<ActiveSessionList> {
  const rows = await listLiveSessions(ctx.db, viewer.id, idleSince(ctx.clock()))
  return rows.map((row) => presentSession(row, viewer.sessionId))
}

/**
 * Ends one of the viewer's sessions: its tokens are refused from the next request on (every request
 * reads its session) and its sockets close. Another person's session answers as a missing one.
 */
export async function signOutSession(
  ctx: ServiceContext,
  viewer: Viewer,
  sessionId: number,
): Promise<MessageBody> {
  if (!(await revokeSessionOfUser(ctx.db, viewer.id, sessionId, ctx.clock()))) {
    throw notFound('session_not_found')
  }
  await publishEvents(ctx, [sessionRevoked(viewer.id, { sessionId })])
  return { message: 'Signed out' }
}

/** Ends every session of the viewer but the one asking. */
export async function signOutOtherSessions(ctx: ServiceContext, viewer: Viewer): Promise<MessageBody> {
  const ended = await revokeSessionsOfUser(ctx.db, viewer.id, ctx.clock(), viewer.sessionId)
  if (ended > 0) await publishEvents(ctx, [sessionRevoked(viewer.id, { exceptSessionId: viewer.sessionId })])
  return { message: 'Signed out' }
}

/** What auth publishes when sessions end: platform/realtime.ts closes their sockets. */
export function sessionRevoked(
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

/**
 * A suspension (modules/moderation): every session of the account ends inside the caller's
 * transaction; the caller publishes the answer after its commit, which closes the account's sockets.
 */
export async function endAllSessions(db: Executor, userId: number, now: Date): Promise<SessionRevokedEvent> {
  await revokeSessionsOfUser(db, userId, now)
  return sessionRevoked(userId, {})
}
