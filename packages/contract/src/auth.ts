import { z } from 'zod'
import { ErrorCode } from './errors.ts'
import { CurrentPassword, Email, Locale, LoginName, NewPassword, Username } from './fields.ts'

/** The availability checks take any text: a malformed value is an answer (available: false), not a 422. */
export const CheckEmailRequest = z.object({ email: z.string().max(1000) })
export const CheckUsernameRequest = z.object({ username: z.string().max(1000) })
/** `code` names why a value is not available (a taken name, a malformed one), for the client to translate. */
export const Availability = z.object({
  available: z.boolean(),
  message: z.string(),
  code: ErrorCode.optional(),
})
export type Availability = z.infer<typeof Availability>

/** `locale` is the language the screen was in: the account's mails are written in it (English when absent). */
export const RegisterRequest = z.object({
  email: Email,
  username: Username,
  password: NewPassword,
  locale: z.optional(Locale),
})
export type RegisterRequest = z.infer<typeof RegisterRequest>
export const RegisterResponse = z.object({ redirect_to_verification: z.boolean(), email: z.string() })
export type RegisterResponse = z.infer<typeof RegisterResponse>

/** Form-encoded (JSON accepted too); username may be the username or the email. */
export const LoginRequest = z.object({ username: LoginName, password: CurrentPassword })
export type LoginRequest = z.infer<typeof LoginRequest>
export const TokenResponse = z.object({ access_token: z.string(), token_type: z.literal('bearer') })
export type TokenResponse = z.infer<typeof TokenResponse>

/** POST /auth/resend-verification and DELETE /auth/delete-unverified-account. */
export const EmailRequest = z.object({ email: Email })
export type EmailRequest = z.infer<typeof EmailRequest>
export const VerifyEmailQuery = z.object({ token: z.string().min(1).max(200) })

/** POST /auth/forgot-password: the account's email address or its username. */
export const ForgotPasswordRequest = z.object({ login: LoginName })
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>
/** POST /auth/reset-password: the mailed link's token and the new password (registration's rules). */
export const ResetPasswordRequest = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  new_password: NewPassword,
})
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>
