import type { Db, Executor } from '../../db/client.ts'
import { conflict, notFound } from '../../platform/errors.ts'
import {
  checkFounded,
  checkName,
  checkStudents,
  checkTimeZone,
  checkWebsite,
  normalizeDomain,
  normalizeDomains,
  optionalText,
  type UniversityFields,
} from './universities.input.ts'
import {
  deleteDomainsOf,
  findListedDomains,
  findLongestDomainMatch,
  findUniversitiesByIds,
  findUniversityById,
  findUniversityByIdForUpdate,
  findUniversityByNameIgnoringCase,
  insertDomains,
  insertUniversity,
  isUniqueViolation,
  listDomainsOf,
  type NewUniversityRow,
  type UniversityRow,
  updateUniversityRow,
} from './universities.repository.ts'

export { normalizeDomain }

export type University = UniversityRow & { domains: string[] }
/** A university's own fields, without its domains. */
export type UniversityRecord = UniversityRow

/** A new university: a name and its email domains at least; the rest may be left out. */
export type NewUniversity = UniversityFields & { name: string; domains: string[] }

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

/** Name and website of each of these universities that exists, in one query (for lists). */
export async function universityNamesOf(
  executor: Executor,
  ids: Iterable<number>,
): Promise<Map<number, { name: string; website: string | null }>> {
  const rows = await findUniversitiesByIds(executor, [...new Set(ids)])
  return new Map(rows.map((r) => [r.id, { name: r.name, website: r.website }]))
}

/** The university's own fields without its domains (one query), null when there is none. */
export async function getUniversityRecord(executor: Executor, id: number): Promise<UniversityRecord | null> {
  return findUniversityById(executor, id)
}

export async function getUniversity(executor: Executor, id: number): Promise<University | null> {
  const row = await findUniversityById(executor, id)
  return row && { ...row, domains: await listDomainsOf(executor, id) }
}

export async function findUniversityByName(executor: Executor, name: string): Promise<University | null> {
  const row = await findUniversityByNameIgnoringCase(executor, name.trim())
  return row && { ...row, domains: await listDomainsOf(executor, row.id) }
}

/** The given fields checked and in their stored form (universities.input.ts); absent ones stay absent. */
function checkFields(
  input: UniversityFields,
  now: Date,
): { row: Partial<NewUniversityRow>; domains?: string[] } {
  const row: Partial<NewUniversityRow> = {}
  if (input.name !== undefined) row.name = checkName(input.name)
  if (input.type !== undefined) row.type = input.type
  if (input.city !== undefined) row.city = optionalText(input.city)
  if (input.location !== undefined) row.location = optionalText(input.location)
  if (input.founded !== undefined) row.founded = checkFounded(input.founded, now)
  if (input.students !== undefined) row.students = checkStudents(input.students)
  if (input.website !== undefined) row.website = checkWebsite(input.website)
  if (input.timeZone !== undefined) row.timeZone = checkTimeZone(input.timeZone)
  if (input.avatarUrl !== undefined) row.avatarUrl = input.avatarUrl
  if (input.bannerUrl !== undefined) row.bannerUrl = input.bannerUrl
  return input.domains === undefined ? { row } : { row, domains: normalizeDomains(input.domains) }
}

/** 409 when another university has this name (ignoring case) or one of these domains. */
async function assertFree(tx: Executor, name: string | undefined, domains: string[], exceptId?: number) {
  if (name !== undefined) {
    const sameName = await findUniversityByNameIgnoringCase(tx, name, exceptId)
    if (sameName)
      throw conflict(
        'university_exists',
        `A university named "${sameName.name}" already exists (id ${sameName.id})`,
      )
  }
  const taken = (await findListedDomains(tx, domains)).find((d) => d.universityId !== exceptId)
  if (taken)
    throw conflict(
      'university_exists',
      `The domain ${taken.domain} already belongs to ${taken.universityName}`,
    )
}

/** Two admins writing the same name or domain at once: the unique indexes decide (409). */
async function deciding<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('university_exists')
    throw err
  }
}

/** Creates a university with its email domains; a taken name (ignoring case) or domain is a 409. */
export async function createUniversity(db: Db, input: NewUniversity, now = new Date()): Promise<University> {
  const { row, domains = [] } = checkFields(input, now)
  const name = row.name!
  return deciding(() =>
    db.transaction(async (tx) => {
      await assertFree(tx, name, domains)
      const created = await insertUniversity(tx, { ...row, name })
      await insertDomains(tx, created.id, domains)
      return { ...created, domains }
    }),
  )
}

/**
 * Changes the given fields of a university; `domains`, when given, replaces its list (an address of
 * a removed domain keeps its account and university: membership is decided at registration).
 * 404 when it does not exist, 409 for a name or domain another university has.
 */
export async function updateUniversity(
  db: Db,
  id: number,
  input: UniversityFields,
  now = new Date(),
): Promise<University> {
  const { row, domains } = checkFields(input, now)
  return deciding(() =>
    db.transaction(async (tx) => {
      if (!(await findUniversityByIdForUpdate(tx, id))) throw notFound('university_not_found')
      await assertFree(tx, row.name, domains ?? [], id)
      const updated = await updateUniversityRow(tx, id, row)
      if (domains !== undefined) {
        await deleteDomainsOf(tx, id)
        await insertDomains(tx, id, domains)
      }
      return { ...updated, domains: domains ?? (await listDomainsOf(tx, id)) }
    }),
  )
}
