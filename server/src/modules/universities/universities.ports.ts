import type { AnyColumn, SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { definePort } from '../../platform/ports.ts'

/**
 * A university's members are accounts, and accounts belong to the users module, which sits above this
 * one: it provides the counts from its register() (platform/ports.ts), and the universities' answers
 * read them when a request runs. The app always has the users module, so the port has no fallback.
 */
export interface UniversityMemberCounts {
  /** How many members each of these universities has; every id is a key (0 when none). One query. */
  count(db: Executor, universityIds: readonly number[]): Promise<Map<number, number>>
  /** The same count as SQL over a university id column, for ranking universities by it in a query. */
  countOf(universityIdColumn: AnyColumn | SQL): SQL
  /** How many live members chose each faculty and department of this university (absent: none). */
  countAffiliated(
    db: Executor,
    universityId: number,
  ): Promise<{ faculties: Map<number, number>; departments: Map<number, number> }>
}

export const memberCountsPort = definePort<UniversityMemberCounts>('universities.memberCounts')
