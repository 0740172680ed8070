import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { type AddressInfo, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../test/app.ts'
import { runCli } from './cli.ts'
import { queryRows } from './db/client.ts'
import { verifyPassword } from './platform/passwords.ts'

/** What one run printed and answered. */
async function cli(t: TestApp, ...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l), database: t.database })
  return { code, out, err }
}

async function signIn(t: TestApp, username: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  })
  if (res.statusCode !== 200) return { status: res.statusCode, me: null }
  const token = res.json().access_token as string
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: res.statusCode, me: me.json() }
}

describe('management CLI', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  describe('help and dispatch', () => {
    it('lists every command on help', async () => {
      const r = await cli(t, 'help')
      expect(r.code).toBe(0)
      for (const name of ['user:create', 'user:role', 'university:create', 'demo:seed', 'help']) {
        expect(r.out.some((l) => l.trimStart().startsWith(name))).toBe(true)
      }
    })

    it('shows the list and fails without a command', async () => {
      const r = await cli(t)
      expect(r.code).toBe(1)
      expect(r.out[0]).toBe('Usage: npm run cli -- <command> [options]')
    })

    it('refuses an unknown command in one line', async () => {
      const r = await cli(t, 'user:delete')
      expect(r).toMatchObject({ code: 1, out: [] })
      expect(r.err).toEqual([
        'error: Unknown command "user:delete"; `npm run cli -- help` lists the commands',
      ])
    })
  })

  describe('university:create', () => {
    it('creates a university with its domains and says so', async () => {
      const r = await cli(
        t,
        'university:create',
        '--name',
        'Hacettepe University',
        '--domain',
        'HACETTEPE.edu.tr',
      )
      expect(r.err).toEqual([])
      expect(r.code).toBe(0)
      expect(r.out).toEqual([expect.stringMatching(/^Created university Hacettepe University with id \d+: /)])
      expect(r.out[0]).toContain('domains hacettepe.edu.tr')
    })

    it('takes several domains, repeated or comma-separated, and the optional facts', async () => {
      const r = await cli(
        t,
        'university:create',
        '--name',
        'Bilkent University',
        '--domain',
        'bilkent.edu.tr,ug.bilkent.edu.tr',
        '--domain',
        'cs.bilkent.edu.tr',
        '--city',
        'Ankara',
        '--founded',
        '1984',
      )
      expect(r.code).toBe(0)
      expect(r.out[0]).toMatch(
        /: domains bilkent\.edu\.tr, cs\.bilkent\.edu\.tr, ug\.bilkent\.edu\.tr, city Ankara, founded 1984$/,
      )
    })

    it.each([
      [['--domain', 'x.edu'], 'error: --name is required'],
      [['--name', 'Hacettepe university'], 'error: A university named "Hacettepe University" already exists'],
      [
        ['--name', 'X', '--domain', 'ug.bilkent.edu.tr'],
        'error: The domain ug.bilkent.edu.tr already belongs to',
      ],
      [
        ['--name', 'X', '--domain', 'not a domain'],
        'error: domains.0: "not a domain" is not a valid domain name',
      ],
      [
        ['--name', 'X', '--founded', 'long ago'],
        'error: --founded must be a positive whole number, got "long ago"',
      ],
      [['--name', 'X', '--colour', 'red'], 'error: Unknown option --colour'],
      [['--name', 'X', 'extra'], 'error: Unexpected argument extra'],
      [['--name'], 'error: --name needs a value'],
    ])('refuses %j with one line', async (args, reason) => {
      const r = await cli(t, 'university:create', ...args)
      expect(r.code).toBe(1)
      expect(r.out).toEqual([])
      expect(r.err).toHaveLength(1)
      expect(r.err[0]).toContain(reason)
      expect(r.err[0]).not.toMatch(/\n|\(.*:\d+:\d+\)/)
    })
  })

  describe('user:create and user:role', () => {
    let metuId: number
    beforeAll(async () => {
      const r = await cli(t, 'university:create', '--name', 'METU', '--domain', 'metu.edu.tr')
      metuId = Number(r.out[0]?.match(/with id (\d+)/)?.[1])
    })

    it('creates a verified user who can sign in, with the university of the address', async () => {
      const r = await cli(
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
      const { status, me } = await signIn(t, 'ayse', 'correct horse')
      expect(status).toBe(200)
      expect(me).toMatchObject({ username: 'ayse', is_verified: true, role: 'user', university_id: metuId })
      expect((await signIn(t, 'ayse', 'wrong password')).status).toBe(401)
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
      const r = await cli(
        t,
        ...['user:create', '--email', 'boss@example.com', '--username', 'boss', '--password', 'boss-pass-1'],
        ...['--role', 'ADMIN', '--university', String(metuId)],
      )
      expect(r.out[0]).toMatch(/: boss@example\.com, role admin, not verified, university \d+ \(METU\)$/)
      const { me } = await signIn(t, 'boss', 'boss-pass-1')
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
      [
        ['--email', 'nope', '--username', 'user_one', '--password', 'password1'],
        'error: Enter a valid email',
      ],
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
      const r = await cli(t, 'user:create', ...args)
      expect(r.code).toBe(1)
      expect(r.out).toEqual([])
      expect(r.err).toHaveLength(1)
      expect(r.err[0]).toContain(reason)
      expect(r.err[0]).not.toMatch(/\n|\(.*:\d+:\d+\)|Unexpected error/)
      const after = await queryRows<{ n: number }>(t.database.db, 'select count(*)::int as n from users')
      expect(after[0]?.n).toBe(before[0]?.n)
    })

    it('changes a role by username or by id', async () => {
      const byName = await cli(t, 'user:role', '--username', 'ayse', '--role', 'uniadmin')
      expect(byName.out).toEqual([
        expect.stringMatching(/^ayse \(id \d+\) now has the role UniAdmin \(was user\)$/),
      ])
      expect((await signIn(t, 'ayse', 'correct horse')).me.role).toBe('UniAdmin')

      const id = byName.out[0]!.match(/id (\d+)/)![1]!
      const byId = await cli(t, 'user:role', '--id', id, '--role', 'user')
      expect(byId.out).toEqual([`ayse (id ${id}) now has the role user (was UniAdmin)`])
      const again = await cli(t, 'user:role', '--id', id, '--role', 'user')
      expect(again).toMatchObject({
        code: 0,
        out: [`ayse (id ${id}) already has the role user; nothing changed`],
      })
    })

    it.each([
      [['--role', 'admin'], 'error: Give --username or --id (one of them)'],
      [
        ['--username', 'ayse', '--id', '1', '--role', 'admin'],
        'error: Give --username or --id (one of them)',
      ],
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
      const r = await cli(t, 'user:role', ...args)
      expect(r.code).toBe(1)
      expect(r.err).toHaveLength(1)
      expect(r.err[0]).toContain(reason)
    })
  })
})

describe('management CLI opening the server database', () => {
  let dataDir: string
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'agora-cli-'))
  })
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('refuses clearly while another process (the server) holds it', async () => {
    // The parent of this test process is alive, as a running server would be.
    writeFileSync(join(dataDir, 'pglite.lock'), String(process.ppid))
    const err: string[] = []
    const code = await runCli(['university:create', '--name', 'X'], {
      out: () => {},
      err: (l) => err.push(l),
      env: { DATA_DIR: dataDir },
    })
    expect(code).toBe(1)
    expect(err).toEqual([
      `error: The embedded database in ${dataDir} is in use by another process (pid ${process.ppid}), probably the server. Stop it first, or point both at PostgreSQL with DATABASE_URL.`,
    ])
  })

  it('checks the arguments before it opens anything', async () => {
    const err: string[] = []
    const code = await runCli(['user:create'], {
      out: () => {},
      err: (l) => err.push(l),
      env: { DATA_DIR: dataDir },
    })
    expect({ code, err }).toEqual({ code: 1, err: ['error: --email is required'] })
  })

  it('reports a PostgreSQL it cannot reach in one line', async () => {
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const { port } = probe.address() as AddressInfo
    await new Promise((resolve) => probe.close(resolve))
    const err: string[] = []
    const env = { DATA_DIR: dataDir, DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/agora` }
    const code = await runCli(['demo:seed'], { out: () => {}, err: (l) => err.push(l), env })
    expect({ code, err }).toEqual({
      code: 1,
      err: [`error: Cannot open the database: connect ECONNREFUSED 127.0.0.1:${port}`],
    })
  })

  it('reports a bad setting in one line', async () => {
    const err: string[] = []
    const env = { DATA_DIR: dataDir, DATABASE_URL: 'mysql://nope' }
    const code = await runCli(['demo:seed'], { out: () => {}, err: (l) => err.push(l), env })
    expect({ code, err }).toEqual({
      code: 1,
      err: ['error: Invalid DATABASE_URL: must start with postgres:// or postgresql://'],
    })
  })
})
