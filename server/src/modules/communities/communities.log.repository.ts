import type { ModerationAction } from '@agora/contract'
import { desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { communityModerationLog } from '../../db/schema/communities.ts'
import { userCardJson } from '../users/index.ts'
import type { UserCard } from './communities.members.repository.ts'

/** The moderation log: what the community's staff did, newest first. */

const log = communityModerationLog

export interface LogEntry {
  communityId: number
  action: ModerationAction
  actorId: number
  targetUserId?: number | null
  postId?: number | null
  reason?: string | null
  detail?: string | null
  at: Date
}

export async function writeLog(db: Executor, e: LogEntry): Promise<void> {
  await db.insert(log).values({
    communityId: e.communityId,
    action: e.action,
    actorId: e.actorId,
    targetUserId: e.targetUserId ?? null,
    postId: e.postId ?? null,
    reason: e.reason ?? null,
    detail: e.detail ?? null,
    createdAt: e.at,
  })
}

export async function listLog(db: Executor, communityId: number, page: { skip: number; limit: number }) {
  return db
    .select({
      id: log.id,
      action: sql<ModerationAction>`${log.action}`,
      actor: sql<UserCard | null>`${userCardJson(sql`${log.actorId}`)}`,
      target: sql<UserCard | null>`${userCardJson(sql`${log.targetUserId}`)}`,
      postId: log.postId,
      reason: log.reason,
      detail: log.detail,
      createdAt: log.createdAt,
    })
    .from(log)
    .where(eq(log.communityId, communityId))
    .orderBy(desc(log.id))
    .offset(page.skip)
    .limit(page.limit)
}
