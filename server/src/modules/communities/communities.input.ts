import { invalidField } from '../../platform/errors.ts'
import { refuseBidiControls } from '../../platform/text-input.ts'

/** Checks of what people send (issue 11): clear 422s on the field, nothing changed. */

export const NAME_MAX = 100
export const DESCRIPTION_MAX = 1000
export const REASON_MAX = 500

/**
 * A search term folded as the repository folds names: lower-cased with Turkish rules (İ -> i,
 * I -> ı), then dotted and dotless i made one letter.
 */
export const foldForSearch = (term: string): string =>
  term.normalize('NFC').trim().toLocaleLowerCase('tr-TR').replace(/ı/g, 'i')

export function checkName(raw: string, field: string): string {
  const name = raw.normalize('NFC').trim().replace(/\s+/g, ' ')
  if (!name) throw invalidField(['body', field], 'community_name_required')
  if (name.length > NAME_MAX) throw invalidField(['body', field], 'community_name_too_long')
  return refuseBidiControls(name, ['body', field])
}

export function checkDescription(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined
  const text = raw.trim()
  if (text.length > DESCRIPTION_MAX)
    throw invalidField(['body', 'description'], 'community_description_too_long')
  return text
}

export function checkReason(raw: string): string {
  const reason = raw.trim()
  if (!reason) throw invalidField(['body', 'reason'], 'reason_required')
  if (reason.length > REASON_MAX) throw invalidField(['body', 'reason'], 'reason_too_long')
  return reason
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function checkManager(input: { manager_name: string; manager_email: string; manager_phone: string }) {
  const name = input.manager_name.trim()
  if (!name) throw invalidField(['body', 'manager_name'], 'manager_name_required')
  if (name.length > NAME_MAX) throw invalidField(['body', 'manager_name'], 'community_name_too_long')
  refuseBidiControls(name, ['body', 'manager_name'])
  const email = input.manager_email.trim()
  if (email.length > 254 || !EMAIL.test(email))
    throw invalidField(['body', 'manager_email'], 'invalid_manager_email')
  const phone = input.manager_phone.trim()
  const digits = phone.replace(/\D/g, '').length
  if (!/^\+?[\d\s()-]+$/.test(phone) || digits < 7 || digits > 20) {
    throw invalidField(['body', 'manager_phone'], 'invalid_manager_phone')
  }
  return { name, email, phone }
}
