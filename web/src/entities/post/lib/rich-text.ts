export type ContentSegment =
  | { kind: 'text'; text: string }
  | { kind: 'mention'; text: string; userId: number }
  | { kind: 'hashtag'; text: string; tag: string }

/**
 * A hashtag is # and a mention @ followed by word characters in any script (spec 000 section 5,
 * DESIGN.md: Turkish letters included), not glued to a word before it (an address, a URL fragment).
 */
const TOKEN = /(?<![\p{L}\p{N}_])([#@])([\p{L}\p{M}\p{N}_]+)/gu

/**
 * Splits post text into plain text, mentions and hashtags. A mention becomes a link only when the
 * server resolved it (mentioned_users); an unknown @name stays plain text, as on the server.
 */
export function parseContent(
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
