import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { posts } from '../../db/schema/posts.ts'
import type { Viewer } from '../../platform/auth.ts'
import { forbidden } from '../../platform/errors.ts'
import { definePort } from '../../platform/ports.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import type { ActivityTarget } from './posts.compose.service.ts'

/**
 * Where a post lives (issue 30): the community or the university whose staff keep order over it. A
 * post of a community lives there, and so does every reply in its thread and every comment on one of
 * its events (and the replies to those); a comment on a university's event or announcement lives in
 * that university. A community's ban and its staff's removal reach all of it, and reports about any of
 * it reach its queue.
 */
export interface PostHome {
  communityId: number | null
  /** Set only for the thread of a university's event or announcement (its UniAdmins remove there). */
  universityId: number | null
}

const NOWHERE: PostHome = { communityId: null, universityId: null }

/** The parent of an event's or an announcement's comments; null when the item does not exist. */
export type ActivityHomeLookup = (db: Executor, target: ActivityTarget) => Promise<PostHome | null>

/**
 * Events and announcements are the activities module's, above this one; it provides the lookup from
 * its register() (docs/modules.md, Ports). Without it no comment has an item to live under.
 */
export const activityHomePort = definePort<ActivityHomeLookup>('posts.activityHome', async () => null)

/** Whether a person is banned from a community: the communities module provides it. */
export type CommunityBanLookup = (db: Executor, communityId: number, userId: number) => Promise<boolean>
export const communityBanPort = definePort<CommunityBanLookup>('posts.communityBan', async () => false)

/** Thread depth past which the walk up stops: far beyond any real conversation. */
const MAX_DEPTH = 10_000

/** The home of a post: the nearest post up its reply chain (itself first) that names a place. */
export async function postHome(ctx: Pick<ServiceContext, 'db' | 'ports'>, postId: number): Promise<PostHome> {
  const [row] = await queryRows<{
    community_id: number | null
    event_id: number | null
    announcement_id: number | null
  }>(
    ctx.db,
    sql`WITH RECURSIVE up(id, in_reply_to_id, community_id, event_id, announcement_id, depth) AS (
        SELECT ${posts.id}, ${posts.inReplyToId}, ${posts.communityId}, ${posts.eventId}, ${posts.announcementId}, 0
        FROM ${posts} WHERE ${posts.id} = ${postId}
      UNION ALL
        SELECT p.id, p.in_reply_to_id, p.community_id, p.event_id, p.announcement_id, up.depth + 1
        FROM ${posts} p JOIN up ON p.id = up.in_reply_to_id
        WHERE up.depth < ${MAX_DEPTH}
          AND up.community_id IS NULL AND up.event_id IS NULL AND up.announcement_id IS NULL
      )
      SELECT community_id, event_id, announcement_id FROM up
      WHERE community_id IS NOT NULL OR event_id IS NOT NULL OR announcement_id IS NOT NULL
      ORDER BY depth LIMIT 1`,
  )
  if (!row) return NOWHERE
  if (row.community_id !== null) return { communityId: Number(row.community_id), universityId: null }
  const target: ActivityTarget =
    row.event_id !== null
      ? { kind: 'event', id: Number(row.event_id) }
      : { kind: 'announcement', id: Number(row.announcement_id) }
  return activityHome(ctx, target)
}

/** The home of an event's or an announcement's comments. */
export async function activityHome(
  ctx: Pick<ServiceContext, 'db' | 'ports'>,
  target: ActivityTarget,
): Promise<PostHome> {
  return (await ctx.ports.get(activityHomePort)(ctx.db, target)) ?? NOWHERE
}

/** A person banned from the community a thread lives in neither replies nor comments there: 403. */
export async function checkNotBannedFrom(
  ctx: Pick<ServiceContext, 'db' | 'ports'>,
  home: PostHome,
  viewer: Viewer,
): Promise<void> {
  if (home.communityId === null) return
  if (await ctx.ports.get(communityBanPort)(ctx.db, home.communityId, viewer.id)) {
    throw forbidden('banned_in_community')
  }
}
