import type pg from 'pg'
import { describe, expect, inject, it, vi } from 'vitest'
import { isDatabaseUnavailable } from '../platform/database-errors.ts'
import { openPostgres, queryRows } from './client.ts'

const poolOf = (database: ReturnType<typeof openPostgres>) =>
  (database.db as unknown as { $client: pg.Pool }).$client

describe.skipIf(!inject('postgresTemplate'))('PostgreSQL pool', () => {
  it('survives the server dropping an idle connection and serves the next query', async () => {
    const lost = vi.fn()
    const database = openPostgres(inject('postgresTemplate'), 1, lost)
    const [me] = await queryRows<{ pid: number }>(database.db, 'select pg_backend_pid() as pid')
    const other = openPostgres(inject('postgresTemplate'), 1)
    await queryRows(other.db, `select pg_terminate_backend(${Number(me!.pid)})`)
    await other.close()
    await vi.waitFor(() => expect(lost).toHaveBeenCalled())
    const [again] = await queryRows<{ one: number }>(database.db, 'select 1 as one')
    expect(again?.one).toBe(1)
    await database.close()
  })

  it('survives losing a connection in the middle of a transaction, and the transaction fails as unavailable', async () => {
    const database = openPostgres(inject('postgresTemplate'), 1)
    const other = openPostgres(inject('postgresTemplate'), 1)
    const failure = await database.db
      .transaction(async (tx) => {
        const [me] = await queryRows<{ pid: number }>(tx, 'select pg_backend_pid() as pid')
        await queryRows(other.db, `select pg_terminate_backend(${Number(me!.pid)})`)
        // No query is running when the server's goodbye arrives: node-postgres emits 'error' on the
        // checked-out client, which ended the process while nobody listened.
        await new Promise((resolve) => setTimeout(resolve, 200))
        await queryRows(tx, 'select 1')
      })
      .catch((err: unknown) => err)
    expect(isDatabaseUnavailable(failure)).toBe(true)
    const [again] = await queryRows<{ one: number }>(database.db, 'select 1 as one')
    expect(again?.one).toBe(1)
    await other.close()
    await database.close()
  })

  it('gives the slot back when the connection is lost before BEGIN', async () => {
    const database = openPostgres(inject('postgresTemplate'), 1)
    const pool = poolOf(database)
    await queryRows(database.db, 'select 1')
    // The connection dies between checkout and BEGIN, the window a restart may hit.
    pool.once('acquire', (client) => {
      ;(client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy()
    })
    const failure = await database.db.transaction(async (tx) => queryRows(tx, 'select 1')).catch((err) => err)
    expect(isDatabaseUnavailable(failure)).toBe(true)
    // With the one slot lost for good, this would wait for a connection until it timed out.
    const [again] = await queryRows<{ one: number }>(database.db, 'select 1 as one')
    expect(again?.one).toBe(1)
    expect(pool.totalCount).toBe(1)
    await database.close()
  })

  it('runs without JIT compilation and without parallel workers', async () => {
    const database = openPostgres(inject('postgresTemplate'), 1)
    const [row] = await queryRows<{ jit: string; workers: string }>(
      database.db,
      "select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers",
    )
    expect(row).toEqual({ jit: 'off', workers: '0' })
    await database.close()
  })

  it('lets instances that start together migrate an empty database once', async () => {
    const admin = new URL(inject('postgresTemplate'))
    const name = `agora_migrate_${Date.now().toString(36)}`
    const empty = new URL(admin)
    empty.pathname = `/${name}`
    admin.pathname = '/postgres'
    const control = openPostgres(admin.toString(), 1)
    await queryRows(control.db, `CREATE DATABASE ${name}`)
    const instances = [openPostgres(empty.toString(), 2), openPostgres(empty.toString(), 2)]
    try {
      await Promise.all(instances.map((i) => i.migrate()))
      const [row] = await queryRows<{ n: number }>(
        instances[0]!.db,
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      )
      expect(row?.n).toBeGreaterThan(10)
    } finally {
      await Promise.all(instances.map((i) => i.close()))
      await queryRows(control.db, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await control.close()
    }
  })
})
