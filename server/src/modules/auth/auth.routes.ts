import {
  Availability,
  ChangePasswordRequest,
  CheckEmailRequest,
  CheckUsernameRequest,
  EmailRequest,
  LoginRequest,
  LoginResponse,
  MessageBody,
  MyAccount,
  RegisterRequest,
  RegisterResponse,
  TokenResponse,
  VerifyEmailQuery,
} from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { bearerToken } from '../../platform/auth.ts'
import { byAddress, byBodyField, passwordCheckThrottle, type Throttle } from '../../platform/rate-limit.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import {
  checkEmailAvailability,
  checkUsernameAvailability,
  findUserForSignIn,
  getMe,
} from '../users/index.ts'
import { changePassword, refreshAccessToken, signIn, signOut } from './auth.service.ts'
import { clientOf } from './auth.sessions.routes.ts'
import {
  deleteUnverifiedAccount,
  registerAccount,
  resendVerification,
  verifyEmail,
} from './verification.service.ts'

const MINUTE = 60 * 1000

/** Mastodon's and Discourse's figures (DESIGN.md section 5, Security). */
export const AUTH_THROTTLES = {
  signInByAddress: {
    name: 'sign-in:address',
    max: 25,
    windowMs: 5 * MINUTE,
    key: byAddress,
    code: 'too_many_sign_ins',
  },
  signUp: {
    name: 'sign-up:address',
    max: 5,
    windowMs: 30 * MINUTE,
    key: byAddress,
    code: 'too_many_sign_ups',
  },
  checkEmail: {
    name: 'check-email:address',
    max: 60,
    windowMs: MINUTE,
    key: byAddress,
    code: 'too_many_checks',
  },
  checkUsername: {
    name: 'check-username:address',
    max: 60,
    windowMs: MINUTE,
    key: byAddress,
    code: 'too_many_checks',
  },
  refresh: {
    name: 'refresh:address',
    max: 300,
    windowMs: 5 * MINUTE,
    key: byAddress,
    code: 'too_many_refreshes',
  },
  resendVerification: {
    name: 'resend-verification:address',
    max: 5,
    windowMs: 10 * MINUTE,
    key: byAddress,
    code: 'too_many_verification_emails',
  },
} satisfies Record<string, Throttle>

/**
 * A throttle per account: the account the body's `field` names (a username or an address) counts once,
 * however it is named (a lookup per attempt, cheap beside the password hash or the mail the attempt
 * costs). A name that matches no account counts under itself, so a 429 tells nothing either.
 */
export function perAccount(
  opts: Omit<Throttle, 'key'> & { field: string },
  findAccountId: (login: string) => Promise<number | null>,
): Throttle {
  const { field, ...throttle } = opts
  return {
    ...throttle,
    key: async (req) => {
      const login = byBodyField(field)(req)
      if (login === null) return null
      const id = await findAccountId(login)
      return id === null ? `login:${login}` : `user:${id}`
    },
  }
}

/** Sign-in per account, 25 an hour. */
export const signInByAccount = (findAccountId: (login: string) => Promise<number | null>): Throttle =>
  perAccount(
    { name: 'sign-in:account', max: 25, windowMs: 60 * MINUTE, field: 'username', code: 'too_many_sign_ins' },
    findAccountId,
  )

/** Sign-in's two throttles, for the other calls that take a password (the suspension's appeal). */
export function signInThrottles(ctx: ServiceContext): Throttle[] {
  return [
    AUTH_THROTTLES.signInByAddress,
    signInByAccount(async (login) => (await findUserForSignIn(ctx.db, login))?.id ?? null),
  ]
}

/** Sign-up, sign-in, the session and email verification (spec 000 and 001 section 7). */
export function authRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['auth']
    const byAccount = signInByAccount(async (login) => (await findUserForSignIn(ctx.db, login))?.id ?? null)

    app.post(
      '/auth/check-email',
      {
        schema: {
          operationId: 'checkEmailAvailability',
          summary: 'Check whether an email address can register',
          tags,
          body: CheckEmailRequest,
          response: { 200: Availability },
        },
        config: { access: 'public', throttles: [AUTH_THROTTLES.checkEmail] },
      },
      (req) => checkEmailAvailability(ctx.db, req.body.email),
    )

    app.post(
      '/auth/check-username',
      {
        schema: {
          operationId: 'checkUsernameAvailability',
          summary: 'Check whether a username is free',
          tags,
          body: CheckUsernameRequest,
          response: { 200: Availability },
        },
        config: { access: 'public', throttles: [AUTH_THROTTLES.checkUsername] },
      },
      (req) => checkUsernameAvailability(ctx.db, req.body.username),
    )

    app.post(
      '/auth/register',
      {
        schema: {
          operationId: 'register',
          summary: 'Create an account',
          tags,
          body: RegisterRequest,
          response: { 201: RegisterResponse },
        },
        config: { access: 'public', throttles: [AUTH_THROTTLES.signUp] },
      },
      async (req, reply) => reply.code(201).send(await registerAccount(ctx, req.body)),
    )

    app.post(
      '/auth/login',
      {
        schema: {
          operationId: 'login',
          summary: 'Sign in with a username or email and a password',
          tags,
          description: 'Form-encoded, as OAuth2 password forms are, or JSON; username may be the email.',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          body: LoginRequest,
          response: { 200: LoginResponse },
        },
        config: { access: 'public', throttles: [AUTH_THROTTLES.signInByAddress, byAccount] },
      },
      (req) => signIn(ctx, req.body, clientOf(req)),
    )

    app.post(
      '/auth/refresh',
      {
        schema: {
          operationId: 'refreshSession',
          summary: 'Exchange the refresh cookie for a new access token',
          tags,
          description: 'Bearer of the current access token, even expired, while its session is alive.',
          response: { 200: TokenResponse },
        },
        config: { access: 'public', throttles: [AUTH_THROTTLES.refresh] },
      },
      (req) => refreshAccessToken(ctx, bearerToken(req)),
    )

    app.post(
      '/auth/logout',
      {
        config: { access: 'unverified' },
        schema: {
          operationId: 'logout',
          summary: 'Sign out of this session',
          tags,
          response: { 200: MessageBody },
        },
      },
      (req) => signOut(ctx, req.viewer),
    )

    app.get(
      '/auth/me',
      {
        config: { access: 'unverified' },
        schema: {
          operationId: 'getCurrentSession',
          summary: 'Get the signed-in account',
          tags,
          response: { 200: MyAccount },
        },
      },
      (req) => getMe(ctx.db, req.viewer.id),
    )

    app.post(
      '/auth/resend-verification',
      {
        schema: {
          operationId: 'resendVerificationEmail',
          summary: 'Send the verification email again',
          tags,
          body: EmailRequest,
          response: { 200: MessageBody },
        },
        config: { access: 'optional', throttles: [AUTH_THROTTLES.resendVerification] },
      },
      (req) => resendVerification(ctx, req.body.email, req.viewerOrNull),
    )

    app.post(
      '/auth/verify-email',
      {
        config: { access: 'public' },
        schema: {
          operationId: 'verifyEmail',
          summary: 'Verify an email address with the emailed token',
          tags,
          querystring: VerifyEmailQuery,
          response: { 200: MessageBody },
        },
      },
      (req) => verifyEmail(ctx, req.query.token),
    )

    app.delete(
      '/auth/delete-unverified-account',
      {
        config: { access: 'unverified' },
        schema: {
          operationId: 'deleteUnverifiedAccount',
          summary: 'Delete the signed-in account before it is verified',
          tags,
          body: EmailRequest,
          response: { 200: MessageBody },
        },
      },
      (req) => deleteUnverifiedAccount(ctx, req.viewer, req.body.email),
    )

    // Under /users/me as the specification names it; passwords and sessions are this module's.
    app.put(
      '/users/me/change-password',
      {
        schema: {
          operationId: 'changePassword',
          summary: 'Change the password',
          tags: ['users'],
          body: ChangePasswordRequest,
          response: { 200: MessageBody },
        },
        config: { throttles: [passwordCheckThrottle('change-password')] },
      },
      (req) => changePassword(ctx, req.viewer, req.body),
    )
  }
}
