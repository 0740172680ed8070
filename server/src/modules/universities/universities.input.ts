import { domainToASCII } from 'node:url'
import type { UniversityType } from '@agora/contract'
import { invalidField } from '../../platform/errors.ts'
import { refuseBidiControls } from '../../platform/text-input.ts'

/**
 * The rules of a university's fields, shared by creation and editing (the HTTP calls and the CLI's
 * university:create): each check answers the stored value or throws a 422 naming the field.
 */

const NAME_MAX = 200
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/

/** The fields as an administrator gives them; what is left out stays as it is on an edit. */
export interface UniversityFields {
  name?: string
  /** Email domains of its members; a subdomain of a listed domain belongs to it as well. */
  domains?: string[]
  type?: UniversityType | null
  city?: string | null
  location?: string | null
  founded?: number | null
  students?: number | null
  website?: string | null
  timeZone?: string
  avatarUrl?: string | null
  bannerUrl?: string | null
}

/**
 * A domain as stored: lower-case ASCII (an internationalised name in its punycode form), no trailing
 * dot, at least two labels so that a bare top-level domain can never swallow a whole country.
 * Null when it is not a hostname.
 */
export function normalizeDomain(input: string): string | null {
  const trimmed = input.trim().toLowerCase().replace(/\.$/, '')
  if (!trimmed || /[\s@/:]/.test(trimmed)) return null
  const ascii = domainToASCII(trimmed)
  if (!ascii || ascii.length > 253) return null
  const labels = ascii.split('.')
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return null
  if (/^\d+$/.test(labels.at(-1)!)) return null
  return ascii
}

/** Each domain normalised, once, sorted; the first that is not a hostname is a 422 naming its index. */
export function normalizeDomains(inputs: string[]): string[] {
  const domains: string[] = []
  inputs.forEach((input, i) => {
    const domain = normalizeDomain(input)
    if (!domain) throw invalidField(['domains', i], 'invalid_domain', `"${input}" is not a valid domain name`)
    if (!domains.includes(domain)) domains.push(domain)
  })
  return domains.sort()
}

export function checkName(input: string): string {
  const name = input.normalize('NFC').trim()
  if (!name) throw invalidField(['name'], 'university_name_required')
  if (name.length > NAME_MAX)
    throw invalidField(['name'], 'university_name_too_long', `Name is at most ${NAME_MAX} characters`)
  return refuseBidiControls(name, ['name'])
}

export function checkFounded(founded: number | null, now: Date): number | null {
  if (founded !== null && (!Number.isInteger(founded) || founded < 1000 || founded > now.getFullYear()))
    throw invalidField(['founded'], 'invalid_founded_year')
  return founded
}

export function checkWebsite(input: string | null): string | null {
  const website = input?.trim() || null
  if (website !== null && !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(website))
    throw invalidField(['website'], 'invalid_website')
  return website
}

export function checkStudents(students: number | null): number | null {
  if (students !== null && (!Number.isSafeInteger(students) || students < 0 || students > 2_147_483_647))
    throw invalidField(['students'], 'invalid_student_count')
  return students
}

/** An IANA zone Intl knows, in its canonical spelling ("europe/istanbul" is Europe/Istanbul). */
export function checkTimeZone(input: string): string {
  const zone = input.trim()
  try {
    if (!zone) throw new RangeError('empty')
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone
  } catch {
    throw invalidField(['time_zone'], 'invalid_time_zone')
  }
}

/** Text that may be cleared: trimmed, and null when empty. */
export const optionalText = (input: string | null): string | null => input?.trim() || null
