import { z } from 'zod'
import { ERRORS } from './catalogue.ts'
import { LINK_LIMITS } from './limits.ts'

/**
 * Link cards (issue 31): what a link in a post, comment or chat message is, and the card of the page it
 * points at. The recognition is here so that the web shows as a link exactly what the server makes a
 * card for. docs/decisions.md, "Link previews".
 */

/**
 * http:// or https:// and what follows up to a space, not glued to a word before it (as hashtags and
 * mentions). Quotes and apostrophes end it: a Turkish suffix is written after one ("agora.edu.tr'de").
 */
const LINK = /(?<![\p{L}\p{N}_])https?:\/\/[^\s<>"'`‘’“”\p{Cc}]+/giu
/** What ends a sentence rather than the address: "see https://agora.edu.tr." */
const TRAILING_PUNCTUATION = /[.,:;!?…]+$/u
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' }

/** A link as the text holds it: its place (UTF-16 offsets, `end` exclusive) and the address. */
export interface TextLink {
  start: number
  end: number
  url: string
}

/** Every link of a text, in order. */
export function linksIn(text: string): TextLink[] {
  const links: TextLink[] = []
  for (const match of text.matchAll(LINK)) {
    const url = trimEnd(match[0])
    if (isLinkUrl(url)) links.push({ start: match.index, end: match.index + url.length, url })
  }
  return links
}

/** The first link of a text, or null: the one a post's or a message's card is made for. */
export function firstLinkIn(text: string): string | null {
  return linksIn(text)[0]?.url ?? null
}

/** An address that may have a card: http(s), a host, no credentials, at most LINK_LIMITS.urlMaxLength. */
export function isLinkUrl(text: string): boolean {
  if (text.length > LINK_LIMITS.urlMaxLength) return false
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return false
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === ''
  )
}

/** Drops sentence punctuation and closing brackets that close nothing opened inside the address. */
function trimEnd(candidate: string): string {
  let url = candidate
  for (;;) {
    const trimmed = url.replace(TRAILING_PUNCTUATION, '')
    const last = trimmed.at(-1)
    const opener = last ? CLOSERS[last] : undefined
    if (opener && count(trimmed, last!) > count(trimmed, opener)) url = trimmed.slice(0, -1)
    else if (trimmed !== url) url = trimmed
    else return url
  }
}

const count = (text: string, ch: string) => text.split(ch).length - 1

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
