import { Email, errorCodeOfText, Username } from '@agora/contract'
import { errorCodeText } from '@/lib/api-client.ts'

/**
 * Messages the specification fixes in Turkish for both interface languages (spec 000 sections 5 and 8),
 * so they are not in the translation tables.
 */
export const FIXED_MESSAGES = {
  invalidEmail: 'Geçerli bir e-posta adresi girin',
  usernameTooShort: 'Kullanıcı adı en az 3 karakter olmalı',
  emailCheckFailed: 'E-posta kontrolü yapılamadı',
  usernameCheckFailed: 'Kullanıcı adı kontrolü yapılamadı',
} as const

export type AvailabilityKind = 'email' | 'username'

/**
 * Why a trimmed, non-empty value breaks the contract's rule for the field (the server's own), or null
 * when it may be checked with the server. The two messages the specification fixes are its words; any
 * other rule (a username's characters or length) speaks the reader's language through its code.
 */
export function validationMessage(kind: AvailabilityKind, value: string): string | null {
  const result = (kind === 'email' ? Email : Username).safeParse(value)
  if (result.success) return null
  if (kind === 'email') return FIXED_MESSAGES.invalidEmail
  const text = result.error.issues[0]?.message ?? ''
  const code = errorCodeOfText(text)
  return code === 'username_too_short' ? FIXED_MESSAGES.usernameTooShort : errorCodeText(code, text)
}

export function checkFailedMessage(kind: AvailabilityKind): string {
  return kind === 'email' ? FIXED_MESSAGES.emailCheckFailed : FIXED_MESSAGES.usernameCheckFailed
}
