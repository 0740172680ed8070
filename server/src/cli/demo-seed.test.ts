import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app.ts'
import { runCliOn, signInAs } from '../../test/cli.ts'
import { queryRows } from '../db/client.ts'
import { findUniversityIdForEmail } from '../modules/universities/universities.service.ts'
import { DEMO_ADMINS, DEMO_PASSWORD, DEMO_STUDENTS, DEMO_UNIVERSITIES } from './demo-data.ts'

const PEOPLE = [...DEMO_ADMINS, ...DEMO_STUDENTS]

describe('demo:seed', () => {
  let t: TestApp
  const run = (...argv: string[]) => runCliOn(t, ...argv)
  const count = async (table: string) =>
    (await queryRows<{ n: number }>(t.database.db, `select count(*)::int as n from ${table}`))[0]!.n
  const signIn = async (username: string) => {
    const { status, me } = await signInAs(t, username, DEMO_PASSWORD)
    expect(status).toBe(200)
    return me
  }

  let first: Awaited<ReturnType<typeof run>>
  beforeAll(async () => {
    t = await buildTestApp()
    // Something already there: the seed must leave it and go on.
    await run('university:create', '--name', 'MIDDLE EAST technical university', '--domain', 'metu.edu.tr')
    first = await run('demo:seed')
  })
  afterAll(() => t.close())

  it('creates three universities and users of every role, showing progress and the password', () => {
    expect(first.err).toEqual([])
    expect(first.code).toBe(0)
    expect(first.out.filter((l) => /^\[\d\/3\] /.test(l))).toHaveLength(3)
    expect(first.out).toContain('  skipped Middle East Technical University: exists (id 1)')
    expect(first.out).toContain(`Done: ${2 + PEOPLE.length} created, 1 skipped because they already existed.`)
    expect(first.out).toContain(`Every demo account signs in with the password: ${DEMO_PASSWORD}`)
  })

  it('stores what it said', async () => {
    expect(await count('universities')).toBe(3)
    expect(await count('users')).toBe(PEOPLE.length)
    const roles = await queryRows<{ role: string; n: number }>(
      t.database.db,
      'select role, count(*)::int as n from users where is_verified group by role order by role',
    )
    expect(roles).toEqual([
      { role: 'UniAdmin', n: 3 },
      { role: 'admin', n: 1 },
      { role: 'user', n: DEMO_STUDENTS.length },
    ])
  })

  it('gives each person the university that their address belongs to', async () => {
    for (const p of PEOPLE) {
      const me = await signIn(p.username)
      const expected = p.university ? await findUniversityIdForEmail(t.database.db, p.email) : null
      if (p.university) expect(expected).not.toBeNull()
      expect(me).toMatchObject({
        username: p.username,
        role: p.role,
        is_verified: true,
        university_id: expected,
      })
    }
  })

  it('keeps Turkish names as they are', async () => {
    const me = await signIn('ayse_yilmaz')
    expect(me).toMatchObject({ first_name: 'Ayşe', last_name: 'Yılmaz', nickname: 'Ayşe Yılmaz' })
    const boun = await run('university:create', '--name', DEMO_UNIVERSITIES.boun.name)
    expect(boun.err[0]).toContain('A university named "Boğaziçi University" already exists')
  })

  it('skips everything on a second run and says so', async () => {
    const again = await run('demo:seed')
    expect(again.code).toBe(0)
    expect(again.out.filter((l) => l.startsWith('  created'))).toEqual([])
    expect(again.out).toContain(`Done: 0 created, ${3 + PEOPLE.length} skipped because they already existed.`)
    expect(await count('universities')).toBe(3)
    expect(await count('users')).toBe(PEOPLE.length)
  })

  it('takes no arguments', async () => {
    expect(await run('demo:seed', '--force')).toMatchObject({
      code: 1,
      err: ['error: Unknown option --force'],
    })
  })
})
