import { z } from 'zod'
import { ERRORS } from './catalogue.ts'
import { LINK_LIMITS } from './limits.ts'
import { isLinkUrl } from './link-text.ts'

/**
 * Link cards (issue 31): the card of the page a link in a post, comment or chat message points at. What
 * a link is lives in link-text.ts (no zod, for the web). docs/decisions.md, "Link previews".
 */

/** GET /links/preview?url=: the address typed in the composer. */
export const LinkPreviewQuery = z.object({
  url: z
    .string()
    .max(LINK_LIMITS.urlMaxLength, { error: ERRORS.link_url_invalid.detail })
    .refine(isLinkUrl, { error: ERRORS.link_url_invalid.detail }),
})
export type LinkPreviewQuery = z.infer<typeof LinkPreviewQuery>

/**
 * The card of a page: plain text read from its Open Graph tags or its <title> (never HTML), and its image
 * re-encoded and stored by the server (a media path, as a post's images; never the page's own address).
 */
export const LinkCard = z.object({
  /** The address the card is for, normalized: lowercase scheme and host, no default port or fragment. */
  url: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  site_name: z.string().nullable(),
  image_url: z.string().nullable(),
})
export type LinkCard = z.infer<typeof LinkCard>
