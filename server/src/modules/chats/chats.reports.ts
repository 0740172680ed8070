import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { chatMembers, chatMessages } from '../../db/schema/chats.ts'
import type { MessageRow } from './chats.messages.repository.ts'

/**
 * A message as its reader may report it (modules/moderation): only a member of its chat reaches it,
 * and only a message still on their side of it (after what they cleared); anyone else gets null.
 */
export async function findReportableMessage(
  db: Executor,
  viewerId: number,
  messageId: number,
): Promise<MessageRow | null> {
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
    .where(and(eq(chatMessages.id, messageId), sql`${chatMessages.id} > ${chatMembers.clearedUpTo}`))
    .limit(1)
  return row ?? null
}
