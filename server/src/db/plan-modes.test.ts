import type pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { openPostgres } from './client.ts'

const MODE = "SELECT current_setting('plan_cache_mode') AS mode"

describe.skipIf(!inject('postgresTemplate'))('plan modes per statement (PostgreSQL)', () => {
  // One connection, so that every statement below shares its session settings.
  const database = inject('postgresTemplate') ? openPostgres(inject('postgresTemplate'), 1) : undefined
  const pool = () => (database!.db as unknown as { $client: pg.Pool }).$client
  afterAll(() => database?.close())
  const modeOf = async (query: Promise<pg.QueryResult<{ mode: string }>>) => (await query).rows[0]!.mode
  const named = (on: pg.Pool | pg.PoolClient) => modeOf(on.query({ name: 'test_plan_mode', text: MODE }))
  const unnamed = (on: pg.Pool | pg.PoolClient) => modeOf(on.query(MODE))

  it('runs named statements with their generic plan and the others planned for their values', async () => {
    expect(await unnamed(pool())).toBe('auto')
    expect(await named(pool())).toBe('force_generic_plan')
    expect(await named(pool())).toBe('force_generic_plan')
    expect(await unnamed(pool())).toBe('auto')
    expect(await named(pool())).toBe('force_generic_plan')
  })

  it('sends no SET outside transactions: named statements have a pool of their own', async () => {
    const pids = async (query: Promise<pg.QueryResult<{ pid: number }>>) => (await query).rows[0]!.pid
    const pid = 'SELECT pg_backend_pid() AS pid'
    const plain = await pids(pool().query(pid))
    const prepared = await pids(pool().query({ name: 'test_plan_mode_pid', text: pid }))
    expect(prepared).not.toBe(plain)
    expect(await pids(pool().query(pid))).toBe(plain)
  })

  it('inside a transaction, one connection switches modes as its statements need', async () => {
    const client = await pool().connect()
    try {
      await client.query('BEGIN')
      expect(await unnamed(client)).toBe('auto')
      expect(await named(client)).toBe('force_generic_plan')
      expect(await unnamed(client)).toBe('auto')
      await client.query('COMMIT')
    } finally {
      client.release()
    }
  })

  it('knows the mode again after a rolled-back transaction undid its SET, and after a failed one', async () => {
    const client = await pool().connect()
    try {
      await client.query('BEGIN')
      expect(await named(client)).toBe('force_generic_plan')
      await client.query('ROLLBACK')
      expect(await named(client)).toBe('force_generic_plan')
      await client.query('BEGIN')
      expect(await unnamed(client)).toBe('auto')
      await client.query('SELECT 1/0').catch(() => {})
      await expect(named(client)).rejects.toThrow(/aborted/)
      await client.query('ROLLBACK')
      expect(await named(client)).toBe('force_generic_plan')
      expect(await unnamed(client)).toBe('auto')
    } finally {
      client.release()
    }
  })
})
