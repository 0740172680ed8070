import { ForgotPasswordRequest, MessageBody, ResetPasswordRequest } from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { byAddress, type Throttle } from '../../platform/rate-limit.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { findUserForSignIn } from '../users/index.ts'
import { requestPasswordReset, resetPassword } from './auth.password-reset.service.ts'
import { perAccount } from './auth.routes.ts'

const MINUTE = 60 * 1000

/** Per address and per account: a name that matches no account counts under itself, as sign-in's. */
export const PASSWORD_RESET_THROTTLES = {
  forgotByAddress: {
    name: 'forgot-password:address',
    max: 5,
    windowMs: 15 * MINUTE,
    key: byAddress,
    code: 'too_many_password_resets',
  },
  resetByAddress: {
    name: 'reset-password:address',
    max: 10,
    windowMs: 15 * MINUTE,
    key: byAddress,
    code: 'too_many_password_resets',
  },
} satisfies Record<string, Throttle>

const forgotByAccount = (ctx: ServiceContext): Throttle =>
  perAccount(
    {
      name: 'forgot-password:account',
      max: 5,
      windowMs: 60 * MINUTE,
      field: 'login',
      code: 'too_many_password_resets',
    },
    async (login) => (await findUserForSignIn(ctx.db, login))?.id ?? null,
  )

/** A forgotten password (issue 30): ask for a link, then set a new password with it. */
export function passwordResetRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['auth']

    app.post(
      '/auth/forgot-password',
      {
        schema: {
          operationId: 'requestPasswordReset',
          summary: 'Mail a password reset link',
          description:
            'The same answer, at once, whether or not an account matches; the mail follows when one does.',
          tags,
          body: ForgotPasswordRequest,
          response: { 200: MessageBody },
        },
        config: {
          access: 'public',
          throttles: [PASSWORD_RESET_THROTTLES.forgotByAddress, forgotByAccount(ctx)],
        },
      },
      (req) => requestPasswordReset(ctx, req.body),
    )

    app.post(
      '/auth/reset-password',
      {
        schema: {
          operationId: 'resetPassword',
          summary: 'Set a new password with a mailed link',
          description: 'Ends every session of the account; two-factor sign-in stays on.',
          tags,
          body: ResetPasswordRequest,
          response: { 200: MessageBody },
        },
        config: { access: 'public', throttles: [PASSWORD_RESET_THROTTLES.resetByAddress] },
      },
      (req) => resetPassword(ctx, req.body),
    )
  }
}
