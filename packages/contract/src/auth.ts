import { z } from 'zod'
import { ErrorCode } from './errors.ts'
import { CurrentPassword, Email, LoginName, NewPassword, Username } from './fields.ts'

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

export const RegisterRequest = z.object({ email: Email, username: Username, password: NewPassword })
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
