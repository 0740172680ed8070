import { randomBytes } from 'node:crypto'
import { type ForgotPasswordRequest, type ResetPasswordRequest, TIMINGS } from '@agora/contract'
import { badRequest } from '../../platform/errors.ts'
import { hashPassword } from '../../platform/passwords.ts'
import { publishEvents, type ServiceContext } from '../../platform/service-context.ts'
import { findUserForSignIn, lockUser, setPasswordHash } from '../users/index.ts'
import { resetTokens } from './auth.link-tokens.repository.ts'
import { passwordResetMail } from './auth.mails.ts'
import { revokeSessionsOfUser } from './auth.repository.ts'
import { sessionRevoked } from './auth.sessions.service.ts'
import { deleteChallenges } from './auth.two-factor.repository.ts'
import { hashVerificationToken as hashLinkToken } from './verification.service.ts'

/**
 * A forgotten password (issue 30): the student names their account by email or username, a mail in
 * the account's language carries a single-use link valid for an hour, and the new password ends
 * every session and socket of the account. Two-factor sign-in is untouched: the next sign-in asks
 * for the code as before.
 */

/** One answer whether or not an account matches: the request never tells. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account matches, an email with a link to reset its password is on its way.'
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset. Sign in with your new password.'

/** At most this many links an hour for one account, whoever asks (the throttles count per address). */
const LINKS_PER_HOUR = 3
const MINUTE_MS = 60 * 1000

/**
 * Answers at once, the same for every name; the lookup, the link and the mail happen after the
 * answer, so that neither its content nor its timing shows whether the account exists.
 */
export function requestPasswordReset(ctx: ServiceContext, input: ForgotPasswordRequest): { message: string } {
  void mailResetLink(ctx, input.login).catch((err: unknown) =>
    ctx.log.error({ err }, 'password reset mail failed'),
  )
  return { message: FORGOT_PASSWORD_MESSAGE }
}

async function mailResetLink(ctx: ServiceContext, login: string): Promise<void> {
  const found = await findUserForSignIn(ctx.db, login)
  if (!found || found.deletedAt) return
  const now = ctx.clock()
  const token = await ctx.db.transaction(async (tx) => {
    const user = await lockUser(tx, found.id)
    if (!user || user.deletedAt) return null
    const hourAgo = new Date(now.getTime() - 60 * MINUTE_MS)
    if ((await resetTokens.countSince(tx, user.id, hourAgo)) >= LINKS_PER_HOUR) return null
    const token = randomBytes(32).toString('base64url')
    const expiresAt = new Date(now.getTime() + TIMINGS.passwordResetMinutes * MINUTE_MS)
    await resetTokens.insert(tx, { userId: user.id, tokenHash: hashLinkToken(token), now, expiresAt })
    return token
  })
  if (!token) return
  // In the fragment, which browsers never send: the link's token reaches no server log.
  await ctx.mailer.send(passwordResetMail(found, `${ctx.config.publicUrl}/reset-password#token=${token}`))
}

/**
 * Spends a link: the new password is stored, every link of the account is spent, and every session
 * ends (the socket hub closes their sockets once the commit is published).
 */
export async function resetPassword(
  ctx: ServiceContext,
  input: ResetPasswordRequest,
): Promise<{ message: string }> {
  const row = await resetTokens.find(ctx.db, hashLinkToken(input.token))
  if (!row || row.usedAt) throw badRequest('invalid_reset_link')
  const now = ctx.clock()
  if (row.expiresAt.getTime() <= now.getTime()) throw badRequest('expired_reset_link')
  const passwordHash = await hashPassword(input.new_password)
  await ctx.db.transaction(async (tx) => {
    const user = await lockUser(tx, row.userId)
    if (!user || user.deletedAt) throw badRequest('invalid_reset_link')
    // Another request may have spent it while the hash was made.
    const still = await resetTokens.find(tx, row.tokenHash)
    if (!still || still.usedAt) throw badRequest('invalid_reset_link')
    await setPasswordHash(tx, user.id, passwordHash)
    await resetTokens.spendAll(tx, user.id, now)
    await revokeSessionsOfUser(tx, user.id, now)
    // A sign-in that got past the old password and waits for its code starts over.
    await deleteChallenges(tx, user.id)
  })
  await publishEvents(ctx, [sessionRevoked(row.userId, {})])
  return { message: PASSWORD_RESET_MESSAGE }
}
