import {
  MessageBody,
  RecoveryCodes,
  TokenResponse,
  TwoFactorDisableRequest,
  TwoFactorEnableRequest,
  TwoFactorLoginRequest,
  TwoFactorSetup,
  TwoFactorSetupRequest,
  TwoFactorStatus,
} from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { byAddress, byViewer, passwordCheckThrottle, type Throttle } from '../../platform/rate-limit.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { clientOf } from './auth.sessions.routes.ts'
import {
  challengeOwner,
  completeTwoFactorSignIn,
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactorStatus,
  startTwoFactorSetup,
} from './auth.two-factor.service.ts'

const MINUTE = 60 * 1000

/**
 * The code step of sign-in is throttled as the password step is, per address and per account, by the
 * same limiter (counted in Redis across instances). Per account it is tighter than the password's:
 * six digits are guessed sooner than a password (docs/decisions.md).
 */
export const TWO_FACTOR_THROTTLES = {
  signInByAddress: {
    name: 'two-factor:address',
    max: 25,
    windowMs: 5 * MINUTE,
    key: byAddress,
    code: 'too_many_two_factor_attempts',
  },
  /** Turning it on and off: codes checked behind a token, per account. */
  settingsByAccount: {
    name: 'two-factor-settings:account',
    max: 10,
    windowMs: 15 * MINUTE,
    key: byViewer,
    code: 'too_many_two_factor_attempts',
  },
} satisfies Record<string, Throttle>

/** Per account, whichever challenge of it is answered; an unknown challenge counts by address only. */
export const twoFactorSignInByAccount = (
  findUserId: (challenge: string) => Promise<number | null>,
): Throttle => ({
  name: 'two-factor:account',
  max: 10,
  windowMs: 15 * MINUTE,
  key: async (req) => {
    const challenge = (req.body as { challenge?: unknown } | undefined)?.challenge
    if (typeof challenge !== 'string' || !challenge) return null
    const id = await findUserId(challenge)
    return id === null ? null : `user:${id}`
  },
  code: 'too_many_two_factor_attempts',
})

/** Two-factor sign-in: the code step of sign-in, and turning it on and off (issue 16). */
export function twoFactorRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['auth']
    const byAccount = twoFactorSignInByAccount((challenge) => challengeOwner(ctx, challenge))

    app.post(
      '/auth/login/two-factor',
      {
        schema: {
          operationId: 'loginTwoFactor',
          summary: 'Finish signing in with a two-factor code',
          tags,
          description:
            'The challenge POST /auth/login answered and a code: the app’s 6 digits or a recovery code.',
          body: TwoFactorLoginRequest,
          response: { 200: TokenResponse },
        },
        config: { access: 'public', throttles: [TWO_FACTOR_THROTTLES.signInByAddress, byAccount] },
      },
      (req) => completeTwoFactorSignIn(ctx, req.body, clientOf(req)),
    )

    app.get(
      '/auth/two-factor',
      {
        schema: {
          operationId: 'getTwoFactorStatus',
          summary: 'Get whether two-factor sign-in is on',
          tags,
          response: { 200: TwoFactorStatus },
        },
      },
      (req) => getTwoFactorStatus(ctx, req.viewer),
    )

    app.post(
      '/auth/two-factor/setup',
      {
        schema: {
          operationId: 'setUpTwoFactor',
          summary: 'Start setting up two-factor sign-in',
          tags,
          body: TwoFactorSetupRequest,
          response: { 200: TwoFactorSetup },
        },
        config: { throttles: [passwordCheckThrottle('two-factor-setup')] },
      },
      (req) => startTwoFactorSetup(ctx, req.viewer, req.body),
    )

    app.post(
      '/auth/two-factor/enable',
      {
        schema: {
          operationId: 'enableTwoFactor',
          summary: 'Turn on two-factor sign-in with a first code',
          tags,
          body: TwoFactorEnableRequest,
          response: { 200: RecoveryCodes },
        },
        config: { throttles: [TWO_FACTOR_THROTTLES.settingsByAccount] },
      },
      (req) => enableTwoFactor(ctx, req.viewer, req.body),
    )

    app.post(
      '/auth/two-factor/disable',
      {
        schema: {
          operationId: 'disableTwoFactor',
          summary: 'Turn off two-factor sign-in',
          tags,
          body: TwoFactorDisableRequest,
          response: { 200: MessageBody },
        },
        config: {
          throttles: [passwordCheckThrottle('two-factor-disable'), TWO_FACTOR_THROTTLES.settingsByAccount],
        },
      },
      (req) => disableTwoFactor(ctx, req.viewer, req.body),
    )
  }
}
