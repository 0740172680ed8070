import type { AffiliationFilter } from './users.affiliation.ts'
import { innerTrigrams, paddedTrigrams } from './users.search-similarity.ts'

/**
 * The live, verified accounts as people search reads them, held in memory by each instance (issue 32):
 * the candidates of a people search are picked here in a few tens of microseconds, where the seven
 * trigram and LIKE arms of one statement took about 6 ms of PostgreSQL. The statement that follows
 * (users.search.repository.ts) checks every candidate again against the database and ranks them, so
 * the index only chooses which rows are read. users.search-freshness.ts keeps it current.
 *
 * Postings: for each pg_trgm trigram (each word of letters and digits padded with two spaces before
 * and one after), the slots of the people whose text holds it, in slot order (ascending id). A term's
 * inner trigrams must all be in a text that contains it, and a text within word similarity t of the
 * term holds at least t of the term's padded trigrams; so the postings narrow both the "contains" and
 * the "close" sets, and the text itself decides. People changed since the build are in `recent` (their
 * old slot marked dead), scanned one by one, until the next build.
 */
export interface IndexedPerson {
  id: number
  /** users.search_text: "username nickname first last", folded (platform/fold.ts). */
  text: string
  universityId: number | null
  facultyId: number | null
  departmentId: number | null
  studyYear: number | null
  isAlumni: boolean
  /** Epoch milliseconds while suspended (a past value means nothing), else null. */
  suspendedUntil: number | null
}

/** The username of a stored search text: its first word (a username has no space). */
export function usernameOfText(text: string): string {
  const space = text.indexOf(' ')
  return space < 0 ? text : text.slice(0, space)
}

export const usernameIn = (person: IndexedPerson) => usernameOfText(person.text)

export class PeopleIndex {
  /** Each person's latest entry, by id. */
  readonly people = new Map<number, IndexedPerson>()
  /** Built slots in ascending id order, with the postings and sorted views over them. */
  private slots: IndexedPerson[] = []
  private dead = new Uint8Array(0)
  private postings = new Map<string, Int32Array>()
  private byUsername: Int32Array = new Int32Array(0)
  /** The usernames in byUsername's order, for the binary search. */
  private sortedNames: string[] = []
  private byUniversity = new Map<number, Int32Array>()
  private slotOf = new Map<number, number>()
  /** Every slot, for a term too short for the postings. */
  private everySlot: Int32Array = new Int32Array(0)
  /** Entries added or changed since the build, scanned one by one. */
  private recent = new Map<number, IndexedPerson>()
  /** Per kind and term, its first matches whoever searches (remembered); forgotten at every change. */
  private matches = new Map<string, { list: IndexedPerson[]; wide: number }>()
  /** Per term, its close candidates whoever searches (close); forgotten at every change. */
  private closeness = new Map<string, Close>()

  /** Builds the slots, postings and views from `people`; `pause` lets the caller yield between chunks. */
  async build(pause: () => Promise<void> = async () => {}): Promise<void> {
    const slots = [...this.people.values()].sort((a, b) => a.id - b.id)
    const lists = new Map<string, number[]>()
    const universities = new Map<number, number[]>()
    for (let slot = 0; slot < slots.length; slot++) {
      if (slot % 10_000 === 9_999) await pause()
      const person = slots[slot]!
      for (const trigram of paddedTrigrams(person.text)) append(lists, trigram, slot)
      if (person.universityId !== null) append(universities, person.universityId, slot)
    }
    const names = slots.map(usernameIn)
    const byUsername = Int32Array.from(slots.keys()).sort((a, b) =>
      names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : 0,
    )
    // Entries changed while this built stay in `recent`: only those the build read leave it.
    const built = new Set(slots)
    for (const [id, person] of this.recent) if (built.has(person)) this.recent.delete(id)
    this.slots = slots
    this.dead = new Uint8Array(slots.length)
    for (let slot = 0; slot < slots.length; slot++) {
      if (this.people.get(slots[slot]!.id) !== slots[slot]) this.dead[slot] = 1
    }
    this.postings = new Map([...lists].map(([trigram, list]) => [trigram, Int32Array.from(list)]))
    this.byUsername = byUsername
    this.sortedNames = Array.from(byUsername, (slot) => names[slot]!)
    this.byUniversity = new Map([...universities].map(([id, list]) => [id, Int32Array.from(list)]))
    this.slotOf = new Map(slots.map((person, slot) => [person.id, slot]))
    this.everySlot = Int32Array.from(slots.keys())
    this.forget()
  }

  private forget(): void {
    this.matches.clear()
    this.closeness.clear()
  }

  /** Records a person's new entry, or their leaving the index (deleted, unverified) with null. */
  put(id: number, person: IndexedPerson | null): void {
    const slot = this.slotOf.get(id)
    if (slot !== undefined) this.dead[slot] = 1
    this.forget()
    if (person) {
      this.people.set(id, person)
      this.recent.set(id, person)
    } else {
      this.people.delete(id)
      this.recent.delete(id)
    }
  }

  /** How many entries are scanned one by one: the caller builds again past a few thousand. */
  get recentCount(): number {
    return this.recent.size
  }

  /** Up to `cap` live entries of these slots, then of `recent`, that `keep` keeps. */
  private collect(
    slots: ArrayLike<number>,
    keep: (person: IndexedPerson) => boolean,
    cap: number,
    from = 0,
    to = slots.length,
  ): IndexedPerson[] {
    const out: IndexedPerson[] = []
    if (cap <= 0) return out
    for (let i = from; i < to; i++) {
      const slot = slots[i]!
      if (this.dead[slot]) continue
      const person = this.slots[slot]!
      if (keep(person) && out.push(person) >= cap) return out
    }
    for (const person of this.recent.values()) {
      if (keep(person) && out.push(person) >= cap) return out
    }
    return out
  }

  /**
   * The first `cap` people `read` finds that both `match` (the term's own test, whoever searches) and
   * `keep` (the searcher's) admit: from the first matches remembered for `key`, or read again exactly
   * when too few of those are kept. The same people as one read with both tests: a keystroke typed by
   * many searchers walks the postings once (issue 32).
   */
  private remembered(
    key: string,
    cap: number,
    match: (person: IndexedPerson) => boolean,
    keep: (person: IndexedPerson) => boolean,
    read: (test: (person: IndexedPerson) => boolean, cap: number) => IndexedPerson[],
  ): IndexedPerson[] {
    const wide = cap + REMEMBERED_MARGIN
    let held = this.matches.get(key)
    if (!held || held.wide < wide) {
      held = { list: read(match, wide), wide }
      this.matches.delete(key)
      this.matches.set(key, held)
      if (this.matches.size > REMEMBERED_TERMS) this.matches.delete(this.matches.keys().next().value!)
    }
    const out: IndexedPerson[] = []
    for (const person of held.list) if (keep(person) && out.push(person) >= cap) return out
    // Fewer than `wide` were every match there is; else the searcher keeps too few of them.
    return held.list.length < held.wide ? out : read((person) => match(person) && keep(person), cap)
  }

  /** The first `cap` people whose username starts with `folded`, in username order. */
  usernamePrefix(folded: string, keep: (person: IndexedPerson) => boolean, cap: number): IndexedPerson[] {
    // The text starts with the username: a term without a space that starts the text starts the username.
    const starts = (p: IndexedPerson) => !folded.includes(' ') && p.text.startsWith(folded)
    return this.remembered(`u ${folded}`, cap, starts, keep, (test, n) =>
      // The usernames starting with the term lie between it and it followed by the last code unit.
      this.collect(this.byUsername, test, n, this.firstName(folded), this.firstName(`${folded}\uffff`)),
    )
  }

  /** The position of the first sorted username not below `name`. */
  private firstName(name: string): number {
    const names = this.sortedNames
    let low = 0
    let high = names.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if (names[mid]! < name) low = mid + 1
      else high = mid
    }
    return low
  }

  /** The first `cap` people (by id) whose text contains `folded`, of one university when given. */
  containing(
    folded: string,
    keep: (person: IndexedPerson) => boolean,
    cap: number,
    universityId?: number,
  ): IndexedPerson[] {
    const matches = (p: IndexedPerson) =>
      (universityId === undefined || p.universityId === universityId) && p.text.includes(folded)
    return this.remembered(`c${universityId ?? ''} ${folded}`, cap, matches, keep, (test, n) => {
      // The shortest of the term's postings, or of the university's people.
      let slots: Int32Array | undefined
      for (const trigram of innerTrigrams(folded)) {
        const list = this.postings.get(trigram) ?? new Int32Array(0)
        if (!slots || list.length < slots.length) slots = list
      }
      const atUniversity = universityId === undefined ? undefined : this.byUniversity.get(universityId)
      if (atUniversity && (!slots || atUniversity.length < slots.length)) slots = atUniversity
      return this.collect(slots ?? this.everySlot, test, n)
    })
  }

  /**
   * The close candidates of a term: how many of its padded trigrams each person holds (`heldBy`: the
   * count where it reaches `least`, else below it), and up to `cap` people not containing the term
   * who hold at least `share` of them, those holding the most first (then by id, those changed since
   * the build last). The caller then checks them with pg_trgm's own word similarity. The walk of the
   * postings is remembered per term until the next change.
   */
  close(folded: string, share: number) {
    const key = `${share} ${folded}`
    let held = this.closeness.get(key)
    if (!held) {
      held = this.walkClose(folded, share)
      this.closeness.set(key, held)
      if (this.closeness.size > REMEMBERED_CLOSE) this.closeness.delete(this.closeness.keys().next().value!)
    }
    const { wanted, least, held: counts, order } = held
    const heldBy = (person: IndexedPerson): number => {
      const slot = this.slotOf.get(person.id)
      if (slot !== undefined && this.slots[slot] === person) return counts.get(slot) ?? 0
      const own = paddedTrigrams(person.text)
      return wanted.filter((trigram) => own.has(trigram)).length
    }
    const top = (keep: (person: IndexedPerson) => boolean, cap: number): IndexedPerson[] => {
      const closeKeep = (p: IndexedPerson) => !p.text.includes(folded) && keep(p)
      const changed = [...this.recent.values()]
        .map((person) => ({ person, held: heldBy(person) }))
        .filter((c) => c.held >= least && closeKeep(c.person))
      const out: IndexedPerson[] = []
      const most = Math.max(order.length > 0 ? counts.get(order[0]!)! : 0, ...changed.map((c) => c.held))
      let next = 0
      for (let level = most; level >= least && out.length < cap; level--) {
        for (; next < order.length && counts.get(order[next]!) === level && out.length < cap; next++) {
          const slot = order[next]!
          const person = this.slots[slot]!
          if (!this.dead[slot] && closeKeep(person)) out.push(person)
        }
        for (const c of changed) if (c.held === level && out.length < cap) out.push(c.person)
      }
      return out
    }
    return { least, heldBy, top }
  }

  /** The slots holding at least `share` of the term's padded trigrams: how many each, most first. */
  private walkClose(folded: string, share: number): Close {
    const wanted = [...paddedTrigrams(folded)]
    const least = Math.max(1, Math.ceil(wanted.length * share - 1e-9))
    const counts = new Uint8Array(this.slots.length)
    const touched: number[] = []
    for (const trigram of wanted) {
      for (const slot of this.postings.get(trigram) ?? []) {
        const count = counts[slot]! + 1
        counts[slot] = count
        if (count === least) touched.push(slot)
      }
    }
    const order = Int32Array.from(touched).sort((a, b) => counts[b]! - counts[a]! || a - b)
    return { wanted, least, held: new Map(Array.from(order, (slot) => [slot, counts[slot]!])), order }
  }
}

/** A term's close walk (PeopleIndex.close): the slots reaching `least`, by count and then slot. */
interface Close {
  wanted: string[]
  least: number
  held: Map<number, number>
  order: Int32Array
}

/** How many more first matches than asked are remembered, so that a searcher's blocks rarely fall short. */
const REMEMBERED_MARGIN = 50
/** How many terms' first matches an instance remembers (the oldest forgotten first). */
const REMEMBERED_TERMS = 2_000
/** How many terms' close walks an instance remembers. */
const REMEMBERED_CLOSE = 200

function append<K>(lists: Map<K, number[]>, key: K, slot: number): void {
  const list = lists.get(key)
  if (list) list.push(slot)
  else lists.set(key, [slot])
}

/** Whether a person passes what the index can check alone: not suspended now, of the filter asked. */
export function keeps(filter: AffiliationFilter, now: number): (person: IndexedPerson) => boolean {
  return (p) =>
    (p.suspendedUntil === null || p.suspendedUntil <= now) &&
    (filter.facultyId === undefined || p.facultyId === filter.facultyId) &&
    (filter.departmentId === undefined || p.departmentId === filter.departmentId) &&
    (filter.studyYear === undefined || p.studyYear === filter.studyYear) &&
    (filter.alumni === undefined || p.isAlumni === filter.alumni)
}
