import { type SQL, sql } from 'drizzle-orm'

/**
 * The folding of search in JavaScript, the same as the database's agora_fold() (migration 0014; a
 * test compares the two): Turkish and common Latin letters to their base letter, then lower case, so
 * that "ÖĞRENCİ", "öğrenci" and "ogrenci" are one word and dotted and dotless I both become i.
 */
const FROM = 'İIıÇçĞğÖöŞşÜüÂâÎîÛûÁáÀàÄäÉéÈèÊêËëÍíÌìÓóÒòÔôÚúÙùÑñ'
const TO = 'iiiccggoossuuaaiiuuaaaaaaeeeeeeeeiiiioooooouuuunn'
const MAP = new Map([...FROM].map((ch, i) => [ch, TO[i]!]))

export function foldForSearch(text: string): string {
  let out = ''
  for (const ch of text) out += MAP.get(ch) ?? ch
  return out.toLowerCase()
}

/** A search term as typed, made safe for LIKE: its wildcards (and the escape) escaped. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

type NamePatterns = { term: SQL; anywhere: SQL; prefix: SQL; wordPrefix: SQL }

/** nameSearch's term and patterns as placeholders, for a prepared statement (nameSearchValues fills them). */
export function nameSearchPlaceholders(): NamePatterns {
  return {
    term: sql`${sql.placeholder('term')}::text`,
    anywhere: sql`${sql.placeholder('anywhere')}::text`,
    prefix: sql`${sql.placeholder('prefix')}::text`,
    wordPrefix: sql`${sql.placeholder('wordPrefix')}::text`,
  }
}

/** The values of nameSearchPlaceholders for a folded term. */
export function nameSearchValues(folded: string) {
  const like = escapeLikePattern(folded)
  return { term: folded, anywhere: `%${like}%`, prefix: `${like}%`, wordPrefix: `% ${like}%` }
}

/**
 * Matching a folded name column against a folded term, for the search of communities, universities
 * and the like: `name` is a column holding agora_fold() of the name (their search_name, stored by
 * migration 0015, with a trigram index). `where` finds the term anywhere or a close word (pg_trgm);
 * `tier` orders exact (0), prefix (1), a word's prefix (2), inside (3), close (4); `closeness` orders
 * inside a tier. `folded` is the term, or placeholders for it and its LIKE patterns (a prepared statement).
 */
export function nameSearch(
  name: SQL,
  folded: string | NamePatterns,
): { where: SQL; tier: SQL; closeness: SQL } {
  const values = typeof folded === 'string' ? nameSearchValues(folded) : null
  const p = values
    ? {
        term: sql`${values.term}`,
        anywhere: sql`${values.anywhere}`,
        prefix: sql`${values.prefix}`,
        wordPrefix: sql`${values.wordPrefix}`,
      }
    : (folded as NamePatterns)
  return {
    where: sql`(${name} LIKE ${p.anywhere} OR ${p.term} <% ${name})`,
    tier: sql`CASE WHEN ${name} = ${p.term} THEN 0 WHEN ${name} LIKE ${p.prefix} THEN 1
      WHEN ${name} LIKE ${p.wordPrefix} THEN 2 WHEN ${name} LIKE ${p.anywhere} THEN 3 ELSE 4 END`,
    closeness: sql`word_similarity(${p.term}, ${name})`,
  }
}
