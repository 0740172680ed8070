/**
 * The post length rule on the client (280 characters: composer, replies, edits, quotes), kept pure
 * so it is tested without a DOM. Lengths count code points, as the server does (DESIGN.md section 5),
 * so an emoji is one character, not two.
 */

export function codePointLength(text: string): number {
  let n = 0
  for (const _ of text) n += 1
  return n
}

function takeCodePoints(text: string, count: number): string {
  if (count <= 0) return ''
  let out = ''
  let n = 0
  for (const ch of text) {
    if (n === count) break
    out += ch
    n += 1
  }
  return out
}

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff

/**
 * The text after an edit, held to `limit` characters: what was inserted is cut to the room left, so
 * typing beyond the limit is blocked and a paste beyond it is cut, wherever the caret is. Deleting is
 * always allowed, even while the text is over the limit. `caret` is where the caret belongs when the
 * edit was cut (null when it went through as typed).
 */
export function clampEdit(
  prev: string,
  next: string,
  limit: number,
): { value: string; caret: number | null } {
  if (codePointLength(next) <= limit) return { value: next, caret: null }
  let start = 0
  const max = Math.min(prev.length, next.length)
  while (start < max && prev.charCodeAt(start) === next.charCodeAt(start)) start += 1
  if (start > 0 && isHigh(next.charCodeAt(start - 1))) start -= 1
  let end = 0
  while (
    end < max - start &&
    prev.charCodeAt(prev.length - 1 - end) === next.charCodeAt(next.length - 1 - end)
  ) {
    end += 1
  }
  if (end > 0 && isLow(next.charCodeAt(next.length - end))) end -= 1
  const before = next.slice(0, start)
  const after = next.slice(next.length - end)
  const inserted = next.slice(start, next.length - end)
  const room = limit - codePointLength(before) - codePointLength(after)
  const kept = takeCodePoints(inserted, room)
  return { value: before + kept + after, caret: before.length + kept.length }
}
