import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { chatMembers, chatMessages, chats } from '../../db/schema/chats.ts'
import type { ExportSection } from '../../platform/contributions/export-sections.ts'
import { usernameOf } from '../users/index.ts'
import { hiddenSender } from './chats.blocks.repository.ts'

/**
 * The chats part of a data export (issue 16): the messages the person sent, and those they received
 * as the chat shows them (after they joined, before they left, after what they cleared, in a group
 * none from a member in a block with them), with the sender's username and the text only. What they
 * cleared is a message id (chat_members.cleared_up_to), compared with the id, not the chat's seq
 * (issue 30: messages received after a clear were left out).
 */
export function exportMessagesOf(db: Executor, userId: number) {
  return queryRows(
    db,
    sql`SELECT c.id AS chat_id, c.is_group, c.name AS chat_name, m.id, ${usernameOf(sql`m.user_id`)} AS sender,
      CASE WHEN m.user_id = ${userId} THEN 'sent' ELSE 'received' END AS direction, m.content, m.created_at
    FROM ${chatMessages} m
    JOIN ${chats} c ON c.id = m.chat_id
    JOIN ${chatMembers} cm ON cm.chat_id = m.chat_id AND cm.user_id = ${userId}
    WHERE m.user_id = ${userId}
      OR (m.id > cm.cleared_up_to AND m.created_at >= cm.joined_at
        AND (cm.left_at IS NULL OR m.created_at <= cm.left_at) AND cm.status <> 'declined'
        AND NOT ${hiddenSender(userId, sql`c.is_group`, sql`m.user_id`)})
    ORDER BY m.chat_id, m.seq`,
  )
}

export const chatsExportSection: ExportSection = {
  readme: [
    [
      'messages.json',
      "Chat messages you sent and received (direction), with the chat, the sender's\nusername and the text.",
    ],
  ],
  async write(ctx, userId, archive) {
    archive.json('messages.json', await exportMessagesOf(ctx.db, userId))
  },
}
