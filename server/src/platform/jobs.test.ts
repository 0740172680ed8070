import { afterEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../test/database.ts'
import type { Database } from '../db/client.ts'
import { createJobs } from './jobs.ts'

const noErrors = (name: string, err: unknown) => {
  throw new Error(`job ${name} failed: ${String(err)}`)
}

/** A promise to hold a job open until the test lets it finish. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, opened }
}

describe('jobs', () => {
  let database: Database | undefined
  afterEach(async () => {
    await database?.close()
    database = undefined
  })

  it('runs a job on its interval once started, and no more once stopped', async () => {
    database = await createTestDatabase()
    const jobs = createJobs(database, noErrors)
    let runs = 0
    jobs.every('count', 20, async () => {
      runs++
    })
    await new Promise((r) => setTimeout(r, 80))
    expect(runs).toBe(0)
    jobs.start()
    await expect.poll(() => runs, { timeout: 2000 }).toBeGreaterThanOrEqual(2)
    await jobs.stop()
    const after = runs
    await new Promise((r) => setTimeout(r, 80))
    expect(runs).toBe(after)
  })

  it('does not start a run of a job while its previous run is still going', async () => {
    database = await createTestDatabase()
    const jobs = createJobs(database, noErrors)
    const hold = gate()
    let runs = 0
    jobs.every('slow', 60_000, async () => {
      runs++
      await hold.opened
    })
    const first = jobs.runNow('slow')
    const second = jobs.runNow('slow')
    hold.open()
    expect(await first).toBe(true)
    expect(await second).toBe(true)
    expect(runs).toBe(1)
  })

  it('refuses two jobs of one name', async () => {
    database = await createTestDatabase()
    const jobs = createJobs(database, noErrors)
    jobs.every('once', 1000, async () => {})
    expect(() => jobs.every('once', 1000, async () => {})).toThrow(/exists already/)
  })

  it.runIf(process.env.DATABASE_URL)(
    'on PostgreSQL runs each job on one instance at a time: another instance skips the run meanwhile',
    async () => {
      database = await createTestDatabase()
      const one = createJobs(database, noErrors)
      const other = createJobs(database, noErrors)
      const hold = gate()
      let runs = 0
      const work = async () => {
        runs++
        await hold.opened
      }
      one.every('trim', 60_000, work)
      other.every('trim', 60_000, work)
      const running = one.runNow('trim')
      await expect.poll(() => runs).toBe(1)
      expect(await other.runNow('trim')).toBe(false)
      hold.open()
      expect(await running).toBe(true)
      expect(await other.runNow('trim')).toBe(true)
      expect(runs).toBe(2)
    },
  )
})
