import { LINK_LIMITS } from './limits.ts'

/**
 * What a link is (issue 31), without zod: the web app imports these for every post it shows, and a
 * module of the contract that builds schemas at its top level would bring zod into the first screen.
 * The server's cards and the web's links follow the same rule. docs/decisions.md, "Link previews".
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
