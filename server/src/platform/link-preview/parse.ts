import { Parser } from 'htmlparser2'

/**
 * What a link card shows of a page (issue 31), read from its Open Graph tags, then its Twitter card
 * tags, then its plain <title> and <meta name="description">. Every field is plain text (entities
 * decoded, tags and control characters removed, whitespace collapsed, cut to a length) or an absolute
 * http(s) URL; nothing of the page is ever kept as HTML. Pure: the page's text in, the card's fields out.
 */
export interface PageMetadata {
  title: string | null
  description: string | null
  siteName: string | null
  /** Absolute, http or https; the card's image is fetched from it through the image queue, never linked. */
  imageUrl: string | null
  canonicalUrl: string | null
}

export const METADATA_LIMITS = { title: 200, description: 500, siteName: 100, url: 2048 } as const

/** The most of a page read: what the fetcher reads at most. */
const MAX_HTML = 1024 * 1024

export function parsePageMetadata(html: string, pageUrl: string): PageMetadata {
  const found = scan(html.length > MAX_HTML ? html.slice(0, MAX_HTML) : html)
  const base = absoluteUrl(found.baseHref, pageUrl) ?? pageUrl
  const meta = (...keys: string[]) => keys.map((key) => found.meta.get(key)).filter((v) => v !== undefined)
  const firstUrl = (candidates: (string | undefined)[]) =>
    candidates.map((value) => absoluteUrl(value, base)).find((url) => url !== null) ?? null
  return {
    title: firstText([...meta('og:title', 'twitter:title'), found.title], METADATA_LIMITS.title),
    description: firstText(
      meta('og:description', 'twitter:description', 'description'),
      METADATA_LIMITS.description,
    ),
    siteName: firstText(meta('og:site_name', 'application-name'), METADATA_LIMITS.siteName),
    imageUrl: firstUrl([
      ...meta('og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src'),
      found.imageSrc,
    ]),
    canonicalUrl: firstUrl([found.canonical, ...meta('og:url')]),
  }
}

interface Found {
  /** The first content of each <meta property|name>, by lowercase key. */
  meta: Map<string, string>
  title?: string
  canonical?: string
  imageSrc?: string
  baseHref?: string
}

/** One pass of a tokenizer over the page, up to its <body>: what cards are made of lives in the head. */
function scan(html: string): Found {
  const found: Found = { meta: new Map() }
  let foreign = 0 // inside <svg> or <math>, whose <title> is not the page's
  let titleText: string | null = null
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'body') return parser.pause()
        if (name === 'svg' || name === 'math') foreign++
        else if (name === 'title' && foreign === 0 && found.title === undefined) titleText = ''
        else if (name === 'meta') addMeta(found.meta, attribs)
        else if (name === 'link') addLink(found, attribs)
        else if (name === 'base' && found.baseHref === undefined) found.baseHref = attribs.href
      },
      ontext(text) {
        if (titleText !== null) titleText += text
      },
      onclosetag(name) {
        if (name === 'svg' || name === 'math') foreign = Math.max(0, foreign - 1)
        else if (name === 'title' && titleText !== null) {
          found.title = titleText
          titleText = null
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  parser.write(html)
  parser.end()
  return found
}

function addMeta(meta: Map<string, string>, attribs: Record<string, string>): void {
  const content = attribs.content
  if (content === undefined) return
  // Open Graph says property=, Twitter says name=; pages mix them up, so either names the key.
  for (const key of [attribs.property, attribs.name]) {
    const k = key?.trim().toLowerCase()
    if (k && !meta.has(k)) meta.set(k, content)
  }
}

function addLink(found: Found, attribs: Record<string, string>): void {
  const rels = (attribs.rel ?? '').toLowerCase().split(/\s+/)
  if (rels.includes('canonical')) found.canonical ??= attribs.href
  if (rels.includes('image_src')) found.imageSrc ??= attribs.href
}

function firstText(candidates: (string | undefined)[], limit: number): string | null {
  for (const candidate of candidates) {
    const text = plainText(candidate, limit)
    if (text) return text
  }
  return null
}

// Tags some pages leave inside a description's text; the card shows words, not markup.
const TAG = /<\/?[a-z][^<>]*>/gi
// Control characters, and the bidirectional overrides and isolates that would reorder the card's text.
const INVISIBLE = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu

/** Text fit for a card: no tags, one space between words, at most `limit` code points. */
export function plainText(value: string | undefined, limit: number): string | null {
  if (value === undefined) return null
  const text = value.replace(TAG, ' ').replace(/\s+/g, ' ').replace(INVISIBLE, '').trim()
  return text ? truncate(text, limit) : null
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/** At most `limit` code points, cut between two characters (never inside one), ending with an ellipsis. */
function truncate(text: string, limit: number): string {
  if ([...text].length <= limit) return text
  let kept = ''
  let count = 0
  for (const { segment } of graphemes.segment(text)) {
    const size = [...segment].length
    if (count + size > limit - 1) break
    kept += segment
    count += size
  }
  return `${kept.trimEnd()}…`
}

/** An absolute http(s) URL for `value` read against `base`, or null. */
function absoluteUrl(value: string | undefined, base: string): string | null {
  const text = value?.trim()
  if (!text) return null
  try {
    const url = new URL(text, base)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    if (url.username || url.password || url.href.length > METADATA_LIMITS.url) return null
    return url.href
  } catch {
    return null
  }
}
