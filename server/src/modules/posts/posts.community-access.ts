import type { Executor } from '../../db/client.ts'
import { forbidden, notFound } from '../../platform/errors.ts'

/**
 * Who may post into a community. Communities belong to the communities module, which uses this one
 * (and so cannot be imported here): it registers its answer from its register()
 * (`setCommunityPostingCheck(...)`). Until one is registered no community exists for posting.
 */
export type CommunityStanding = 'member' | 'not_member' | 'missing'
export type CommunityPostingCheck = (
  db: Executor,
  communityId: number,
  userId: number,
) => Promise<CommunityStanding>

const none: CommunityPostingCheck = async () => 'missing'
let check: CommunityPostingCheck = none

/** Replaces the check; `null` puts back the default (no community exists). */
export function setCommunityPostingCheck(fn: CommunityPostingCheck | null): void {
  check = fn ?? none
}

/** Only members post into a community: 404 for one that does not exist, 403 for a non-member. */
export async function checkCommunityPosting(
  db: Executor,
  communityId: number,
  userId: number,
): Promise<void> {
  const standing = await check(db, communityId, userId)
  if (standing === 'missing') throw notFound('community_not_found')
  if (standing === 'not_member') throw forbidden('not_a_member')
}
