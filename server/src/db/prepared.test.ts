import { getTableColumns, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app.ts'
import { withFlatRows } from './prepared.ts'
import { universities } from './schema/universities.ts'
import { users } from './schema/users.ts'

/** withFlatRows builds the rows drizzle's own mapper builds, on both drivers (issue 32). */

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('withFlatRows', () => {
  it('answers what drizzle answers: columns decoded, sql fields as parsed, nulls kept', async () => {
    const db = t.database.db
    const [uni] = await db.insert(universities).values({ name: 'Flat Rows University' }).returning()
    await db.insert(users).values([
      { username: 'flat_a', email: 'flat_a@example.com', passwordHash: 'x', universityId: uni!.id },
      {
        username: 'flat_b',
        email: 'flat_b@example.com',
        passwordHash: 'x',
        nickname: 'Bee',
        isVerified: true,
      },
    ])
    const selection = {
      ...getTableColumns(users),
      university: sql<{ name: string } | null>`(SELECT json_build_object('name', u.name) FROM universities u
        WHERE u.id = ${users.universityId})`,
      named: sql<boolean>`${users.nickname} IS NOT NULL`,
    }
    const query = () =>
      db
        .select(selection)
        .from(users)
        .where(sql`${users.username} LIKE ${sql.placeholder('pattern')}`)
        .orderBy(users.username)
    const drizzles = await query().prepare('flat_rows_drizzle').execute({ pattern: 'flat\\_%' })
    const rows = await withFlatRows(query().prepare('flat_rows_fast'), selection).execute({
      pattern: 'flat\\_%',
    })
    expect(rows).toHaveLength(2)
    expect(rows[0]!.createdAt).toBeInstanceOf(Date)
    expect(rows[0]!.university).toEqual({ name: 'Flat Rows University' })
    expect(rows[1]!.university).toBeNull()
    expect(rows.map((r) => [r.named, r.nickname, r.isVerified])).toEqual([
      [false, null, false],
      [true, 'Bee', true],
    ])
    expect(rows).toEqual(drizzles)
  })
})
