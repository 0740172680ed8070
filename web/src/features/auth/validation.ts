import { LIMITS } from '@agora/contract'

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

// Deliberately loose: the server decides what an address is; this only catches obvious typos.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export type AvailabilityKind = 'email' | 'username'

/** The client-side rule for a trimmed, non-empty value, or null when it may be checked with the server. */
export function validationMessage(kind: AvailabilityKind, value: string): string | null {
  if (kind === 'email') return EMAIL_SHAPE.test(value) ? null : FIXED_MESSAGES.invalidEmail
  return [...value].length >= LIMITS.usernameMin ? null : FIXED_MESSAGES.usernameTooShort
}

export function checkFailedMessage(kind: AvailabilityKind): string {
  return kind === 'email' ? FIXED_MESSAGES.emailCheckFailed : FIXED_MESSAGES.usernameCheckFailed
}
