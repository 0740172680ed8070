import { desc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
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
  const rows = await executor.select().from(universities).where(eq(universities.id, id)).limit(1)
  return rows[0] ?? null
}

export async function findUniversityByNameIgnoringCase(
  executor: Executor,
  name: string,
): Promise<UniversityRow | null> {
  const rows = await executor
    .select()
    .from(universities)
    .where(sql`lower(${universities.name}) = lower(${name})`)
    .limit(1)
  return rows[0] ?? null
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
