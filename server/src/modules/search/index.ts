import type { AppModule } from '../../platform/module.ts'
import { searchRoutes } from './search.routes.ts'

/**
 * The search module's face (docs/modules.md): quick and detailed search, the popular lists, Explore's
 * trending tags and each person's search history. It owns the search_history table
 * (db/schema/search.ts); the matching runs in the modules that own what is found, through their faces.
 */
export const searchModule: AppModule = {
  name: 'search',
  async register(api, ctx) {
    await api.register(searchRoutes(ctx))
  },
}
