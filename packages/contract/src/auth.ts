import { z } from 'zod'
import { LIMITS } from './limits.ts'

export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(LIMITS.emailMax, 'Email address is too long')
  .pipe(z.email('Enter a valid email address'))
export const Username = z
  .string()
  .trim()
  .min(LIMITS.usernameMin, `Username must be at least ${LIMITS.usernameMin} characters`)
  .max(LIMITS.usernameMax, `Username must be at most ${LIMITS.usernameMax} characters`)
  .regex(USERNAME_PATTERN, 'Username may contain only letters, digits and underscore')
export const NewPassword = z
  .string()
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`)

/** The availability checks take any text: a malformed value is an answer (available: false), not a 422. */
export const CheckEmailRequest = z.object({ email: z.string().max(1000) })
export const CheckUsernameRequest = z.object({ username: z.string().max(1000) })
export const Availability = z.object({ available: z.boolean(), message: z.string() })
export type Availability = z.infer<typeof Availability>

export const RegisterRequest = z.object({ email: Email, username: Username, password: NewPassword })
export type RegisterRequest = z.infer<typeof RegisterRequest>
export const RegisterResponse = z.object({ redirect_to_verification: z.boolean(), email: z.string() })
export type RegisterResponse = z.infer<typeof RegisterResponse>

/** Form-encoded (JSON accepted too); username may be the username or the email. */
export const LoginRequest = z.object({
  username: z.string().trim().min(1).max(LIMITS.emailMax),
  password: z.string().min(1).max(LIMITS.passwordMax),
})
export type LoginRequest = z.infer<typeof LoginRequest>
export const TokenResponse = z.object({ access_token: z.string(), token_type: z.literal('bearer') })
export type TokenResponse = z.infer<typeof TokenResponse>

/** POST /auth/resend-verification and DELETE /auth/delete-unverified-account. */
export const EmailRequest = z.object({ email: Email })
export type EmailRequest = z.infer<typeof EmailRequest>
export const VerifyEmailQuery = z.object({ token: z.string().min(1).max(200) })
