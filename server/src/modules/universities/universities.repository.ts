import { type AnyColumn, and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { prepared } from '../../db/prepared.ts'
import { universities, universityDomains } from '../../db/schema/universities.ts'

export type UniversityRow = typeof universities.$inferSelect
export type NewUniversityRow = typeof universities.$inferInsert

/** The listed domain that is the longest of the candidates, with its university. */
export async function findLongestDomainMatch(
  executor: Executor,
  candidates: string[],
): Promise<{ universityId: number; domain: string } | null> {
  if (candidates.length === 0) return null
  const rows = await executor
    .select({ universityId: universityDomains.universityId, domain: universityDomains.domain })
    .from(universityDomains)
    .where(inArray(universityDomains.domain, candidates))
    .orderBy(desc(sql`length(${universityDomains.domain})`))
    .limit(1)
  return rows[0] ?? null
}

export async function findUniversityById(executor: Executor, id: number): Promise<UniversityRow | null> {
  // Prepared: every list of a university's events and announcements checks its university first.
  const rows = await prepared(executor, 'university_by_id', (d) =>
    d
      .select()
      .from(universities)
      .where(sql`${universities.id} = ${sql.placeholder('id')}`)
      .prepare('university_by_id'),
  ).execute({ id })
  return rows[0] ?? null
}

export async function findUniversitiesByIds(executor: Executor, ids: number[]): Promise<UniversityRow[]> {
  if (ids.length === 0) return []
  // Prepared: every community card and For You event names its university.
  return prepared(executor, 'universities_by_ids', (d) =>
    d
      .select()
      .from(universities)
      .where(sql`${universities.id} = ANY(${sql.placeholder('ids')}::int[])`)
      .prepare('universities_by_ids'),
  ).execute({ ids })
}

export async function findUniversityByIdForUpdate(
  executor: Executor,
  id: number,
): Promise<UniversityRow | null> {
  const rows = await executor.select().from(universities).where(eq(universities.id, id)).for('update')
  return rows[0] ?? null
}

/** The university of this name ignoring case, other than `exceptId` when given. */
export async function findUniversityByNameIgnoringCase(
  executor: Executor,
  name: string,
  exceptId?: number,
): Promise<UniversityRow | null> {
  const sameName = sql`lower(${universities.name}) = lower(${name})`
  const rows = await executor
    .select()
    .from(universities)
    .where(exceptId === undefined ? sameName : and(sameName, ne(universities.id, exceptId)))
    .limit(1)
  return rows[0] ?? null
}

/** A name folded for ordering: İstanbul sorts among the i's rather than after z (search folds with agora_fold). */
const foldedName = sql`lower(translate(${universities.name}, 'İIıÇĞÖŞÜÂÎÛ', 'iiiçğöşüâîû'))`

/**
 * Universities whose folded name contains the folded term (all without one), one page, by folded
 * name so that İstanbul sorts among the i's rather than after z.
 */
export async function searchUniversities(
  executor: Executor,
  foldedTerm: string,
  page: { skip: number; limit: number },
): Promise<{ rows: UniversityRow[]; total: number }> {
  const where: SQL | undefined = foldedTerm
    ? sql`universities.search_name LIKE ${`%${escapeLike(foldedTerm)}%`}`
    : undefined
  const [rows, [count]] = await Promise.all([
    executor
      .select()
      .from(universities)
      .where(where)
      .orderBy(asc(foldedName), asc(universities.name), asc(universities.id))
      .limit(page.limit)
      .offset(page.skip),
    executor.select({ total: sql<number>`count(*)::int` }).from(universities).where(where),
  ])
  return { rows, total: count?.total ?? 0 }
}

/**
 * The most-joined universities: members descending, then name. The users module counts them
 * (universities.ports.ts): `memberCountOf` is its count as SQL over a university id column.
 */
export function findPopularUniversities(
  executor: Executor,
  limit: number,
  memberCountOf: (universityIdColumn: AnyColumn) => SQL,
): Promise<{ id: number; name: string; avatarUrl: string | null; members: number }[]> {
  const members = memberCountOf(universities.id)
  return executor
    .select({
      id: universities.id,
      name: universities.name,
      avatarUrl: universities.avatarUrl,
      members: sql<number>`${members}`.as('members'),
    })
    .from(universities)
    .orderBy(desc(sql`members`), asc(foldedName), asc(universities.id))
    .limit(limit)
}

export async function updateUniversityRow(
  executor: Executor,
  id: number,
  patch: Partial<NewUniversityRow>,
): Promise<UniversityRow> {
  if (Object.keys(patch).length === 0) return (await findUniversityById(executor, id))!
  const rows = await executor.update(universities).set(patch).where(eq(universities.id, id)).returning()
  return rows[0]!
}

export async function deleteDomainsOf(executor: Executor, universityId: number): Promise<void> {
  await executor.delete(universityDomains).where(eq(universityDomains.universityId, universityId))
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`)
}

/** Which of these domains are already listed, and by which university. */
export async function findListedDomains(
  executor: Executor,
  domains: string[],
): Promise<{ domain: string; universityId: number; universityName: string }[]> {
  if (domains.length === 0) return []
  return executor
    .select({
      domain: universityDomains.domain,
      universityId: universityDomains.universityId,
      universityName: universities.name,
    })
    .from(universityDomains)
    .innerJoin(universities, eq(universities.id, universityDomains.universityId))
    .where(inArray(universityDomains.domain, domains))
}

/** The domains of each of these universities (every id a key), one query. */
export async function listDomainsOfMany(
  executor: Executor,
  universityIds: readonly number[],
): Promise<Map<number, string[]>> {
  const byId = new Map<number, string[]>(universityIds.map((id) => [id, []]))
  if (universityIds.length === 0) return byId
  const rows = await executor
    .select({ universityId: universityDomains.universityId, domain: universityDomains.domain })
    .from(universityDomains)
    .where(inArray(universityDomains.universityId, [...universityIds]))
    .orderBy(universityDomains.domain)
  for (const row of rows) byId.get(row.universityId)?.push(row.domain)
  return byId
}

export async function listDomainsOf(executor: Executor, universityId: number): Promise<string[]> {
  const rows = await executor
    .select({ domain: universityDomains.domain })
    .from(universityDomains)
    .where(eq(universityDomains.universityId, universityId))
    .orderBy(universityDomains.domain)
  return rows.map((r) => r.domain)
}

export async function insertUniversity(executor: Executor, values: NewUniversityRow): Promise<UniversityRow> {
  const rows = await executor.insert(universities).values(values).returning()
  return rows[0]!
}

export async function insertDomains(
  executor: Executor,
  universityId: number,
  domains: string[],
): Promise<void> {
  if (domains.length === 0) return
  await executor.insert(universityDomains).values(domains.map((domain) => ({ universityId, domain })))
}

/** PostgreSQL's unique_violation, as pg and PGlite report it (drizzle wraps it in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}
