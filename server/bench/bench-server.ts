import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openPostgres } from '../src/db/client.ts'
import { FACTORY_PASSWORD, FACTORY_PASSWORD_HASH } from '../src/platform/passwords.ts'

/** What the bench's runs share: their databases, the server in a child process, signing in. */

export async function ensureDatabase(url: string, log: (line: string) => void): Promise<void> {
  const name = new URL(url).pathname.slice(1)
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`)
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) {
      log(`Creating database ${name}`)
      await client.query(`CREATE DATABASE ${name}`)
    }
  } finally {
    await client.end()
  }
}

/**
 * A small database of a run's own (uploads, web): created when missing, migrated, with these verified
 * accounts (the factory password). Answers the open database; the caller closes it.
 */
export async function smallDatabase(url: string, usernames: string[], log: (line: string) => void) {
  await ensureDatabase(url, log)
  const database = openPostgres(url, 2)
  await database.migrate()
  for (const username of usernames) {
    await database.db.execute(
      sql`INSERT INTO users (username, email, password_hash, is_verified)
          VALUES (${username}, ${`${username}@bench.example`}, ${FACTORY_PASSWORD_HASH}, true)
          ON CONFLICT DO NOTHING`,
    )
  }
  return database
}

/**
 * The real app in a child process (serve.ts) on this database: a PostgreSQL URL, or the embedded one
 * in a DATA_DIR (which no other process may hold meanwhile); `env` adds to its environment.
 */
export async function startServer(
  database: string | { dataDir: string },
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string }> {
  // BENCH_NODE_ARGS adds flags to the server's node, e.g. --cpu-prof for a profile of the run.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const { BENCH_DATABASE_URL: _url, BENCH_DATA_DIR: _dir, ...inherited } = process.env
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', join(import.meta.dirname, 'serve.ts')],
    {
      env: {
        ...inherited,
        ...env,
        ...(typeof database === 'string'
          ? { BENCH_DATABASE_URL: database }
          : { BENCH_DATA_DIR: database.dataDir }),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const lines = createInterface({ input: child.stdout! })
  const timeout = setTimeout(() => child.kill('SIGKILL'), 60_000)
  try {
    for await (const line of lines) {
      const port = /^listening (\d+)$/.exec(line)?.[1]
      if (port) return { child, url: `http://127.0.0.1:${port}` }
    }
  } finally {
    clearTimeout(timeout)
  }
  await once(child, 'exit').catch(() => {})
  throw new Error('The server did not start')
}

/** Signs in with the factory password the bench seed gives everyone (demo:seed --large: its own). */
export async function signIn(base: string, username: string, password = FACTORY_PASSWORD): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  })
  if (!res.ok) throw new Error(`Sign-in of ${username} failed: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { access_token: string }).access_token
}

export async function get(base: string, path: string, token: string): Promise<unknown> {
  const res = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } })
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`)
  return res.json()
}
