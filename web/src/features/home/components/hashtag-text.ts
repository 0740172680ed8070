/** Hashtag suggestions in the composer: finding the tag at the caret and putting the chosen one in. */

export interface HashtagAtCaret {
  /** What follows the '#', up to the caret. */
  query: string
  /** Index of the '#'. */
  start: number
  /** End of the word the caret is in. */
  end: number
}

const WORD = /[\p{L}\p{N}_]/u
const TAG_BEFORE_CARET = /(?:^|[^\p{L}\p{N}_#])#([\p{L}\p{N}_]+)$/u

/**
 * The hashtag being typed at the caret: '#' followed by word characters (spec 000 section 5), in
 * any script since hashtags may be Turkish. Null when the caret is not inside one.
 */
export function hashtagAtCaret(text: string, caret: number): HashtagAtCaret | null {
  const match = TAG_BEFORE_CARET.exec(text.slice(0, caret))
  const query = match?.[1]
  if (!query) return null
  let end = caret
  while (end < text.length && WORD.test(text.charAt(end))) end += 1
  return { query, start: caret - query.length - 1, end }
}

/** Replaces the hashtag being typed by '#name ' and says where the caret goes. */
export function insertHashtag(
  text: string,
  at: HashtagAtCaret,
  name: string,
): { value: string; caret: number } {
  const before = text.slice(0, at.start)
  const after = text.slice(at.end).replace(/^ /, '')
  const tag = `#${name} `
  return { value: before + tag + after, caret: before.length + tag.length }
}
