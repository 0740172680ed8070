import type { ChangePasswordRequest, LoginRequest, LoginResponse, TokenResponse } from '@agora/contract'
import type { Executor } from '../../db/client.ts'
import type { Viewer } from '../../platform/auth.ts'
import { badRequest, forbidden, notFound, unauthorized } from '../../platform/errors.ts'
import { FACTORY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../platform/passwords.ts'
import { publishEvents, type ServiceContext } from '../../platform/service-context.ts'
import { type AccessClaims, readAccessToken } from '../../platform/tokens.ts'
import { findUser, findUserForSignIn, isSuspended, setPasswordHash } from '../users/index.ts'
import {
  findLiveSession,
  findSessionViewer,
  revokeSession,
  revokeSessionsOfUser,
  touchSession,
} from './auth.repository.ts'
import {
  type ClientInfo,
  idleSince,
  sessionRevoked,
  startSession,
  tokenFor,
} from './auth.sessions.service.ts'
import { deleteTwoFactor } from './auth.two-factor.repository.ts'
import { openTwoFactorChallenge } from './auth.two-factor.service.ts'

/**
 * Username or email plus password; a new session and its first token. A missing account costs the
 * same hash check as a wrong password, and both answer the same, so neither part is revealed.
 * Unverified accounts sign in too: they need a token for the verification screens. An account with
 * two-factor sign-in on gets a challenge instead of a session (POST /auth/login/two-factor).
 */
export async function signIn(
  ctx: ServiceContext,
  input: LoginRequest,
  client: ClientInfo,
): Promise<LoginResponse> {
  const user = await findUserForSignIn(ctx.db, input.username)
  const matches = await verifyPassword(user?.passwordHash ?? FACTORY_PASSWORD_HASH, input.password)
  // A deleted account's tombstone matches no name or password; refusing it here says so outright.
  if (!user || !matches || user.deletedAt) throw unauthorized('sign_in_failed')
  const now = ctx.clock()
  // Only after the password matched: a suspension is not revealed to whoever guesses names.
  if (isSuspended(user, now)) throw forbidden('account_suspended')
  return (await openTwoFactorChallenge(ctx, user.id, now)) ?? startSession(ctx, user.id, client, now)
}

/**
 * The account a username (or email) and password name, or null, at the cost of one hash check either
 * way, as sign-in: for the calls a suspended account may still make (modules/moderation: reading its
 * suspension and appealing it), which sign-in itself refuses.
 */
export async function verifyCredentials(
  db: Executor,
  login: string,
  password: string,
): Promise<number | null> {
  const user = await findUserForSignIn(db, login)
  const matches = await verifyPassword(user?.passwordHash ?? FACTORY_PASSWORD_HASH, password)
  return user && matches && !user.deletedAt ? user.id : null
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

/**
 * Account deletion (DELETE /users/me): every session of the user ends, the current one included, and
 * the two-factor secret, recovery codes and challenges go (the tombstone keeps nothing of them).
 */
export async function revokeAllSessions(db: Executor, userId: number, now: Date): Promise<void> {
  await revokeSessionsOfUser(db, userId, now)
  await deleteTwoFactor(db, userId)
}
