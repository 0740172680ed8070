import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { SERVER_MAIN } from './server-main.ts'

/**
 * Two instances of the real server on one PostgreSQL database and one Redis (E2E_DATABASE_URL and
 * E2E_REDIS_URL, which .ci/run sets), as behind a load balancer: what the chat test uses to send
 * across instances and to restart one. The global server (global-setup.ts) runs on PGlite and cannot
 * have a twin. Each instance has a DATA_DIR of its own and the same signing secret.
 */
export const instancesDatabase = process.env.E2E_DATABASE_URL
export const instancesRedis = process.env.E2E_REDIS_URL

const root = join(import.meta.dirname, '..', '..')
const SECRET = 'e2e-instances-secret-e2e-instances-secret'

export interface Instance {
  url: string
  port: number
  process: ChildProcess
  dataDir: string
}

function env(databaseUrl: string, redisUrl: string, dataDir: string, port?: number) {
  return {
    ...process.env,
    ...(port ? { PORT: String(port) } : {}),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: SECRET,
    SMTP_URL: '',
  }
}

/** A new, empty database of this name on the server of `url` (dropped first when it exists). */
export async function freshDatabase(url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const fresh = new URL(url)
  fresh.pathname = `/${name}`
  return fresh.toString()
}

/** Runs the CLI against that database (user:create and the like). */
export function cliOn(databaseUrl: string, redisUrl: string, ...args: string[]): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'agora-e2e-cli-'))
  try {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/cli.ts', ...args], {
      cwd: root,
      env: env(databaseUrl, redisUrl, dataDir),
      encoding: 'utf8',
    })
    if (run.status !== 0) throw new Error(`cli ${args[0]} failed: ${run.stderr || run.stdout}`)
    return run.stdout
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Starts an instance (on `port` when given, as a restart does) and waits until it is healthy. */
export async function startInstance(
  databaseUrl: string,
  redisUrl: string,
  port?: number,
  more: Record<string, string> = {},
): Promise<Instance> {
  const chosen = port ?? 7200 + Math.floor(Math.random() * 700)
  const dataDir = mkdtempSync(join(tmpdir(), 'agora-e2e-instance-'))
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], {
    cwd: root,
    env: { ...env(databaseUrl, redisUrl, dataDir, chosen), ...more },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${chosen}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, port: chosen, process: child, dataDir }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill('SIGKILL')
  throw new Error(`instance on ${url} did not become healthy within 60 s`)
}

export async function stopInstance(instance: Instance): Promise<void> {
  // A process killed by a signal has no exit code but a signal code: it has ended too.
  if (instance.process.exitCode === null && instance.process.signalCode === null) {
    instance.process.kill('SIGTERM')
    await new Promise((r) => instance.process.once('exit', r))
  }
  rmSync(instance.dataDir, { recursive: true, force: true })
}
