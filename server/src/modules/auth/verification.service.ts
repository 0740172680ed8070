import { createHash, randomBytes } from 'node:crypto'
import { type RegisterRequest, type RegisterResponse, TIMINGS } from '@agora/contract'
import type { Executor } from '../../db/client.ts'
import type { Viewer } from '../../platform/auth.ts'
import { badRequest, forbidden, notFound, tooManyRequests } from '../../platform/errors.ts'
import { hashPassword } from '../../platform/passwords.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { findUniversityIdForEmail } from '../universities/index.ts'
import {
  createUserWithHash,
  deleteUser,
  findUser,
  findUserByAddress,
  lockUser,
  markEmailVerified,
} from '../users/index.ts'
import { verificationTokens } from './auth.link-tokens.repository.ts'
import { verificationMail } from './auth.mails.ts'

/** One answer whether or not the address has an account, or a verified one: resend never tells. */
export const RESEND_MESSAGE =
  'If an unverified account uses this address, a verification email is on its way.'
export const EMAIL_VERIFIED = 'Email verified'
export const EMAIL_ALREADY_VERIFIED = 'Email already verified'

const HOUR_MS = 60 * 60 * 1000

/** 32 random bytes for the link; only their SHA-256 is stored, so a database leak verifies nobody. */
export const hashVerificationToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Creates the unverified account and mails its link once the transaction has committed. */
export async function registerAccount(
  ctx: ServiceContext,
  input: RegisterRequest,
): Promise<RegisterResponse> {
  const passwordHash = await hashPassword(input.password)
  const { user, token } = await ctx.db.transaction(async (tx) => {
    const user = await createUserWithHash(tx, {
      email: input.email,
      username: input.username,
      passwordHash,
      locale: input.locale,
    })
    const token = await issueVerificationToken(tx, user.id, ctx.clock())
    return { user, token }
  })
  // The account exists whatever the mail does; a failed delivery is logged and resend covers it.
  await sendVerificationMail(ctx, user, token).catch((err: unknown) =>
    ctx.log.error({ err }, 'verification mail failed'),
  )
  return { redirect_to_verification: true, email: user.email }
}

/**
 * A new link for an unverified account, at most once a minute per account. Strangers always get the
 * same answer, and the mail goes out after it, so that a slow mail server does not show which
 * addresses have accounts either. Only the account's own signed-in owner learns of the cooldown
 * (429 with Retry-After), so that the verification screen can say when to try again.
 */
export async function resendVerification(
  ctx: ServiceContext,
  email: string,
  caller: Viewer | null,
): Promise<{ message: string }> {
  const found = await findUserByAddress(ctx.db, email)
  if (!found || found.isVerified) return { message: RESEND_MESSAGE }
  const now = ctx.clock()
  const outcome = await ctx.db.transaction(async (tx) => {
    const user = await lockUser(tx, found.id)
    if (!user || user.isVerified) return { kind: 'nothing' as const }
    const last = await verificationTokens.latestAt(tx, user.id)
    const waitMs = last ? last.getTime() + TIMINGS.resendCooldownSeconds * 1000 - now.getTime() : 0
    if (waitMs > 0) return { kind: 'cooldown' as const, waitMs }
    return { kind: 'send' as const, user, token: await issueVerificationToken(tx, user.id, now) }
  })
  if (outcome.kind === 'cooldown' && caller?.id === found.id) {
    throw tooManyRequests(outcome.waitMs / 1000, 'resend_too_soon')
  }
  if (outcome.kind === 'send') {
    void sendVerificationMail(ctx, outcome.user, outcome.token).catch((err: unknown) =>
      ctx.log.error({ err }, 'verification mail failed'),
    )
  }
  return { message: RESEND_MESSAGE }
}

/**
 * Spends a link: the account becomes verified and joins the university whose domain its address
 * belongs to. A link used before, or any link of an account verified since, answers "already
 * verified", so that the landing page's retries after a lost answer still end in success.
 */
export async function verifyEmail(ctx: ServiceContext, token: string): Promise<{ message: string }> {
  const row = await verificationTokens.find(ctx.db, hashVerificationToken(token))
  if (!row) throw badRequest('invalid_link')
  const now = ctx.clock()
  return ctx.db.transaction(async (tx) => {
    const user = await lockUser(tx, row.userId)
    if (!user) throw badRequest('invalid_link')
    if (user.isVerified) {
      await verificationTokens.spendAll(tx, user.id, now)
      return { message: EMAIL_ALREADY_VERIFIED }
    }
    if (row.usedAt) throw badRequest('invalid_link')
    if (row.expiresAt.getTime() <= now.getTime()) throw badRequest('expired_link')
    const universityId = await findUniversityIdForEmail(tx, user.email)
    await markEmailVerified(tx, user.id, universityId)
    await verificationTokens.spendAll(tx, user.id, now)
    return { message: EMAIL_VERIFIED }
  })
}

/**
 * Lets someone who registered with a wrong address start over. Only the account's own token may do
 * it, and only while unverified; its sessions and tokens go with it.
 */
export async function deleteUnverifiedAccount(
  ctx: ServiceContext,
  viewer: Viewer,
  email: string,
): Promise<{ message: string }> {
  const user = await findUser(ctx.db, viewer.id)
  if (!user) throw notFound('user_not_found')
  if (user.email !== email) throw forbidden('not_your_account')
  if (user.isVerified) throw badRequest('account_verified')
  await deleteUser(ctx.db, user.id)
  return { message: 'Account deleted' }
}

async function issueVerificationToken(db: Executor, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + TIMINGS.verificationTokenHours * HOUR_MS)
  await verificationTokens.insert(db, { userId, tokenHash: hashVerificationToken(token), now, expiresAt })
  return token
}

function sendVerificationMail(
  ctx: ServiceContext,
  user: Parameters<typeof verificationMail>[0],
  token: string,
) {
  return ctx.mailer.send(verificationMail(user, `${ctx.config.publicUrl}/verify-email?token=${token}`))
}
