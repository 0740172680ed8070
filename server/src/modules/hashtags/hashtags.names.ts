/**
 * Tags as written, folded: every post a feed page shows has its tags folded again (posts.presenter.ts),
 * and ICU's Turkish lower-casing was 2% of a For You page's server CPU. Tags repeat; a full memo starts over.
 */
const folds = new Map<string, string>()
const REMEMBERED_FOLDS = 10_000
/** A tag's longest (posts.text.ts HASHTAG_PATTERN). */
const REMEMBERED_LENGTH = 100

/**
 * Hashtags are compared and stored lower-cased with Turkish rules (İ -> i, I -> ı), after NFC so that
 * an I with a combining dot above folds like İ. Turkish rules are the product's choice: its users
 * write Turkish and English, and #ODTÜ, #odtü and #Odtü must be one tag. The cost is that an English
 * "#INFO" folds to "ınfo", matching "#ınfo" but not "#info"; search folds its query the same way.
 * The posts module folds the tags it parses with it; the feed module folds what a reader typed.
 */
export function foldHashtag(name: string): string {
  // A reader's query may be long; only a tag's length is remembered.
  if (name.length > REMEMBERED_LENGTH) return foldTurkish(name)
  let folded = folds.get(name)
  if (folded === undefined) {
    folded = foldTurkish(name)
    if (folds.size >= REMEMBERED_FOLDS) folds.clear()
    folds.set(name, folded)
  }
  return folded
}

const foldTurkish = (name: string) => name.normalize('NFC').toLocaleLowerCase('tr-TR')

/** What the person typed after '#', or a whole tag, as stored: without the '#', folded the Turkish way. */
export function normalizeTag(text: string): string {
  return foldHashtag(text.trim().replace(/^#+/, ''))
}
