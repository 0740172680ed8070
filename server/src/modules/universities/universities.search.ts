import type { UniversitySearchResult } from '@agora/contract'
import { asc, desc, sql } from 'drizzle-orm'
import { prepared } from '../../db/prepared.ts'
import { universities } from '../../db/schema/universities.ts'
import { nameSearch, nameSearchPlaceholders, nameSearchValues } from '../../platform/fold.ts'
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
  // Prepared (the forty-odd rows are read whatever the term): a quick search asks at every keystroke.
  const rows = await prepared(ctx.db, 'university_name_search', (d) => {
    const match = nameSearch(sql`universities.search_name`, nameSearchPlaceholders())
    const members = ctx.ports.get(memberCountsPort).countOf(universities.id)
    return d
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
      .offset(sql.placeholder('skip'))
      .limit(sql.placeholder('limit'))
      .prepare('university_name_search')
  }).execute({ ...nameSearchValues(folded), skip: page.skip, limit: page.limit })
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    avatar_url: r.avatarUrl,
    members: r.members,
    city: r.city,
  }))
}
