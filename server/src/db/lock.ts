import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface DataDirLock {
  release(): void
}

export class DatabaseBusyError extends Error {}

/**
 * PGlite serves one process. A lock file with the holder's pid lets a second process (the CLI
 * while the server runs) refuse clearly instead of corrupting the database.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = join(dataDir, 'pglite.lock')
  const holder = readHolder(file)
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new DatabaseBusyError(
      `The embedded database in ${dataDir} is in use by another process (pid ${holder}), probably the server. ` +
        'Stop it first, or point both at PostgreSQL with DATABASE_URL.',
    )
  }
  writeFileSync(file, String(process.pid))
  return {
    release: () => {
      if (readHolder(file) === process.pid) rmSync(file, { force: true })
    },
  }
}

function readHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10)
    return Number.isFinite(pid) ? pid : undefined
  } catch {
    return undefined
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}
