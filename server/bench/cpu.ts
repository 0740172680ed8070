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

/**
 * The process's CPU time; with `children`, also that of its children that ended (a PostgreSQL backend
 * that exits during a run leaves the list, and its time moves to the postmaster's: without it the
 * cluster's total could fall between two snapshots).
 */
function processMs(pid: number, children = false): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    // utime, stime, cutime and cstime: the 14th to 17th fields of the line (11 to 14 after the name).
    const own = Number(fields[11]) + Number(fields[12])
    return (children ? own + Number(fields[13]) + Number(fields[14]) : own) * TICK_MS
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
    postgresMs: postgresPids().reduce((sum, pid) => sum + processMs(pid, true), 0),
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
