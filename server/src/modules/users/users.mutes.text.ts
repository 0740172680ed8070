import { foldForSearch } from '../../platform/fold.ts'

/**
 * How a muted word, phrase or hashtag matches a post's text (docs/decisions.md, Muting). Both sides are
 * folded as search folds them (platform/fold.ts in JavaScript, agora_fold() in SQL), so muting
 * "istanbul" hides "İSTANBUL" and "Istanbul". A word matches at the start of a word and may go on:
 * Turkish adds its cases as suffixes, so "kedi" hides "kediler" and "Kedi'nin" (and "#kedi"), not
 * "ekedi". A hashtag ("#kedi") matches that tag only, not "#kediler" nor the plain word. A phrase
 * of several words matches them in order with any separators between them.
 *
 * The pattern is a PostgreSQL regular expression (ARE) over agora_fold(content). What separates words
 * is spelled out instead of [[:alnum:]], whose meaning beyond ASCII depends on the database's locale
 * (PGlite and a PostgreSQL server may differ): white space, ASCII punctuation but # and _, and the
 * typographic quotes, dashes and ellipsis.
 */
const SEPARATORS = '\\s!"$%&\'()*+,./:;<=>?@\\[\\\\\\]^`{|}~“”‘’«»„…–—-'
const SEP = `[${SEPARATORS}]`

/** A phrase as stored and shown: trimmed, inner white space as one space. */
export function normalizePhrase(phrase: string): string {
  return phrase.trim().replace(/\s+/gu, ' ')
}

/** The phrase as matched: folded; a person has each folded phrase once. */
export function foldPhrase(phrase: string): string {
  return foldForSearch(normalizePhrase(phrase))
}

/** True when the phrase has something to match: a letter or a digit beside any # and separators. */
export function hasWordCharacter(phrase: string): boolean {
  return /[\p{L}\p{N}]/u.test(phrase)
}

/** The regular expression (PostgreSQL ARE) that finds the phrase in agora_fold() of a post's text. */
export function mutePattern(phrase: string): string {
  const folded = foldPhrase(phrase)
  const words = folded.split(' ').map(escapeRegex).join(`${SEP}+`)
  if (folded.startsWith('#')) return `(^|${SEP})${words}($|${SEP}|#)`
  return `(^|${SEP}|#)${words}`
}

function escapeRegex(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, (c) => `\\${c}`)
}
