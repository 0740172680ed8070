import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { CAMPUS } from './campus.ts'
import { SERVER_MAIN } from './server-main.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    dataDir: string
  }
}

const root = join(import.meta.dirname, '..', '..')

/** Starts the real server (built web app, embedded database) on a free port with its own DATA_DIR. */
export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'web', 'dist', 'index.html')) || !existsSync(join(root, SERVER_MAIN))) {
    throw new Error('web/dist or server/dist is missing: run `npm run build` first (npm run test:e2e does)')
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'agora-e2e-'))
  const port = 8200 + Math.floor(Math.random() * 700)
  // node itself (not npx) so that SIGTERM reaches the server and nothing outlives the run.
  seedCampus(dataDir)
  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Each browser context sends its own X-Forwarded-For (support/browser.ts), so that the sign-up
      // throttle (5 per 30 minutes per address) counts per simulated person, as behind a real proxy.
      TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      // The data-export job looks for pending exports every second instead of every minute.
      EXPORT_JOB_INTERVAL_MS: '1000',
      // Link cards (issue 31): the link-card test serves its pages from this machine.
      LINK_PREVIEW_TEST_ADDRESSES: '127.0.0.1',
      // Polls (issue 31): the polls test lets one close within seconds.
      POLL_TEST_MIN_SECONDS: '5',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const baseUrl = `http://127.0.0.1:${port}`
  await waitForHealth(baseUrl, server)
  project.provide('baseUrl', baseUrl)
  project.provide('dataDir', dataDir)
  return async () => {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
    try {
      const res = await fetch(`${baseUrl}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('server did not become healthy within 60 s')
}

/** The campus the browser tests sign up into (support/campus.ts names it), made with the CLI before the server starts. */
function seedCampus(dataDir: string): void {
  const cli = (...args: string[]) => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/cli.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    })
    if (run.status !== 0) throw new Error(`cli ${args[0]} failed: ${run.stderr || run.stdout}`)
  }
  cli('university:create', '--name', CAMPUS.name, '--domain', CAMPUS.domain)
  cli(
    'user:create',
    '--email',
    `${CAMPUS.adminUsername}@${CAMPUS.domain}`,
    '--username',
    CAMPUS.adminUsername,
    '--password',
    CAMPUS.password,
    '--role',
    'UniAdmin',
    '--verified',
  )
  cli(
    'user:create',
    '--email',
    `${CAMPUS.siteAdminUsername}@example.com`,
    '--username',
    CAMPUS.siteAdminUsername,
    '--password',
    CAMPUS.password,
    '--role',
    'admin',
    '--verified',
  )
}
