import type { Executor } from '../../db/client.ts'
import type { Viewer } from '../../platform/auth.ts'
import { forbidden, notFound } from '../../platform/errors.ts'
import { definePort } from '../../platform/ports.ts'
import type { ServiceContext } from '../../platform/service-context.ts'

/** Where a person stands in a community they want to post into. */
export type CommunityStanding = 'member' | 'not_member' | 'missing'
export type CommunityPostingCheck = (
  db: Executor,
  communityId: number,
  userId: number,
) => Promise<CommunityStanding>

/**
 * Who may post into a community (platform/ports.ts). Communities belong to the communities module,
 * which sits above this one and provides the check from its register(). Without it no community
 * exists for posting.
 */
export const communityPostingPort = definePort<CommunityPostingCheck>(
  'posts.communityPosting',
  async () => 'missing',
)

/** Only members post into a community: 404 for one that does not exist, 403 for a non-member. */
export async function checkCommunityPosting(
  ctx: Pick<ServiceContext, 'db' | 'ports'>,
  communityId: number,
  userId: number,
): Promise<void> {
  const standing = await ctx.ports.get(communityPostingPort)(ctx.db, communityId, userId)
  if (standing === 'missing') throw notFound('community_not_found')
  if (standing === 'not_member') throw forbidden('not_a_member')
}

/** Community staff taking down a reported post of their community, with the reason for its log. */
export type CommunityPostRemoval = (
  ctx: ServiceContext,
  moderator: Viewer,
  communityId: number,
  postId: number,
  reason: string,
) => Promise<void>

/**
 * How a community's staff remove a reported post (posts.report-target.ts): the communities module checks
 * their standing and writes its moderation log. No fallback: only a community's post has staff.
 */
export const communityPostRemovalPort = definePort<CommunityPostRemoval>('posts.communityPostRemoval')
