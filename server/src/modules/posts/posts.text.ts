import { LIMITS } from '@agora/contract'
import { foldHashtag } from '../hashtags/index.ts'

/**
 * The hashtag rule, shared with the feed module (hashtag search) and mirrored by the web app's
 * highlighter: '#' followed by letters, digits or underscores in any script (\p{L}\p{N}_, so #kampüs
 * and #ODTÜ are whole tags), and not preceded by one of them, so that "page#top" or "C#" in a word is
 * not a tag. The name is at most 100 characters; a longer run is not a tag.
 */
export const HASHTAG_PATTERN = /(?<![\p{L}\p{N}_])#([\p{L}\p{N}_]{1,100})(?![\p{L}\p{N}_])/gu

/**
 * The mention rule: '@' followed by a username's characters (ASCII letters, digits, underscore), not
 * preceded by one of them, so that an email address (ali@metu.edu.tr) mentions no one. Only names of
 * 3 to 30 characters can be users; the others stay text.
 */
export const MENTION_PATTERN = /(?<![\p{L}\p{N}_])@([A-Za-z0-9_]+)/gu

/** The folded hashtags of a text (the hashtags module's foldHashtag), each once, in order of first use. */
export function parseHashtags(text: string): string[] {
  // Most posts have no tag, and every post a page shows is parsed: the pattern's scan is skipped.
  if (!text.includes('#')) return []
  const seen = new Set<string>()
  for (const match of text.matchAll(HASHTAG_PATTERN)) seen.add(foldHashtag(match[1]!))
  return [...seen]
}

/** The mentioned usernames of a text, lower-cased, each once, in the order they first appear. */
export function parseMentions(text: string): string[] {
  const seen = new Set<string>()
  for (const match of text.matchAll(MENTION_PATTERN)) {
    const name = match[1]!
    if (name.length >= LIMITS.usernameMin && name.length <= LIMITS.usernameMax) seen.add(name.toLowerCase())
  }
  return [...seen]
}

/** Length as the limit counts it: code points, so that an emoji or a Turkish letter counts once. */
export function textLength(text: string): number {
  let n = 0
  for (const _ of text) n += 1
  return n
}
