import { domainToASCII } from 'node:url'
import type { Db, Executor } from '../../db/client.ts'
import { conflict, invalidField } from '../../platform/errors.ts'
import {
  findListedDomains,
  findLongestDomainMatch,
  findUniversityById,
  findUniversityByNameIgnoringCase,
  insertDomains,
  insertUniversity,
  isUniqueViolation,
  listDomainsOf,
  type UniversityRow,
} from './universities.repository.ts'

export type University = UniversityRow & { domains: string[] }

export interface NewUniversity {
  name: string
  /** Email domains of its members; a subdomain of a listed domain belongs to it as well. */
  domains: string[]
  city?: string | null
  location?: string | null
  founded?: number | null
  website?: string | null
  avatarUrl?: string | null
  bannerUrl?: string | null
}

const NAME_MAX = 200
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/

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

/** The university whose listed domain is the address's domain or a parent of it; the longest wins. */
export async function findUniversityIdForEmail(executor: Executor, email: string): Promise<number | null> {
  const at = email.lastIndexOf('@')
  if (at < 0) return null
  const domain = normalizeDomain(email.slice(at + 1))
  if (!domain) return null
  const labels = domain.split('.')
  const candidates = labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'))
  const match = await findLongestDomainMatch(executor, candidates)
  return match?.universityId ?? null
}

/** Only the name (no domains): what an account's own answer shows of its university, one query. */
export async function getUniversityName(executor: Executor, id: number): Promise<string | null> {
  return (await findUniversityById(executor, id))?.name ?? null
}

export async function getUniversity(executor: Executor, id: number): Promise<University | null> {
  const row = await findUniversityById(executor, id)
  return row && { ...row, domains: await listDomainsOf(executor, id) }
}

export async function findUniversityByName(executor: Executor, name: string): Promise<University | null> {
  const row = await findUniversityByNameIgnoringCase(executor, name.trim())
  return row && { ...row, domains: await listDomainsOf(executor, row.id) }
}

/** Creates a university with its email domains; a taken name (ignoring case) or domain is a 409. */
export async function createUniversity(db: Db, input: NewUniversity): Promise<University> {
  const name = input.name.trim()
  if (!name) throw invalidField(['name'], 'university_name_required')
  if (name.length > NAME_MAX)
    throw invalidField(['name'], 'university_name_too_long', `Name is at most ${NAME_MAX} characters`)
  const domains = normalizeDomains(input.domains)
  const founded = input.founded ?? null
  if (
    founded !== null &&
    (!Number.isInteger(founded) || founded < 1000 || founded > new Date().getFullYear())
  ) {
    throw invalidField(['founded'], 'invalid_founded_year')
  }
  const website = input.website?.trim() || null
  if (website !== null && !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(website)) {
    throw invalidField(['website'], 'invalid_website')
  }

  try {
    return await db.transaction(async (tx) => {
      const sameName = await findUniversityByNameIgnoringCase(tx, name)
      if (sameName)
        throw conflict(
          'university_exists',
          `A university named "${sameName.name}" already exists (id ${sameName.id})`,
        )
      const taken = (await findListedDomains(tx, domains))[0]
      if (taken)
        throw conflict(
          'university_exists',
          `The domain ${taken.domain} already belongs to ${taken.universityName}`,
        )
      const row = await insertUniversity(tx, {
        name,
        city: input.city?.trim() || null,
        location: input.location?.trim() || null,
        founded,
        website,
        avatarUrl: input.avatarUrl ?? null,
        bannerUrl: input.bannerUrl ?? null,
      })
      await insertDomains(tx, row.id, domains)
      return { ...row, domains }
    })
  } catch (err) {
    // Two admins creating the same university at once: the unique indexes decide.
    if (isUniqueViolation(err)) throw conflict('university_exists')
    throw err
  }
}

function normalizeDomains(inputs: string[]): string[] {
  const domains: string[] = []
  inputs.forEach((input, i) => {
    const domain = normalizeDomain(input)
    if (!domain) throw invalidField(['domains', i], 'invalid_domain', `"${input}" is not a valid domain name`)
    if (!domains.includes(domain)) domains.push(domain)
  })
  return domains.sort()
}
