/**
 * pg_trgm's word_similarity(term, text) in JavaScript, step for step (trgm_op.c, calc_word_similarity
 * and iterate_word_similarity, without the strict and check-only variants), so that people search
 * ranks its candidates in the instance (users.search-candidates.ts) as the statement did: the greatest
 * similarity between the term's trigrams and any run of the text's trigrams, in float4 as PostgreSQL
 * computes it. A test compares it with the database's on both drivers (users.search-similarity.test.ts).
 */

const WORD = /[\p{L}\p{N}]/u
const SPACE = 32

/** Whether a UTF-16 unit is a letter or digit (pg_trgm's ISWORDCHR): ASCII at once, the rest by class. */
function isWordUnit(code: number): boolean {
  if (code < 128)
    return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90)
  return WORD.test(String.fromCharCode(code))
}

/** A trigram as one number: three UTF-16 units of 16 bits (exact in a double). */
const trigramKey = (a: number, b: number, c: number) => a * 4294967296 + b * 65536 + c

/**
 * generate_trgm_only's walk: each word of letters and digits padded "  word ", each three units of it
 * in order, handed to `visit`. The people index (its postings) and the measure below both read it.
 */
export function forEachTrigram(text: string, visit: (a: number, b: number, c: number) => void): void {
  let i = 0
  while (i < text.length) {
    while (i < text.length && !isWordUnit(text.charCodeAt(i))) i++
    if (i >= text.length) break
    let a = SPACE
    let b = SPACE
    while (i < text.length && isWordUnit(text.charCodeAt(i))) {
      const c = text.charCodeAt(i++)
      visit(a, b, c)
      a = b
      b = c
    }
    visit(a, b, SPACE)
  }
}

/** The trigrams of a text in order, as numbers (trigramKey). */
function trigramSequence(text: string): number[] {
  const out: number[] = []
  forEachTrigram(text, (a, b, c) => out.push(trigramKey(a, b, c)))
  return out
}

/** CALCSML, in float4. */
const calc = (count: number, len1: number, len2: number) => Math.fround(count / (len1 + len2 - count))

/** pg_trgm's trigrams of a text: each word padded "  word ", every three letters of it, once each. */
export function paddedTrigrams(text: string): Set<string> {
  const out = new Set<string>()
  forEachTrigram(text, (a, b, c) => out.add(String.fromCharCode(a, b, c)))
  return out
}

/** The trigrams inside a term's words (those without padding): a text containing the term holds each. */
export function innerTrigrams(term: string): string[] {
  return [...paddedTrigrams(term)].filter((trigram) => !trigram.includes(' '))
}

/** A measure of texts against one term: its trigrams are read once. */
export function wordSimilarityTo(term: string): (text: string) => number {
  const wanted = new Set(trigramSequence(term))
  const ulen1 = wanted.size
  return (text) => {
    const sequence = trigramSequence(text)
    const ids = new Map<number, number>()
    const found: boolean[] = []
    const trg2indexes = new Int32Array(sequence.length)
    for (let i = 0; i < sequence.length; i++) {
      const trigram = sequence[i]!
      let id = ids.get(trigram)
      if (id === undefined) {
        id = found.length
        ids.set(trigram, id)
        found.push(wanted.has(trigram))
      }
      trg2indexes[i] = id
    }
    const lastpos = new Int32Array(found.length).fill(-1)
    let ulen2 = 0
    let count = 0
    let lower = -1
    let best = 0
    for (let i = 0; i < sequence.length; i++) {
      const k = trg2indexes[i]!
      if (lower >= 0 || found[k]) {
        if (lastpos[k]! < 0) {
          ulen2++
          if (found[k]) count++
        }
        lastpos[k] = i
      }
      if (!found[k]) continue
      const upper = i
      if (lower === -1) {
        lower = i
        ulen2 = 1
      }
      let current = calc(count, ulen1, ulen2)
      let tmpCount = count
      let tmpUlen2 = ulen2
      const previousLower = lower
      for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
        const tried = calc(tmpCount, ulen1, tmpUlen2)
        if (tried > current) {
          current = tried
          ulen2 = tmpUlen2
          lower = tmpLower
          count = tmpCount
        }
        const at = trg2indexes[tmpLower]!
        if (lastpos[at] === tmpLower) {
          tmpUlen2--
          if (found[at]) tmpCount--
        }
      }
      best = Math.max(best, current)
      for (let tmpLower = previousLower; tmpLower < lower; tmpLower++) {
        const at = trg2indexes[tmpLower]!
        if (lastpos[at] === tmpLower) lastpos[at] = -1
      }
    }
    return best
  }
}
