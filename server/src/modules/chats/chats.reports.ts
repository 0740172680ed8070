import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { chatMembers, chatMessages, chats } from '../../db/schema/chats.ts'
import { type ReportTargetKind, reportSnapshot } from '../../platform/contributions/report-targets.ts'
import { findUser } from '../users/index.ts'
import { hiddenSender } from './chats.blocks.repository.ts'
import type { MessageRow } from './chats.messages.repository.ts'

/**
 * A reported chat message (platform/contributions/report-targets.ts). Nothing removes it: a moderator
 * warns or suspends its sender instead (cannot_remove_target).
 */
export const messageReportTarget: ReportTargetKind = {
  async find(ctx, viewer, id) {
    const m = await findReportableMessage(ctx.db, viewer.id, id)
    if (!m) return null
    const sender = await findUser(ctx.db, m.userId)
    return {
      ownerId: m.userId,
      communityId: null,
      snapshot: reportSnapshot(null, m.content, [], sender?.username ?? null, m.createdAt.toISOString()),
    }
  },
}

/**
 * A message as its reader may report it: only a member of its chat reaches it, and only a message
 * they could read: after what they cleared, not posted after they left (issue 30), and in a group not
 * from a member in a block with them. Anyone else gets null.
 */
export async function findReportableMessage(
  db: Executor,
  viewerId: number,
  messageId: number,
): Promise<Omit<MessageRow, 'linkCard'> | null> {
  const [row] = await db
    .select({
      id: chatMessages.id,
      chatId: chatMessages.chatId,
      userId: chatMessages.userId,
      content: chatMessages.content,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .innerJoin(
      chatMembers,
      and(eq(chatMembers.chatId, chatMessages.chatId), eq(chatMembers.userId, viewerId)),
    )
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(
      and(
        eq(chatMessages.id, messageId),
        sql`${chatMessages.id} > ${chatMembers.clearedUpTo}`,
        sql`(${chatMembers.leftAt} IS NULL OR ${chatMessages.createdAt} <= ${chatMembers.leftAt})`,
        sql`NOT ${hiddenSender(viewerId, sql`${chats.isGroup}`, sql`${chatMessages.userId}`)}`,
      ),
    )
    .limit(1)
  return row ?? null
}
