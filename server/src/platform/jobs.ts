import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '../db/client.ts'

/**
 * Recurring jobs (the feed's trim, later notification fan-out and cleanup) run here, never from a
 * route: a module adds its jobs when it registers (docs/modules.md) and the app starts them once it is
 * ready and stops them when it closes. On PostgreSQL several instances share the work: each run holds
 * a transaction-level advisory lock named after its job, and an instance that cannot take it skips that
 * run, so one instance at a time runs each job. The embedded database has one instance by
 * construction (its data folder is locked), and one connection, which the lock's transaction would
 * hold away from the job itself: there a job simply runs.
 */
export interface Jobs {
  /** Runs `run` every `intervalMs` once started; a run still going when the next is due is not doubled. */
  every(name: string, intervalMs: number, run: () => Promise<void>): void
  /** Runs the job now (tests, the CLI); false when another instance holds it. */
  runNow(name: string): Promise<boolean>
  start(): void
  stop(): Promise<void>
  /** How many jobs there are and how many runs are under way here (platform/metrics.ts reads it). */
  counts(): { registered: number; running: number }
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs
  }
}

interface Job {
  name: string
  intervalMs: number
  run: () => Promise<void>
  timer?: NodeJS.Timeout
  running?: Promise<boolean>
}

export function createJobs(
  database: Pick<Database, 'kind' | 'db'>,
  onError: (name: string, err: unknown) => void,
): Jobs {
  const jobs = new Map<string, Job>()
  let started = false

  const runLocked = async (job: Job): Promise<boolean> => {
    if (database.kind === 'pglite') {
      await job.run()
      return true
    }
    return database.db.transaction(async (tx) => {
      const [row] = await queryRows<{ got: boolean }>(
        tx,
        sql`SELECT pg_try_advisory_xact_lock(hashtext(${`agora.job.${job.name}`})) AS got`,
      )
      if (!row?.got) return false
      await job.run()
      return true
    })
  }

  const runOnce = (job: Job): Promise<boolean> => {
    if (!job.running) {
      job.running = runLocked(job).finally(() => {
        job.running = undefined
      })
    }
    return job.running
  }

  const schedule = (job: Job) => {
    job.timer = setInterval(() => {
      runOnce(job).catch((err) => onError(job.name, err))
    }, job.intervalMs)
    job.timer.unref()
  }

  return {
    every(name, intervalMs, run) {
      if (jobs.has(name)) throw new Error(`A job named ${name} exists already`)
      const job: Job = { name, intervalMs, run }
      jobs.set(name, job)
      if (started) schedule(job)
    },
    runNow(name) {
      const job = jobs.get(name)
      if (!job) throw new Error(`No job named ${name}`)
      return runOnce(job)
    },
    start() {
      if (started) return
      started = true
      for (const job of jobs.values()) schedule(job)
    },
    async stop() {
      started = false
      for (const job of jobs.values()) clearInterval(job.timer)
      await Promise.allSettled([...jobs.values()].map((job) => job.running))
    },
    counts() {
      let running = 0
      for (const job of jobs.values()) if (job.running) running++
      return { registered: jobs.size, running }
    },
  }
}
