import { z } from 'zod'
import { LIMITS } from './limits.ts'

export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/

export const Email = z.string().trim().toLowerCase().max(LIMITS.emailMax).pipe(z.email())
export const Username = z
  .string()
  .trim()
  .min(LIMITS.usernameMin)
  .max(LIMITS.usernameMax)
  .regex(USERNAME_PATTERN, 'Only letters, digits and underscore')
export const NewPassword = z.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax)

export const CheckEmailRequest = z.object({ email: z.string() })
export const CheckUsernameRequest = z.object({ username: z.string() })
export const Availability = z.object({ available: z.boolean(), message: z.string() })
export type Availability = z.infer<typeof Availability>

export const RegisterRequest = z.object({ email: Email, username: Username, password: NewPassword })
export type RegisterRequest = z.infer<typeof RegisterRequest>
export const RegisterResponse = z.object({ redirect_to_verification: z.boolean(), email: z.string() })
export type RegisterResponse = z.infer<typeof RegisterResponse>

/** Form-encoded; username may be the username or the email. */
export const LoginRequest = z.object({ username: z.string().min(1), password: z.string().min(1) })
export const TokenResponse = z.object({ access_token: z.string(), token_type: z.literal('bearer') })
export type TokenResponse = z.infer<typeof TokenResponse>

export const EmailRequest = z.object({ email: z.string() })
export const VerifyEmailQuery = z.object({ token: z.string().min(1) })
