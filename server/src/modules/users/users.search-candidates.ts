import type { AffiliationFilter } from './users.affiliation.ts'
import {
  type IndexedPerson,
  keeps,
  type PeopleIndex,
  usernameIn,
  usernameOfText,
} from './users.search-index.ts'
import { wordSimilarityTo } from './users.search-similarity.ts'

/**
 * How many of the people containing a term are ranked, overall and at the viewer's university, besides
 * the exact username and the people the viewer follows (all of those are). A term that matches more
 * (a three-letter prefix of a common name matches thousands among 200,000) ranks that sample rather
 * than every match: the work stays bounded (docs/benchmarks.md, the search note). A page deeper than
 * the sample widens it.
 */
export const RANKED_PEOPLE = 100

/** The viewer's accepted follows, and the accounts blocked either way. */
export interface SearchRelations {
  followed: number[]
  blocked: number[]
}

/**
 * The tier of a text that contains the term, or 4: the stored text is "username nickname first last"
 * (a username has no space), so a term of several words that runs from the nickname into the first
 * name counts as a name word's start.
 */
export function tierOf(text: string, folded: string): number {
  const username = usernameOfText(text)
  if (username === folded) return 0
  if (username.startsWith(folded)) return 1
  const rest = text.slice(username.length + 1)
  if (rest.startsWith(folded) || rest.includes(` ${folded}`)) return 2
  return text.includes(folded) ? 3 : 4
}

/**
 * The page of a people search, as ids in order (users.search.repository.ts reads their rows, checking
 * each again). The candidates: the first RANKED_PEOPLE usernames starting with the term, RANKED_PEOPLE
 * of those at the viewer's university and overall that contain it, and every person the viewer
 * follows who contains it; only when those do not fill the page, the close ones too (pg_trgm's <% at
 * the session's threshold, overall and among the followed), as a four-letter prefix is close to
 * thousands of names it does not contain. Verified, live, not suspended, no block either way, of the
 * filter asked: applied in every set, so a page is never short.
 *
 * The order a person expects: by tier (tierOf), then the people the viewer follows, then the viewer's
 * university, then the closer match (pg_trgm's word similarity), then the username. The closeness is
 * measured only where it decides: in the groups of equal tier, follow and university that the page
 * reaches.
 */
export function rankPeople(
  index: PeopleIndex,
  viewer: { universityId: number | null },
  folded: string,
  relations: SearchRelations,
  page: { skip: number; limit: number },
  filter: AffiliationFilter,
  now: number,
  threshold: number,
): number[] {
  const blocked = new Set(relations.blocked)
  const followed = new Set(relations.followed)
  const keepLive = keeps(filter, now)
  const keep = (person: IndexedPerson) => !blocked.has(person.id) && keepLive(person)
  const need = page.skip + page.limit
  const cap = Math.max(RANKED_PEOPLE, need)
  const found = new Map<number, IndexedPerson>()
  const add = (people: IndexedPerson[]) => {
    for (const person of people) found.set(person.id, person)
  }
  const followedPeople = relations.followed
    .map((id) => index.people.get(id))
    .filter((person): person is IndexedPerson => person !== undefined && keep(person))
  add(index.usernamePrefix(folded, keep, cap))
  if (viewer.universityId !== null) add(index.containing(folded, keep, cap, viewer.universityId))
  add(index.containing(folded, keep, cap))
  add(followedPeople.filter((person) => person.text.includes(folded)))
  const similarity = wordSimilarityTo(folded)
  const rankedOf = (person: IndexedPerson, tier: number, closeness: number): Ranked => ({
    person,
    tier,
    followed: followed.has(person.id),
    sameUniversity: viewer.universityId !== null && person.universityId === viewer.universityId,
    closeness,
  })
  const ranked = [...found.values()].map((person) => rankedOf(person, tierOf(person.text, folded), -1))
  if (ranked.length < need) {
    const close = index.close(folded, threshold)
    for (const person of [
      ...close.top(keep, cap),
      ...followedPeople.filter((p) => close.heldBy(p) >= close.least),
    ]) {
      if (found.has(person.id)) continue
      const closeness = similarity(person.text)
      if (closeness < threshold) continue
      found.set(person.id, person)
      ranked.push(rankedOf(person, 4, closeness))
    }
  }
  const group = (r: Ranked) => r.tier * 4 + (r.followed ? 0 : 2) + (r.sameUniversity ? 0 : 1)
  ranked.sort((a, b) => group(a) - group(b))
  // Only the groups the page reaches need their closeness, and their order inside.
  const last = Math.min(need, ranked.length) - 1
  if (last < page.skip) return []
  const first = group(ranked[page.skip]!)
  const final = group(ranked[last]!)
  for (const r of ranked) {
    const g = group(r)
    if (g >= first && g <= final && r.closeness < 0) r.closeness = similarity(r.person.text)
  }
  ranked.sort(
    (a, b) =>
      group(a) - group(b) ||
      b.closeness - a.closeness ||
      compare(usernameIn(a.person), usernameIn(b.person)) ||
      a.person.id - b.person.id,
  )
  return ranked.slice(page.skip, need).map((r) => r.person.id)
}

interface Ranked {
  person: IndexedPerson
  tier: number
  followed: boolean
  sameUniversity: boolean
  /** Word similarity to the term, or -1 where it was not needed. */
  closeness: number
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
