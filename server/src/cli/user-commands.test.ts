import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app.ts'
import { runCliOn, signInAs } from '../../test/cli.ts'
import { queryRows } from '../db/client.ts'
import { verifyPassword } from '../platform/passwords.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('user:create and user:role', () => {
  let metuId: number
  beforeAll(async () => {
    const r = await runCliOn(t, 'university:create', '--name', 'METU', '--domain', 'metu.edu.tr')
    metuId = Number(r.out[0]?.match(/with id (\d+)/)?.[1])
  })

  it('creates a verified user who can sign in, with the university of the address', async () => {
    const r = await runCliOn(
      t,
      'user:create',
      '--email',
      'Ayse@Student.METU.edu.tr',
      '--username',
      'ayse',
      '--password',
      'correct horse',
      '--verified',
    )
    expect(r.err).toEqual([])
    expect(r.out).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Created user ayse with id \\d+: ayse@student\\.metu\\.edu\\.tr, role user, verified, university ${metuId} \\(METU\\)$`,
        ),
      ),
    ])
    const { status, me } = await signInAs(t, 'ayse', 'correct horse')
    expect(status).toBe(200)
    expect(me).toMatchObject({ username: 'ayse', is_verified: true, role: 'user', university_id: metuId })
    expect((await signInAs(t, 'ayse', 'wrong password')).status).toBe(401)
  })

  it('stores an argon2id hash, never the password', async () => {
    const [row] = await queryRows<{ password_hash: string }>(
      t.database.db,
      "select password_hash from users where username = 'ayse'",
    )
    expect(row?.password_hash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(row!.password_hash, 'correct horse')).toBe(true)
  })

  it('creates an unverified admin with a named university', async () => {
    const r = await runCliOn(
      t,
      ...['user:create', '--email', 'boss@example.com', '--username', 'boss', '--password', 'boss-pass-1'],
      ...['--role', 'ADMIN', '--university', String(metuId)],
    )
    expect(r.out[0]).toMatch(/: boss@example\.com, role admin, not verified, university \d+ \(METU\)$/)
    const { me } = await signInAs(t, 'boss', 'boss-pass-1')
    expect(me).toMatchObject({ role: 'admin', is_verified: false, university_id: metuId })
  })

  it.each([
    [['--username', 'user_one', '--password', 'password1'], 'error: --email is required'],
    [['--email', 'one@x.com', '--password', 'password1'], 'error: --username is required'],
    [['--email', 'one@x.com', '--username', 'user_one'], 'error: --password is required'],
    [
      ['--email', 'one@x.com', '--username', 'user_one', '--password', 'short'],
      'error: Password must be at least 8',
    ],
    [['--email', 'nope', '--username', 'user_one', '--password', 'password1'], 'error: Enter a valid email'],
    [
      ['--email', 'one@x.com', '--username', 'a b', '--password', 'password1'],
      'error: Username may contain only',
    ],
    [
      ['--email', 'one@x.com', '--username', 'user_one', '--password', 'password1', '--role', 'ComAdmin'],
      '--role must',
    ],
    [
      ['--email', 'one@x.com', '--username', 'user_one', '--password', 'password1', '--university', '999'],
      'No university',
    ],
    [
      ['--email', 'one@x.com', '--username', 'user_one', '--password', 'password1', '--university', '-1'],
      '--university',
    ],
    [['--email', 'x@y.com', '--username', 'AYSE', '--password', 'password1'], 'Username is already taken'],
    [
      ['--email', 'AYSE@student.metu.edu.tr', '--username', 'user_two', '--password', 'password1'],
      'already registered',
    ],
    [
      ['--email', 'one@x.com', '--username', 'user_one', '--password', 'password1', '--verified=yes'],
      'error: --verified takes no value',
    ],
  ])('refuses %j with one line and creates nothing', async (args, reason) => {
    const before = await queryRows<{ n: number }>(t.database.db, 'select count(*)::int as n from users')
    const r = await runCliOn(t, 'user:create', ...args)
    expect(r.code).toBe(1)
    expect(r.out).toEqual([])
    expect(r.err).toHaveLength(1)
    expect(r.err[0]).toContain(reason)
    expect(r.err[0]).not.toMatch(/\n|\(.*:\d+:\d+\)|Unexpected error/)
    const after = await queryRows<{ n: number }>(t.database.db, 'select count(*)::int as n from users')
    expect(after[0]?.n).toBe(before[0]?.n)
  })

  it('changes a role by username or by id', async () => {
    const byName = await runCliOn(t, 'user:role', '--username', 'ayse', '--role', 'uniadmin')
    expect(byName.out).toEqual([
      expect.stringMatching(/^ayse \(id \d+\) now has the role UniAdmin \(was user\)$/),
    ])
    expect((await signInAs(t, 'ayse', 'correct horse')).me?.role).toBe('UniAdmin')

    const id = byName.out[0]!.match(/id (\d+)/)![1]!
    const byId = await runCliOn(t, 'user:role', '--id', id, '--role', 'user')
    expect(byId.out).toEqual([`ayse (id ${id}) now has the role user (was UniAdmin)`])
    const again = await runCliOn(t, 'user:role', '--id', id, '--role', 'user')
    expect(again).toMatchObject({
      code: 0,
      out: [`ayse (id ${id}) already has the role user; nothing changed`],
    })
  })

  it('makes a UniAdmin only of a university: --university gives one to an account without', async () => {
    await runCliOn(
      t,
      'user:create',
      ...['--email', 'deniz@example.com', '--username', 'deniz', '--password', 'password1'],
    )
    const refused = await runCliOn(t, 'user:role', '--username', 'deniz', '--role', 'UniAdmin')
    expect(refused.code).toBe(1)
    expect(refused.err[0]).toContain('A university administrator needs a university')
    const r = await runCliOn(
      t,
      'user:role',
      '--username',
      'deniz',
      '--role',
      'UniAdmin',
      '--university',
      String(metuId),
    )
    expect(r.out).toEqual([
      expect.stringMatching(
        new RegExp(`^deniz \\(id \\d+\\) now has the role UniAdmin \\(was user\\), university ${metuId}$`),
      ),
    ])
    expect((await signInAs(t, 'deniz', 'password1')).me).toMatchObject({
      role: 'UniAdmin',
      university_id: metuId,
    })
  })

  it.each([
    [['--role', 'admin'], 'error: Give --username or --id (one of them)'],
    [['--username', 'ayse', '--id', '1', '--role', 'admin'], 'error: Give --username or --id (one of them)'],
    [['--username', 'ayse'], 'error: --role is required'],
    [
      ['--username', 'ayse', '--role', 'root'],
      'error: --role must be one of admin, UniAdmin, user, got "root"',
    ],
    [['--username', 'nobody', '--role', 'admin'], 'error: No user named nobody'],
    [['--username', 'ayse@student.metu.edu.tr', '--role', 'admin'], 'error: --username takes a username'],
    [['--id', '424242', '--role', 'admin'], 'error: No user with id 424242'],
    [['--id', 'abc', '--role', 'admin'], 'error: --id must be a positive whole number, got "abc"'],
  ])('refuses %j with one line', async (args, reason) => {
    const r = await runCliOn(t, 'user:role', ...args)
    expect(r.code).toBe(1)
    expect(r.err).toHaveLength(1)
    expect(r.err[0]).toContain(reason)
  })
})

describe('db:migrate', () => {
  it('says how many migrations the database holds, and refuses arguments', async () => {
    const r = await runCliOn(t, 'db:migrate')
    expect(r.code).toBe(0)
    expect(r.out).toEqual([expect.stringMatching(/^The database is migrated: \d{2,} migrations applied$/)])
    const bad = await runCliOn(t, 'db:migrate', '--force')
    expect(bad.code).toBe(1)
  })
})

describe('stats', () => {
  it('counts the people, their posts today and the database size', async () => {
    const before = await runCliOn(t, 'stats')
    expect(before.code).toBe(0)
    const users = Number(before.out[0]?.match(/^Users: ([\d,]+)/)?.[1]?.replace(/,/g, ''))
    await runCliOn(
      t,
      'user:create',
      '--email',
      'stats@metu.edu.tr',
      '--username',
      'stats_person',
      '--password',
      'long secret 1',
      '--verified',
    )
    const after = await runCliOn(t, 'stats')
    expect(after.out[0]).toMatch(new RegExp(`^Users: ${(users + 1).toLocaleString('en')} \\(`))
    expect(after.out).toContainEqual(expect.stringMatching(/^Posts: [\d,]+, [\d,]+ in the last 24 hours$/))
    expect(after.out).toContainEqual(expect.stringMatching(/^Database size: \d+ (kB|MB|GB)$/))
  })
})
