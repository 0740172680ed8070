import { linksIn } from '@agora/contract'

export type ContentSegment =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; url: string }
  | { kind: 'mention'; text: string; userId: number }
  | { kind: 'hashtag'; text: string; tag: string }

/**
 * A hashtag is # and a mention @ followed by word characters in any script (spec 000 section 5,
 * DESIGN.md: Turkish letters included), not glued to a word before it (an address, a URL fragment).
 */
const TOKEN = /(?<![\p{L}\p{N}_])([#@])([\p{L}\p{M}\p{N}_]+)/gu

/**
 * Splits post text into plain text, links (issue 31: the addresses the server makes cards for, from
 * the contract's linksIn), mentions and hashtags. A mention becomes a link only when the server
 * resolved it (mentioned_users); an unknown @name stays plain text, as on the server. A # or @ inside
 * an address is part of the address.
 */
export function parseContent(
  content: string,
  mentionedUsers: readonly { id: number; username: string }[],
): ContentSegment[] {
  const segments: ContentSegment[] = []
  let last = 0
  for (const link of linksIn(content)) {
    segments.push(...parseWords(content.slice(last, link.start), mentionedUsers))
    segments.push({ kind: 'link', text: link.url, url: link.url })
    last = link.end
  }
  segments.push(...parseWords(content.slice(last), mentionedUsers))
  // Neighbouring texts (around an address that held nothing) join, as parseWords joins its own.
  return segments.reduce<ContentSegment[]>((joined, segment) => {
    const prev = joined[joined.length - 1]
    if (prev?.kind === 'text' && segment.kind === 'text') prev.text += segment.text
    else joined.push(segment.kind === 'text' ? { ...segment } : segment)
    return joined
  }, [])
}

function parseWords(
  content: string,
  mentionedUsers: readonly { id: number; username: string }[],
): ContentSegment[] {
  const users = new Map(mentionedUsers.map((u) => [u.username.toLowerCase(), u.id]))
  const segments: ContentSegment[] = []
  let last = 0
  const pushText = (text: string) => {
    if (!text) return
    const prev = segments[segments.length - 1]
    if (prev?.kind === 'text') prev.text += text
    else segments.push({ kind: 'text', text })
  }
  for (const match of content.matchAll(TOKEN)) {
    const [whole, sigil, name] = match
    const start = match.index
    pushText(content.slice(last, start))
    last = start + whole.length
    if (sigil === '#' && name) {
      segments.push({ kind: 'hashtag', text: whole, tag: name })
      continue
    }
    const userId = name ? users.get(name.toLowerCase()) : undefined
    if (userId === undefined) pushText(whole)
    else segments.push({ kind: 'mention', text: whole, userId })
  }
  pushText(content.slice(last))
  return segments
}
