import { z } from 'zod'
import { TokenResponse } from './auth.ts'
import { CurrentPassword, TotpCode, TwoFactorCode } from './fields.ts'

/**
 * Account security (issue 16): two-factor sign-in with an authenticator app (RFC 6238) and recovery
 * codes, and the list of the account's signed-in sessions.
 */

/** What POST /auth/login answers for a two-factor account: a challenge to answer with a code, no session. */
export const TwoFactorChallenge = z.object({
  two_factor_required: z.literal(true),
  challenge: z.string(),
  /** Seconds the challenge stays valid. */
  expires_in: z.number().int(),
})
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallenge>

export const LoginResponse = z.union([TokenResponse, TwoFactorChallenge])
export type LoginResponse = z.infer<typeof LoginResponse>

/** POST /auth/login/two-factor: `code` is the app's 6 digits or one recovery code. */
export const TwoFactorLoginRequest = z.object({
  challenge: z.string().min(1).max(200),
  code: TwoFactorCode,
})
export type TwoFactorLoginRequest = z.infer<typeof TwoFactorLoginRequest>

export const TwoFactorStatus = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes left; 0 while two-factor sign-in is off. */
  recovery_codes_left: z.number().int(),
})
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>

export const TwoFactorSetupRequest = z.object({ password: CurrentPassword })
export type TwoFactorSetupRequest = z.infer<typeof TwoFactorSetupRequest>
/** The new secret, answered once: as base32 text to type in, and as the otpauth:// URI of the QR code. */
export const TwoFactorSetup = z.object({ secret: z.string(), otpauth_uri: z.string() })
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>

export const TwoFactorEnableRequest = z.object({ code: TotpCode })
export type TwoFactorEnableRequest = z.infer<typeof TwoFactorEnableRequest>
/** Shown once, when two-factor sign-in is turned on; the server keeps only their hashes. */
export const RecoveryCodes = z.object({ recovery_codes: z.array(z.string()) })
export type RecoveryCodes = z.infer<typeof RecoveryCodes>

export const TwoFactorDisableRequest = z.object({ password: CurrentPassword, code: TwoFactorCode })
export type TwoFactorDisableRequest = z.infer<typeof TwoFactorDisableRequest>

/** One signed-in device of the viewer's account (GET /auth/sessions). */
export const ActiveSession = z.object({
  id: z.number().int(),
  /** From the user agent: a browser's or an app's name and the system's, when recognised. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session of the token that asked. */
  current: z.boolean(),
})
export type ActiveSession = z.infer<typeof ActiveSession>
export const ActiveSessionList = z.array(ActiveSession)
export type ActiveSessionList = z.infer<typeof ActiveSessionList>
