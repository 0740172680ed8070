import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { queryRows } from '../../db/client.ts'
import { foldPhrase, hasWordCharacter, mutePattern, normalizePhrase } from './users.mutes.text.ts'

/** The matching rule of muted words (docs/decisions.md, Muting), run where it runs: in the database. */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

async function matches(phrase: string, text: string): Promise<boolean> {
  const [row] = await queryRows<{ hit: boolean }>(
    t.database.db,
    sql`SELECT agora_fold(${text}) ~ ${mutePattern(phrase)} AS hit`,
  )
  return row!.hit
}

// [muted phrase, post text, hidden]
const table: [string, string, boolean][] = [
  ['istanbul', 'İSTANBUL trafiği', true],
  ['İstanbul', 'istanbul', true],
  ['istanbul', "Istanbul'da yağmur", true],
  ['istanbul', 'İstanbul’da yağmur', true],
  ['istanbul', 'istanbullu bir arkadaş', true],
  ['istanbul', 'eskiistanbul', false],
  ['istanbul', '“istanbul” dedi', true],
  ['istanbul', '#İstanbul', true],
  ['kedi', 'KEDİLER', true],
  ['kedi', 'ekedi', false],
  ['ögrenci', 'Öğrenci işleri', true],
  ['art', 'start the party', false],
  ['spoiler alert', 'big SPOILER, alert!', true],
  ['spoiler alert', 'alert spoiler', false],
  ['#final', 'Finals week #Final', true],
  ['#final', '#finaller too', false],
  ['#final', 'the final exam', false],
  ['#final', '(#final)', true],
  ['c++', 'I love C++ a lot', true],
  ['a.b', 'axb', false],
  ['(x', 'say (x)', true],
  ['(x', 'f(x)', false],
  ['[x]', 'a [x] b', true],
  ['\\d', '\\d', true],
  ['кот', 'котики', true],
  ['кот', 'скот', false],
]

describe('muted words match a post’s folded text at the start of a word', () => {
  it.each(table)('%j in %j: %s', async (phrase, text, hidden) => {
    expect(await matches(phrase, text)).toBe(hidden)
  })

  it('normalizes and folds a phrase as it is stored', () => {
    expect(normalizePhrase('  Spoiler \t  Alert ')).toBe('Spoiler Alert')
    expect(foldPhrase(' İSTANBUL  Üniversitesi ')).toBe('istanbul universitesi')
    expect(hasWordCharacter('#!?')).toBe(false)
    expect(hasWordCharacter('#ş')).toBe(true)
  })
})
