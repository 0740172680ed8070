/**
 * The rules of the fields people type into forms, shared by the server's request schemas and the web
 * app's forms, so the browser checks exactly what the server checks. Written with zod/mini: a form
 * that imports them carries about 5 KB of zod instead of about 25 (zod/mini tree-shakes to the checks
 * used). The server's request objects (auth.ts, users.ts) are built from them; a mini schema inside a
 * classic object parses and documents the same. Messages are the catalogue's texts, so a failed
 * check is known by its code (errorCodeOfText) and translated by the client.
 */
import { z } from 'zod/mini'
import { ERRORS } from './catalogue.ts'
import { LIMITS } from './limits.ts'

export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/

export const Email = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(LIMITS.emailMax, ERRORS.email_too_long.detail)),
  z.email(ERRORS.email_invalid.detail),
)
export const Username = z
  .string()
  .check(
    z.trim(),
    z.minLength(LIMITS.usernameMin, ERRORS.username_too_short.detail),
    z.maxLength(LIMITS.usernameMax, ERRORS.username_too_long.detail),
    z.regex(USERNAME_PATTERN, ERRORS.username_invalid.detail),
  )
/** A password being chosen (registration, change): the minimum is DESIGN.md section 5's. */
export const NewPassword = z
  .string()
  .check(
    z.minLength(LIMITS.passwordMin, ERRORS.password_too_short.detail),
    z.maxLength(LIMITS.passwordMax, ERRORS.password_too_long.detail),
  )
/** The languages Agora speaks; an account's mails are written in its own (issue 30). */
export const Locale = z.enum(['en', 'tr'])
export type Locale = z.infer<typeof Locale>
/** A password being proven (sign-in, change, account deletion): any non-empty text. */
export const CurrentPassword = z.string().check(z.minLength(1), z.maxLength(LIMITS.passwordMax))
/** What sign-in takes as the account: the username or the email address. */
export const LoginName = z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.emailMax))
export const Nickname = z.string().check(z.trim(), z.maxLength(LIMITS.nicknameMax))
export const Bio = z.string().check(z.trim(), z.maxLength(LIMITS.bioMax))
/** The six digits an authenticator app shows. */
export const TotpCode = z.string().check(z.trim(), z.regex(/^\d{6}$/, ERRORS.two_factor_code_format.detail))
/** The second step of sign-in, and turning two-factor off: the app's code or a recovery code. */
export const TwoFactorCode = z.string().check(z.trim(), z.minLength(1), z.maxLength(40))
