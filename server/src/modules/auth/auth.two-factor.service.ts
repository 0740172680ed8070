import type {
  MessageBody,
  RecoveryCodes,
  TokenResponse,
  TwoFactorChallenge,
  TwoFactorDisableRequest,
  TwoFactorEnableRequest,
  TwoFactorLoginRequest,
  TwoFactorSetup,
  TwoFactorSetupRequest,
  TwoFactorStatus,
} from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { badRequest, conflict, notFound, unauthorized } from '../../platform/errors.ts'
import { verifyPassword } from '../../platform/passwords.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { findUser } from '../users/index.ts'
import { type ClientInfo, startSession } from './auth.sessions.service.ts'
import {
  newChallengeToken,
  newRecoveryCode,
  newTotpSecret,
  openSecret,
  otpauthUri,
  RECOVERY_CODE_COUNT,
  recoveryCodeHash,
  sealSecret,
  sha256,
  totpStep,
} from './auth.totp.ts'
import {
  countUnusedRecoveryCodes,
  countWrongCode,
  deleteTwoFactor,
  enableTwoFactorCredential,
  findChallengeUserId,
  findOpenChallenge,
  findTwoFactorCredential,
  insertChallenge,
  replaceRecoveryCodes,
  saveTwoFactorSetup,
  spendChallenge,
  spendRecoveryCode,
  spendTotpStep,
} from './auth.two-factor.repository.ts'

/** Five minutes to open the app and type a code; then the password again. */
export const CHALLENGE_SECONDS = 5 * 60
/** Wrong codes one challenge takes before it is spent (the throttles count across challenges). */
export const CHALLENGE_ATTEMPTS = 5

const TOTP_PATTERN = /^\d{6}$/

/** For sign-in: a challenge when the account has two-factor sign-in on, else null (a session follows). */
export async function openTwoFactorChallenge(
  ctx: ServiceContext,
  userId: number,
  now: Date,
): Promise<TwoFactorChallenge | null> {
  const credential = await findTwoFactorCredential(ctx.db, userId)
  if (!credential?.enabledAt) return null
  const challenge = newChallengeToken()
  await insertChallenge(ctx.db, {
    userId,
    tokenHash: sha256(challenge),
    now,
    expiresAt: new Date(now.getTime() + CHALLENGE_SECONDS * 1000),
  })
  return { two_factor_required: true, challenge, expires_in: CHALLENGE_SECONDS }
}

/**
 * The second step of sign-in: the challenge and a code of its account (the app's, or a recovery code)
 * open the session. An unknown, spent or expired challenge all answer alike.
 */
export async function completeTwoFactorSignIn(
  ctx: ServiceContext,
  input: TwoFactorLoginRequest,
  client: ClientInfo,
): Promise<TokenResponse> {
  const now = ctx.clock()
  const challenge = await findOpenChallenge(ctx.db, sha256(input.challenge), now, CHALLENGE_ATTEMPTS)
  if (!challenge) throw unauthorized('two_factor_challenge_expired')
  if (!(await spendSecondFactor(ctx, challenge.userId, input.code, now))) {
    await countWrongCode(ctx.db, challenge.id)
    throw badRequest('invalid_two_factor_code')
  }
  if (!(await spendChallenge(ctx.db, challenge.id, now))) throw unauthorized('two_factor_challenge_expired')
  return startSession(ctx, challenge.userId, client, now)
}

/** Whose challenge this is, spent or not, for the per-account throttle of the code step. */
export const challengeOwner = (ctx: ServiceContext, challenge: string): Promise<number | null> =>
  findChallengeUserId(ctx.db, sha256(challenge))

export async function getTwoFactorStatus(ctx: ServiceContext, viewer: Viewer): Promise<TwoFactorStatus> {
  const credential = await findTwoFactorCredential(ctx.db, viewer.id)
  const enabled = !!credential?.enabledAt
  return { enabled, recovery_codes_left: enabled ? await countUnusedRecoveryCodes(ctx.db, viewer.id) : 0 }
}

/**
 * Setup, first step: the password again, then a new secret, answered this once. A setup left
 * unfinished is replaced by the next one; nothing changes for sign-in until a code confirms it.
 */
export async function startTwoFactorSetup(
  ctx: ServiceContext,
  viewer: Viewer,
  input: TwoFactorSetupRequest,
): Promise<TwoFactorSetup> {
  const user = await checkedPassword(ctx, viewer, input.password)
  const credential = await findTwoFactorCredential(ctx.db, viewer.id)
  if (credential?.enabledAt) throw conflict('two_factor_already_enabled')
  const secret = newTotpSecret()
  await saveTwoFactorSetup(ctx.db, {
    userId: viewer.id,
    secretCiphertext: sealSecret(ctx.config.jwtSecret, secret),
    now: ctx.clock(),
  })
  return { secret, otpauth_uri: otpauthUri(secret, user.username) }
}

/** Setup, second step: a code from the app proves it holds the secret; ten recovery codes, shown once. */
export async function enableTwoFactor(
  ctx: ServiceContext,
  viewer: Viewer,
  input: TwoFactorEnableRequest,
): Promise<RecoveryCodes> {
  const credential = await findTwoFactorCredential(ctx.db, viewer.id)
  if (!credential) throw conflict('two_factor_setup_missing')
  if (credential.enabledAt) throw conflict('two_factor_already_enabled')
  const now = ctx.clock()
  const step = totpStep(openSecret(ctx.config.jwtSecret, credential.secretCiphertext), input.code, now)
  if (step === null) throw badRequest('invalid_two_factor_code')
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  await ctx.db.transaction(async (tx) => {
    if (!(await enableTwoFactorCredential(tx, viewer.id, step, now)))
      throw conflict('two_factor_already_enabled')
    await replaceRecoveryCodes(tx, viewer.id, codes.map(recoveryCodeHash))
  })
  return { recovery_codes: codes }
}

/** Turning it off takes the password and a code (the app's or a recovery code). */
export async function disableTwoFactor(
  ctx: ServiceContext,
  viewer: Viewer,
  input: TwoFactorDisableRequest,
): Promise<MessageBody> {
  await checkedPassword(ctx, viewer, input.password)
  const credential = await findTwoFactorCredential(ctx.db, viewer.id)
  if (!credential?.enabledAt) throw conflict('two_factor_not_enabled')
  if (!(await spendSecondFactor(ctx, viewer.id, input.code, ctx.clock()))) {
    throw badRequest('invalid_two_factor_code')
  }
  await ctx.db.transaction((tx) => deleteTwoFactor(tx, viewer.id))
  return { message: 'Two-factor sign-in turned off' }
}

/** Whether the account signs in with a second factor (issue 30: the suspended sign-in's appeal asks for it). */
export async function hasTwoFactor(ctx: Pick<ServiceContext, 'db'>, userId: number): Promise<boolean> {
  return Boolean((await findTwoFactorCredential(ctx.db, userId))?.enabledAt)
}

/**
 * Checks and spends a code of an enabled account: six digits are the app's code (a step not used
 * before), anything else a recovery code (unused). False for a wrong, replayed or spent code.
 */
export async function spendSecondFactor(ctx: ServiceContext, userId: number, code: string, now: Date) {
  const db = ctx.db
  const credential = await findTwoFactorCredential(db, userId)
  if (!credential?.enabledAt) return false
  const compact = code.replace(/\s/g, '')
  if (TOTP_PATTERN.test(compact)) {
    const step = totpStep(openSecret(ctx.config.jwtSecret, credential.secretCiphertext), compact, now)
    return step !== null && (await spendTotpStep(db, userId, step))
  }
  return spendRecoveryCode(db, userId, recoveryCodeHash(code), now)
}

async function checkedPassword(ctx: ServiceContext, viewer: Viewer, password: string) {
  const user = await findUser(ctx.db, viewer.id)
  if (!user) throw notFound('user_not_found')
  if (!(await verifyPassword(user.passwordHash, password))) throw badRequest('incorrect_password')
  return user
}
