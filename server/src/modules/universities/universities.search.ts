import type { UniversitySearchResult } from '@agora/contract'
import { asc, desc, sql } from 'drizzle-orm'
import { universities } from '../../db/schema/universities.ts'
import { nameSearch } from '../../platform/fold.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { memberCountsPort } from './universities.ports.ts'

/**
 * Universities whose name matches a folded term (platform/fold.ts nameSearch): exact, prefix, a
 * word's prefix, inside, close; the most members first inside a tier.
 */
export async function searchUniversityNames(
  ctx: ServiceContext,
  folded: string,
  page: { skip: number; limit: number },
): Promise<UniversitySearchResult[]> {
  if (!folded) return []
  const match = nameSearch(sql`universities.search_name`, folded)
  const members = ctx.ports.get(memberCountsPort).countOf(universities.id)
  const rows = await ctx.db
    .select({
      id: universities.id,
      name: universities.name,
      avatarUrl: universities.avatarUrl,
      city: universities.city,
      members: sql<number>`${members}`.as('members'),
    })
    .from(universities)
    .where(match.where)
    .orderBy(asc(match.tier), desc(sql`members`), desc(match.closeness), asc(universities.id))
    .offset(page.skip)
    .limit(page.limit)
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    avatar_url: r.avatarUrl,
    members: r.members,
    city: r.city,
  }))
}
