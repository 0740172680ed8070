import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { type AddressInfo, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from './cli.ts'

/** Commands that need no database: what one run printed and answered. */
async function cli(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l), env: {} })
  return { code, out, err }
}

describe('help and dispatch', () => {
  it('lists every command on help', async () => {
    const r = await cli('help')
    expect(r.code).toBe(0)
    const names = ['user:create', 'user:role', 'university:create', 'demo:seed', 'db:migrate', 'stats']
    for (const name of [...names, 'feed:rebuild', 'search:reindex', 'media:cleanup', 'help']) {
      expect(r.out.some((l) => l.trimStart().startsWith(name))).toBe(true)
    }
  })

  it('shows the list and fails without a command', async () => {
    const r = await cli()
    expect(r.code).toBe(1)
    expect(r.out[0]).toBe('Usage: npm run cli -- <command> [options]')
  })

  it('refuses an unknown command in one line', async () => {
    const r = await cli('user:delete')
    expect(r).toMatchObject({ code: 1, out: [] })
    expect(r.err).toEqual(['error: Unknown command "user:delete"; `npm run cli -- help` lists the commands'])
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
