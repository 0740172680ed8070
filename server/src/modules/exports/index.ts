import type { AppModule } from '../../platform/module.ts'
import type { UserEvent } from '../users/index.ts'
import { exportsRoutes } from './exports.routes.ts'
import { prepareExports, removeExpiredExports, removeExportsOf } from './exports.service.ts'

/**
 * The exports module's face (docs/modules.md): data exports (issue 16). It owns the data_exports
 * table (db/schema/exports.ts); each module that owns a person's data contributes its section of the
 * archive from its own register() (platform/contributions/export-sections.ts). Nothing else uses it:
 * its face is its registration.
 */
export const exportsModule: AppModule = {
  name: 'exports',
  async register(api, ctx) {
    await api.register(exportsRoutes(ctx))
    ctx.jobs.every('exports:prepare', ctx.config.exportJobIntervalMs, () => prepareExports(ctx))
    ctx.jobs.every('exports:expire', 3600 * 1000, () => removeExpiredExports(ctx))
    await ctx.events.subscribe('user.deleted', (raw) => {
      const event = raw as Extract<UserEvent, { type: 'user.deleted' }>
      void removeExportsOf(ctx, event.user_id).catch((err: unknown) =>
        ctx.log.error({ err }, 'removing the exports of a deleted account failed'),
      )
    })
  },
}
