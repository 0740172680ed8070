import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The server from its source (src/main.ts; `npm start` runs its compiled form), in a process of its own: for tests about what
 * happens to the process itself (a fault that would end it), which an in-process app cannot show.
 */
export interface ServerProcess {
  url: string
  child: ChildProcess
  /** Set once the process has ended, with how. */
  exited(): { code: number | null; signal: NodeJS.Signals | null } | null
  /** The last lines it wrote to stdout and stderr, for a failing test's message. */
  output(): string
  stop(): Promise<void>
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agora-proc-'))
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../src/main.ts')], {
    cwd: join(import.meta.dirname, '..'),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'process-secret-process-secret-process-secret',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let tail = ''
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-8000)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null
  const ended = once(child, 'exit').then(([code, signal]) => {
    exit = { code, signal }
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (exit) throw new Error(`The server ended before serving: ${tail}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The server did not start: ${tail}`)
    }
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    )
    if (ok) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    child,
    exited: () => exit,
    output: () => tail,
    stop: async () => {
      if (!exit) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
        await ended
        clearTimeout(timer)
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
