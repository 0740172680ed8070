import type { CommunitySearchResult } from '@agora/contract'
import { asc, desc, sql } from 'drizzle-orm'
import { prepared } from '../../db/prepared.ts'
import { communities } from '../../db/schema/communities.ts'
import { nameSearch, nameSearchPlaceholders, nameSearchValues } from '../../platform/fold.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { universityNamesOf } from '../universities/index.ts'
import { communitiesInOrder, memberCountSql } from './communities.repository.ts'

/**
 * Communities whose name matches a folded term (platform/fold.ts nameSearch): exact, prefix, a word's
 * prefix, inside, close; the most members first inside a tier. Every community is listed to everyone
 * (joining is what a community guards), so there is no viewer filter.
 */
export async function searchCommunities(
  ctx: ServiceContext,
  folded: string,
  page: { skip: number; limit: number },
): Promise<CommunitySearchResult[]> {
  if (!folded) return []
  // The page's ids first; the rows (their admin's name) are read for those alone. Prepared, as a quick
  // search asks at every keystroke: its generic plan still reads the name's trigram index.
  const ids = await prepared(ctx.db, 'community_name_search', (d) => {
    const match = nameSearch(sql`communities.search_name`, nameSearchPlaceholders())
    return d
      .select({ id: communities.id })
      .from(communities)
      .where(match.where)
      .orderBy(asc(match.tier), desc(memberCountSql), desc(match.closeness), asc(communities.id))
      .offset(sql.placeholder('skip'))
      .limit(sql.placeholder('limit'))
      .prepare('community_name_search')
  }).execute({ ...nameSearchValues(folded), skip: page.skip, limit: page.limit })
  if (ids.length === 0) return []
  const rows = await communitiesInOrder(ctx.db, ids)
  const names = await universityNamesOf(
    ctx.db,
    rows.map((r) => r.universityId),
  )
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    avatar_url: r.avatarUrl,
    members_count: r.membersCount,
    members: r.membersCount,
    description: r.description,
    university_id: r.universityId,
    university_name: names.get(r.universityId)?.name ?? '',
  }))
}
