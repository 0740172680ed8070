import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../test/database.ts'
import { queryRows } from '../../db/client.ts'
import { wordSimilarityTo } from './users.search-similarity.ts'

/** The JavaScript word similarity equals pg_trgm's, on PGlite and on PostgreSQL (DATABASE_URL). */
describe("people search's word similarity", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  it('measures as pg_trgm does, term against text', async () => {
    const terms = [
      'meh',
      'mehmte',
      'ozdemr',
      'ayse demir',
      'johnsn',
      'kaplam',
      'a',
      'ogrenci',
      'x y',
      'mehmet_yilmaz',
      'ab12',
    ]
    const texts = [
      'mehmet_yilmaz43 memo mehmet yilmaz',
      'ayse2003 ayse demir',
      'ozdemir_k kerem ozdemir',
      'emily_j em emily johnson',
      'kaplan kaplanim kaplan kaplan',
      'ogrnci_ali ali veli ogrenciler',
      'mmm mehmehmeh mehmte',
      'ab12cd ab 12 cd',
      'x',
      'y x y x',
    ]
    const pairs = terms.flatMap((term) => texts.map((text) => ({ term, text })))
    const rows = await queryRows<{ s: number }>(
      database.db,
      sql`SELECT word_similarity(p.term, p.text)::float8 AS s
        FROM unnest(${`{${pairs.map((p) => `"${p.term}"`).join(',')}}`}::text[],
          ${`{${pairs.map((p) => `"${p.text}"`).join(',')}}`}::text[]) WITH ORDINALITY AS p(term, text, n)
        ORDER BY p.n`,
    )
    const expected = rows.map((row) => Math.fround(Number(row.s)))
    expect(pairs.map((p) => wordSimilarityTo(p.term)(p.text))).toEqual(expected)
  })
})
