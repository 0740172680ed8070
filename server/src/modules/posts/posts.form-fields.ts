import { invalidField } from '../../platform/errors.ts'

/** The plain fields of the post forms (multipart, so every value arrives as text). */

/** An optional id field of a form: absent or blank is none; otherwise 1 to 9 digits. */
export function optionalId(raw: string | undefined, field: string): number | null {
  const value = raw?.trim()
  if (!value) return null
  if (!/^\d{1,9}$/.test(value)) throw invalidField(['body', field], 'not_positive_integer')
  return Number(value)
}

/** A flag as forms send it ('true' or 'false'); absent means true. */
export function parseFlag(raw: string | undefined, field: string): boolean {
  const value = raw?.trim().toLowerCase()
  if (!value || value === 'true' || value === '1' || value === 'on') return true
  if (value === 'false' || value === '0' || value === 'off') return false
  throw invalidField(['body', field], 'not_boolean')
}
