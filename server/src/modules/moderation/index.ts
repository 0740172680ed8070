import type { AppModule } from '../../platform/module.ts'
import { moderationRoutes } from './moderation.routes.ts'

/**
 * The moderation module's face (docs/modules.md): reports of anything a person can see, the queue of
 * site admins and community staff, their decisions (dismiss, remove, warn, suspend) in the moderation
 * log, and appeals. It owns the reports and moderation_actions tables (db/schema/moderation.ts); a
 * suspension is held by the users module, taken-down content by the module that owns it.
 */
export const moderationModule: AppModule = {
  name: 'moderation',
  async register(api, ctx) {
    await api.register(moderationRoutes(ctx))
  },
}

export type { ModerationEvent } from './moderation.events.ts'
