import { exportSections } from '../../platform/contributions/export-sections.ts'
import { reportTargets } from '../../platform/contributions/report-targets.ts'
import type { AppModule } from '../../platform/module.ts'
import type { PresenceOfflineEvent } from '../../platform/realtime.ts'
import { chatsExportSection } from './chats.export.ts'
import { recordLastSeen } from './chats.messages.repository.ts'
import { messageReportTarget } from './chats.reports.ts'
import { chatsRoutes } from './chats.routes.ts'
import { installChatSocket } from './chats.socket.ts'

/**
 * The chats module's face (docs/modules.md): one-to-one and group chats, their requests, messages
 * and read marks, Settings > Direct messages and last-seen times (db/schema/chats.ts); the chat socket
 * at /api/ws/chat/{chatId}. Others hear of messages and reads through its events (ChatEvent).
 */
export const chatsModule: AppModule = {
  name: 'chats',
  async register(api, ctx) {
    await api.register(chatsRoutes(ctx))
    // What moderation gathers from every module: a reported message.
    ctx.ports.contribute(reportTargets, 'chat_message', messageReportTarget)
    // What the data export gathers from every module: messages sent and received.
    ctx.ports.contribute(exportSections, 'chats', chatsExportSection)
    await installChatSocket(api, ctx)
    // Every instance hears it; each writes the same time, so the repeat is harmless.
    await ctx.events.subscribe('presence.offline', (raw) => {
      const event = raw as PresenceOfflineEvent
      void recordLastSeen(ctx.db, event.user_id, new Date(event.at)).catch((err: unknown) =>
        ctx.log.error({ err }, 'recording last seen failed'),
      )
    })
  },
}

export type { ChatEvent } from './chats.events.ts'
// The mail digest's messages waiting (issue 31): unread messages and open requests.
export { unreadTotals } from './chats.repository.ts'
// Seeds (demo:seed, tests, bench).
export { seedChat, seedMessage } from './chats.seed.ts'
