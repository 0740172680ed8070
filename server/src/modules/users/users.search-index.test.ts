import { describe, expect, it } from 'vitest'
import { type IndexedPerson, keeps, PeopleIndex } from './users.search-index.ts'
import { paddedTrigrams } from './users.search-similarity.ts'

/** The people index alone (no database): what each candidate set picks, and changes after a build. */

const person = (id: number, text: string, more: Partial<IndexedPerson> = {}): IndexedPerson => ({
  id,
  text,
  universityId: null,
  facultyId: null,
  departmentId: null,
  studyYear: null,
  isAlumni: false,
  suspendedUntil: null,
  ...more,
})

async function indexOf(people: IndexedPerson[]): Promise<PeopleIndex> {
  const index = new PeopleIndex()
  for (const p of people) index.people.set(p.id, p)
  await index.build()
  return index
}

const all = () => true
const ids = (people: IndexedPerson[]) => people.map((p) => p.id)

describe('the people index', () => {
  it('pads each word of letters and digits as pg_trgm does', () => {
    expect([...paddedTrigrams('ali_k')].sort()).toEqual(['  a', '  k', ' al', ' k ', 'ali', 'li '].sort())
  })

  it('picks usernames starting with the term in username order, up to the cap and past the filter', async () => {
    const index = await indexOf([
      person(1, 'mehmet_b mehmet b'),
      person(2, 'meh mehmet'),
      person(3, 'mehmet_a mehmet a', { studyYear: 2 }),
      person(4, 'ali mehmet'),
    ])
    expect(ids(index.usernamePrefix('meh', all, 10))).toEqual([2, 3, 1])
    expect(ids(index.usernamePrefix('meh', all, 2))).toEqual([2, 3])
    expect(ids(index.usernamePrefix('meh', keeps({ studyYear: 2 }, Date.now()), 10))).toEqual([3])
    expect(index.usernamePrefix('zz', all, 10)).toEqual([])
  })

  it('finds the term anywhere, of one university when asked, short terms and long alike', async () => {
    const index = await indexOf([
      person(1, 'x1 ayse yilmaz', { universityId: 7 }),
      person(2, 'x2 elif kaya', { universityId: 8 }),
      person(3, 'x3 ayse kaya', { universityId: 8 }),
      person(4, 'x4 kayahan'),
    ])
    expect(ids(index.containing('kaya', all, 10))).toEqual([2, 3, 4])
    expect(ids(index.containing('kaya', all, 10, 8))).toEqual([2, 3])
    expect(ids(index.containing('ayse kaya', all, 10))).toEqual([3])
    expect(ids(index.containing('ay', all, 2))).toEqual([1, 2])
    expect(ids(index.containing('e k', all, 10))).toEqual([3])
    expect(index.containing('kaya', all, 10, 99)).toEqual([])
  })

  it('offers as close those holding enough of the trigrams without containing the term, most first', async () => {
    const index = await indexOf([
      person(1, 'u1 mehmet'),
      person(2, 'u2 mehmte'),
      person(3, 'u3 mert'),
      person(4, 'u4 zeynep'),
    ])
    // "mehmte": 7 padded trigrams; "mehmet" holds 4 of them ("  m", " me", "meh", "ehm"), "mert" 2.
    expect(ids(index.close('mehmte', 0.5).top(all, 10))).toEqual([1])
    expect(ids(index.close('mehmte', 0.1).top(all, 10))).toEqual([1, 3])
  })

  it('follows changes after the build until the next, and never offers a suspended account', async () => {
    const index = await indexOf([person(1, 'ayse ayse'), person(2, 'elif elif'), person(3, 'can can')])
    index.put(1, person(1, 'aysegul aysegul'))
    index.put(2, null)
    index.put(4, person(4, 'elifnur elifnur'))
    expect(ids(index.containing('elif', all, 10))).toEqual([4])
    expect(ids(index.usernamePrefix('ayse', all, 10))).toEqual([1])
    expect(index.people.get(1)?.text).toBe('aysegul aysegul')
    expect(index.recentCount).toBe(2)
    await index.build()
    expect(index.recentCount).toBe(0)
    expect(ids(index.containing('elif', all, 10))).toEqual([4])
    expect(ids(index.containing('ayse', all, 10))).toEqual([1])
    const now = Date.now()
    index.put(3, person(3, 'can can', { suspendedUntil: now + 60_000 }))
    expect(index.containing('can', keeps({}, now), 10)).toEqual([])
    expect(ids(index.containing('can', keeps({}, now + 120_000), 10))).toEqual([3])
  })

  it('remembers a term for every searcher, and each gets what a read of their own would give', async () => {
    const many = Array.from({ length: 80 }, (_, i) => person(i + 1, `kaya${i + 1} kaya`))
    const index = await indexOf([...many, person(81, 'ali mert'), person(82, 'mehmet mehmet')])
    expect(ids(index.containing('kaya', all, 5))).toEqual([1, 2, 3, 4, 5])
    // A searcher who blocked the first 70: more than the matches remembered past the page.
    const past70 = (p: IndexedPerson) => p.id > 70
    expect(ids(index.containing('kaya', past70, 5))).toEqual([71, 72, 73, 74, 75])
    expect(ids(index.usernamePrefix('kaya', all, 3))).toEqual([1, 10, 11])
    expect(ids(index.usernamePrefix('kaya', past70, 3))).toEqual([71, 72, 73])
    expect(ids(index.close('mehmte', 0.5).top(all, 10))).toEqual([82])
    // Any change is seen by the next search of a remembered term.
    index.put(2, null)
    index.put(90, person(90, 'mehmte mehmte'))
    index.put(91, person(91, 'mehmet2 mehmet'))
    expect(ids(index.containing('kaya', all, 3))).toEqual([1, 3, 4])
    expect(ids(index.usernamePrefix('kaya', all, 3))).toEqual([1, 10, 11])
    expect(ids(index.close('mehmte', 0.5).top(all, 10))).toEqual([82, 91])
    expect(ids(index.containing('mehmte', all, 10))).toEqual([90])
  })

  it('keeps a change made while it builds', async () => {
    const index = new PeopleIndex()
    for (let id = 1; id <= 25_000; id++) index.people.set(id, person(id, `user${id} name`))
    let paused = false
    await index.build(async () => {
      if (paused) return
      paused = true
      index.put(5, person(5, 'renamed renamed'))
    })
    expect(ids(index.containing('renamed', all, 10))).toEqual([5])
    expect(index.containing('user5 ', all, 10)).toEqual([])
  })
})
