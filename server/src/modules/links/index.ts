import type { AppModule } from '../../platform/module.ts'
import { linksRoutes } from './links.routes.ts'

/**
 * The links module's face (docs/modules.md): the cards of the pages that links in posts, comments and
 * chat messages point at (issue 31), one per normalized URL in its link_cards table
 * (db/schema/links.ts). It imports no module, so that posts and chats can ask it for cards.
 */
export const linksModule: AppModule = {
  name: 'links',
  async register(api, ctx) {
    await api.register(linksRoutes(ctx))
  },
}

// For the modules whose texts carry links: a text's link, its card (fetched or stored), and the cards
// of the ids their rows keep.
export { firstLinkIn } from '@agora/contract'
export { linkCardJson } from './links.repository.ts'
export {
  CARD_FRESH_MS,
  cardFor,
  cardIdForText,
  loadLinkCards,
  normalizeLinkUrl,
  type StoredLinkCard,
} from './links.service.ts'

// For tests of the modules whose texts carry links: a local web site whose pages a test sets.
export { coverPng, ogPage, startTestSite, type TestSite } from './links.test-site.ts'
