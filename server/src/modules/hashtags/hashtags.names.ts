/**
 * Hashtags are compared and stored lower-cased with Turkish rules (İ -> i, I -> ı), after NFC so that
 * an I with a combining dot above folds like İ. Turkish rules are the product's choice: its users
 * write Turkish and English, and #ODTÜ, #odtü and #Odtü must be one tag. The cost is that an English
 * "#INFO" folds to "ınfo", matching "#ınfo" but not "#info"; search folds its query the same way.
 * The posts module folds the tags it parses with it; the feed module folds what a reader typed.
 */
export function foldHashtag(name: string): string {
  return name.normalize('NFC').toLocaleLowerCase('tr-TR')
}

/** What the person typed after '#', or a whole tag, as stored: without the '#', folded the Turkish way. */
export function normalizeTag(text: string): string {
  return foldHashtag(text.trim().replace(/^#+/, ''))
}
