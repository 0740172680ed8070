import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The links module's table (issue 31): one card per normalized URL, however many posts and messages
 * carry the link, so that a page is fetched once a day at most. A fetch that was refused is kept too
 * (`refusal`, with no fields), so that a bad link is not fetched again on every post within the day.
 * docs/decisions.md, "Link previews".
 */
export const linkCards = pgTable('link_cards', {
  id: serial('id').primaryKey(),
  /** The address as asked for: lowercase scheme and host, no default port, no fragment. */
  url: text('url').notNull().unique('link_cards_url_key'),
  /** Where the page was read after redirects; null when it was refused. */
  finalUrl: text('final_url'),
  title: text('title'),
  description: text('description'),
  siteName: text('site_name'),
  /** The stored media path of the card's image, re-encoded by the server; null without one. */
  imagePath: text('image_path'),
  /** When the page was last fetched (or refused): the card is fetched again a day later. */
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  /** Why the last fetch gave no card (a FetchRefusal code, or 'no_title'); null when it gave one. */
  refusal: text('refusal'),
})
