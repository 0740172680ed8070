import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

/**
 * CPU time spent by the server's process and by every PostgreSQL process, from /proc (Linux), so that a
 * run can say what one request costs each of them: the inputs of docs/scaling.md. PostgreSQL's figure
 * is the whole cluster's, so nothing else may use the database during the run.
 */
export interface CpuSnapshot {
  serverMs: number
  postgresMs: number
}

const TICK_MS = 10

function processMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    // utime and stime, the 14th and 15th fields of the line (11 and 12 after the command name).
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS
  } catch {
    return 0
  }
}

function postgresPids(): number[] {
  try {
    return execFileSync('pgrep', ['-x', 'postgres']).toString().trim().split('\n').map(Number)
  } catch {
    return []
  }
}

export function cpuSnapshot(serverPid: number | undefined): CpuSnapshot {
  return {
    serverMs: serverPid === undefined ? 0 : processMs(serverPid),
    postgresMs: postgresPids().reduce((sum, pid) => sum + processMs(pid), 0),
  }
}

/** Milliseconds of CPU per request between two snapshots. */
export function cpuPerRequest(before: CpuSnapshot, after: CpuSnapshot, requests: number) {
  const per = (ms: number) => (requests > 0 ? ms / requests : 0)
  return {
    serverMs: per(after.serverMs - before.serverMs),
    postgresMs: per(after.postgresMs - before.postgresMs),
  }
}
